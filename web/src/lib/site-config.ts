import { startTransition, useEffect, useState } from 'react';
import type { SiteConfigQuery } from '../gql/graphql';
import { graphqlRequest } from './graphql-request';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './i18n/languages';

/*
 * The public site configuration (expo name and dates, contact block, social links), fetched without
 * Apollo: the footer and the home page show it, and they must not wait for Apollo to load.
 */
const SITE_CONFIG = /* GraphQL */ `
  query SiteConfig {
    site {
      expoName
      expoYear
      expoStartDate
      expoEndDate
      expoVenue
      expoTimeZone
      marketplaceTimeZone
      currency
      localCurrencies {
        country
        currency
      }
      contactPhone
      contactEmail
      contactWebsite
      facebookUrl
      instagramUrl
      xUrl
      mapTileUrl
      mapAttribution
      mapAttributionUrl
    }
  }
`;

export type SiteConfig = SiteConfigQuery['site'];

/** Shown until (or if never) the configuration arrives. */
export const DEFAULT_EXPO_NAME = 'AIBEx 2026';

let request: Promise<SiteConfig | null> | null = null;

/** Once per page load, shared by every caller; a failure is retried on the next mount rather than cached. */
export function loadSiteConfig(): Promise<SiteConfig | null> {
  request ??= graphqlRequest<SiteConfigQuery>(SITE_CONFIG).then(
    (data) => data.site,
    () => {
      request = null;
      return null;
    },
  );
  return request;
}

/** For tests: forget the loaded configuration. */
export function resetSiteConfig(): void {
  request = null;
}

/** The site configuration, or null while loading or when the API is unreachable. */
export function useSiteConfig(): SiteConfig | null {
  const [site, setSite] = useState<SiteConfig | null>(null);
  useEffect(() => {
    let active = true;
    void loadSiteConfig().then((loaded) => {
      // Not urgent: the footer and the home page re-render in slices that yield to the browser.
      if (active) startTransition(() => setSite(loaded));
    });
    return () => {
      active = false;
    };
  }, []);
  return site;
}

/**
 * '10 – 12 December 2026' (or across months/years when the dates say so), read as calendar dates, in
 * `language` ('10 – 12 décembre 2026' in French).
 */
export function formatEventDates(start: string, end: string, language: Language = DEFAULT_LANGUAGE): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' }).format(date);
  const [from, to] = [day(start), day(end)];
  if (start === end) return format(from, { day: 'numeric', month: 'long', year: 'numeric' });
  const sameYear = from.getUTCFullYear() === to.getUTCFullYear();
  const sameMonth = sameYear && from.getUTCMonth() === to.getUTCMonth();
  const first = format(
    from,
    sameMonth ? { day: 'numeric' } : { day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) },
  );
  return `${first} – ${format(to, { day: 'numeric', month: 'long', year: 'numeric' })}`;
}

import type { PackageViewFieldsFragment } from '../../../gql/graphql';
import { INTL_LOCALES } from '../../../lib/i18n/languages';

/**
 * What a package card shows, selected by the home page and the sponsorship page alike. A plain string
 * rather than `graphql()`: the home page sends it with its own query, without Apollo.
 */
export const PACKAGE_VIEW_FIELDS = /* GraphQL */ `
  fragment PackageViewFields on SponsorshipPackage {
    id
    title
    rank
    amountRange
    advertExpoProgram
    boothSpace
    vipPasses
    brandingPresentation
    premiumBoothLocation
    logoOnStageBackdrops
    speakingSlotAtOpening
    vipNetworkingAccess
    logoOnDelegateItems
    logoOnBannersWebsiteSocial
    recognitionDuringSessions
    networkingLoungeAccess
    pressReleaseMention
  }
`;

export type PackageView = Omit<PackageViewFieldsFragment, '__typename'>;

/** The yes/no benefit flags of a package. */
type BenefitKey = { [K in keyof PackageView]: PackageView[K] extends boolean ? K : never }[keyof PackageView];

/** The ten yes/no benefits of a package, in the order the package cards show them (named in `packages`). */
export const BENEFITS: readonly BenefitKey[] = [
  'brandingPresentation',
  'premiumBoothLocation',
  'logoOnStageBackdrops',
  'speakingSlotAtOpening',
  'vipNetworkingAccess',
  'logoOnDelegateItems',
  'logoOnBannersWebsiteSocial',
  'recognitionDuringSessions',
  'networkingLoungeAccess',
  'pressReleaseMention',
];

/**
 * The package facts the organisers wrote in English (the API's seed: advert 'Full page', booth 'Largest'),
 * by their key in `packages.factValues`. A value not listed here (edited since, or a count like '2-3') is
 * shown as the API gives it.
 */
const FACT_VALUE_KEYS = {
  'full page': 'fullPage',
  'half page': 'halfPage',
  'quarter page': 'quarterPage',
  largest: 'largest',
  large: 'large',
  standard: 'standard',
} as const;

export type FactValueKey = (typeof FACT_VALUE_KEYS)[keyof typeof FACT_VALUE_KEYS];

export function factValueKey(value: string): FactValueKey | undefined {
  const key = value.trim().toLowerCase();
  return Object.hasOwn(FACT_VALUE_KEYS, key) ? FACT_VALUE_KEYS[key as keyof typeof FACT_VALUE_KEYS] : undefined;
}

/**
 * '20,000 - 40,000' in USD -> '$20,000 – $40,000' in en-GB, '20 000 $ – 40 000 $' in fr-FR: each figure
 * as the locale writes an amount of that currency. The range is the organisers' text, written with
 * English digit grouping; a figure that does not read as a number is shown as written.
 */
export function formatAmount(amount: string, currency: string | undefined, locale = INTL_LOCALES.en): string {
  const format = amountFormat(currency, locale);
  return amount.replace(/\s*-\s*/g, ' – ').replace(/\d[\d,.]*/g, (figure) => {
    const value = Number(figure.replace(/,/g, ''));
    return Number.isFinite(value) ? format(value) : figure;
  });
}

function amountFormat(currency: string | undefined, locale: string): (value: number) => string {
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: 2 };
  if (currency) {
    try {
      const money = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        ...digits,
      });
      return (value) => money.format(value);
    } catch {
      // An unknown code: shown as is before each figure.
      const figures = new Intl.NumberFormat(locale, digits);
      return (value) => `${currency} ${figures.format(value)}`;
    }
  }
  const figures = new Intl.NumberFormat(locale, digits);
  return (value) => figures.format(value);
}

/** The package named in a link: by id ('gold') or title ('GOLD'), ignoring case. */
export function findPackage<P extends Pick<PackageView, 'id' | 'title'>>(
  packages: readonly P[],
  wanted: string | null,
): P | undefined {
  const key = wanted?.trim().toLowerCase();
  if (!key) return undefined;
  return packages.find((pkg) => pkg.id.toLowerCase() === key || pkg.title.toLowerCase() === key);
}

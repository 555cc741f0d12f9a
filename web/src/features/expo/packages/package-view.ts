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
 * '20,000 - 40,000' in USD -> 'USD 20,000–40,000' in en-GB, '20 000–40 000 USD' in fr-FR: the amount or
 * the range as the locale writes it, with the currency once (Intl's formatRange), never once per figure
 * and again after. The text is the organisers', written with English digit grouping; text that is not
 * one amount or a range of two keeps its words, its figures written in the locale's way.
 */
export function formatAmount(amount: string, currency: string | undefined, locale = INTL_LOCALES.en): string {
  const value = (figure: string) => Number(figure.replace(/,/g, ''));
  const format = amountFormat(currency, locale);
  const range = /^\s*(\d[\d,.]*)\s*(?:-\s*(\d[\d,.]*)\s*)?$/.exec(amount);
  const [low, high] = [range?.[1], range?.[2]].map((figure) => (figure === undefined ? NaN : value(figure)));
  if (Number.isFinite(low) && Number.isFinite(high)) return format.range(low!, high!);
  if (Number.isFinite(low) && range?.[2] === undefined) return format.one(low!);
  const figures = amountFormat(undefined, locale);
  return amount.replace(/\s*-\s*/g, ' – ').replace(/\d[\d,.]*/g, (figure) => {
    const number = value(figure);
    return Number.isFinite(number) ? figures.one(number) : figure;
  });
}

interface AmountFormat {
  one: (value: number) => string;
  range: (low: number, high: number) => string;
}

function amountFormat(currency: string | undefined, locale: string): AmountFormat {
  const digits = { minimumFractionDigits: 0, maximumFractionDigits: 2 };
  const of = (format: Intl.NumberFormat): AmountFormat => ({
    one: (value) => format.format(value),
    range: (low, high) => format.formatRange(low, high),
  });
  const figures = new Intl.NumberFormat(locale, digits);
  if (!currency) return of(figures);
  try {
    // The code (USD, NGN), as the sponsorship pages name the currency; one symbol such as $ could be
    // any of several dollars.
    return of(new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'code', ...digits }));
  } catch {
    // A code Intl refuses: shown as is, once, before the figures.
    return {
      one: (value) => `${currency} ${figures.format(value)}`,
      range: (low, high) => `${currency} ${figures.formatRange(low, high)}`,
    };
  }
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

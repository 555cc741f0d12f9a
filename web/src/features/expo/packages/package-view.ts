import type { PackageViewFieldsFragment } from '../../../gql/graphql';

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

/** The ten yes/no benefits of a package, in the order and wording the package cards show them. */
export const BENEFITS: readonly { key: BenefitKey; label: string }[] = [
  { key: 'brandingPresentation', label: 'Branding presentation' },
  { key: 'premiumBoothLocation', label: 'Premium booth location' },
  { key: 'logoOnStageBackdrops', label: 'Logo on stage backdrops' },
  { key: 'speakingSlotAtOpening', label: 'Speaking slot at opening ceremony' },
  { key: 'vipNetworkingAccess', label: 'VIP networking and roundtable access' },
  { key: 'logoOnDelegateItems', label: 'Logo on delegate badges, bags and lanyards' },
  { key: 'logoOnBannersWebsiteSocial', label: 'Logo on banners, website and social media' },
  { key: 'recognitionDuringSessions', label: 'Recognition during sessions' },
  { key: 'networkingLoungeAccess', label: 'Networking lounge and business matching' },
  { key: 'pressReleaseMention', label: 'Mention in press releases' },
];

/** '20,000 - 40,000' in USD -> '$20,000 – $40,000': each figure gets the currency's symbol. */
export function formatAmount(amount: string, currency: string | undefined): string {
  const symbol = currency ? currencySymbol(currency) : '';
  return amount.replace(/\s*-\s*/g, ' – ').replace(/\d[\d,.]*/g, (figure) => `${symbol}${figure}`);
}

function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? `${currency} `;
  } catch {
    return `${currency} `; // an unknown code: show it as is
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

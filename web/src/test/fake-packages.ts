/** Every yes/no benefit of a sponsorship package set to `value`. */
export function benefitFlags(value: boolean) {
  return {
    brandingPresentation: value,
    premiumBoothLocation: value,
    logoOnStageBackdrops: value,
    speakingSlotAtOpening: value,
    vipNetworkingAccess: value,
    logoOnDelegateItems: value,
    logoOnBannersWebsiteSocial: value,
    recognitionDuringSessions: value,
    networkingLoungeAccess: value,
    pressReleaseMention: value,
  };
}

/** The three packages as the API answers them: platinum and gold with every benefit, silver with none. */
export function samplePackages() {
  return [
    {
      __typename: 'SponsorshipPackage' as const,
      id: 'platinum',
      title: 'PLATINUM',
      rank: 1,
      amountRange: '50,000',
      advertExpoProgram: 'Full page',
      boothSpace: 'Largest',
      vipPasses: '5+',
      ...benefitFlags(true),
    },
    {
      __typename: 'SponsorshipPackage' as const,
      id: 'gold',
      title: 'GOLD',
      rank: 2,
      amountRange: '20,000 - 40,000',
      advertExpoProgram: 'Half page',
      boothSpace: 'Large',
      vipPasses: '4',
      ...benefitFlags(true),
    },
    {
      __typename: 'SponsorshipPackage' as const,
      id: 'silver',
      title: 'SILVER',
      rank: 3,
      amountRange: '10,000 - 15,000',
      advertExpoProgram: 'Quarter page',
      boothSpace: 'Standard',
      vipPasses: '2-3',
      ...benefitFlags(false),
    },
  ];
}

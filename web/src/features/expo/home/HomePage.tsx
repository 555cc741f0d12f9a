import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventHighlights } from './EventHighlights';
import { Hero } from './Hero';
import { Intro } from './Intro';
import { RegistrationBanner } from './RegistrationBanner';
import { SponsorshipSection } from './SponsorshipSection';
import { SponsorWall } from './SponsorWall';
import { ToolRentalTeaser } from './ToolRentalTeaser';
import { useHomeSponsorship } from './use-home-sponsorship';
import './HomePage.css';

/**
 * The landing page: hero, intro, registration banner, highlights, the way to the tool marketplace, then
 * the sponsorship packages and the sponsor wall. Part of the first download of the site, so its data comes through plain fetch (no
 * Apollo) and its animations are a few small hooks. The social block ('Follow us on all social media')
 * is the footer's, on every page.
 */
export function HomePage() {
  // The site's own title and description, in the page's language.
  usePageTitle();
  const site = useSiteConfig();
  const sponsorship = useHomeSponsorship();

  return (
    <div className="home">
      <Hero site={site} />
      <Intro site={site} />
      <RegistrationBanner expoName={site?.expoName ?? DEFAULT_EXPO_NAME} />
      <EventHighlights />
      <ToolRentalTeaser />
      <SponsorshipSection sponsorship={sponsorship} />
      {sponsorship.status === 'ready' && <SponsorWall tiers={sponsorship.data.sponsorWall} />}
    </div>
  );
}

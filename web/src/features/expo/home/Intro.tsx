import introArt from '../art/categories.svg?no-inline';
import { DEFAULT_EXPO_NAME, type SiteConfig } from '../../../lib/site-config';
import { StatsTiles } from './StatsTiles';
import { Typewriter } from './Typewriter';

export const TAGLINES = ['MAKE TREMENDOUS SALES', 'INCREASE YOUR NETWORK', 'INCREASE YOUR MARKET VALUE'] as const;

/** The event name with its year, the typed tagline, what the convention is, and its figures. */
export function Intro({ site }: { site: SiteConfig | null }) {
  const name = site?.expoName ?? DEFAULT_EXPO_NAME;
  return (
    <section className="intro section" aria-labelledby="intro-heading">
      <div className="container">
        <div className="intro__grid">
          <div className="intro__text">
            <h2 id="intro-heading" className="intro__name">
              {name}
            </h2>
            <Typewriter words={TAGLINES} lead={`Come to ${name} to:`} />
            <p className="intro__body">
              {name} is where Africa’s beauty and lifestyle industry meets the world. Manufacturers, distributors, salon
              and spa owners, make-up artists, hair stylists, fashion designers and wellness brands come together to
              show what is new, meet hosted buyers from more than 60 countries and do business face to face. Exhibit
              your brand, learn in masterclasses, compete on stage, or simply discover what is next in beauty.
            </p>
          </div>
          <img className="intro__art" src={introArt} alt="" width={560} height={500} loading="lazy" decoding="async" />
        </div>
        <StatsTiles />
      </div>
    </section>
  );
}

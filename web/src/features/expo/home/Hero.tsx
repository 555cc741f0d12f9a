import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { paths } from '../../../config/paths';
import { formatEventDates, type SiteConfig } from '../../../lib/site-config';
import { BlinkingLink } from './BlinkingLink';
import { HOME } from './home-i18n';
import { MotionToggle } from './MotionToggle';
import { HERO_AUTOPLAY_MS, HERO_TRANSITION_MS } from './timings';
import { useAutoplay } from './use-autoplay';
import './Hero.css';

/** The carousel's slides (one for now). Each names the artwork class it shows behind the text. */
const SLIDES = [{ id: 'convention', artClass: 'hero__art--convention' }] as const;

/**
 * The hero carousel: infinite autoplay every 3000 ms with a 2500 ms transition, no arrows, no dots.
 * With a single slide each step eases the artwork between two framings (a slow Ken Burns), so the
 * slide still moves at that rhythm; with several, the steps would cross-fade between slides.
 */
export function Hero({ site }: { site: SiteConfig | null }) {
  const { t, language } = useTranslation(HOME);
  const step = useAutoplay(HERO_AUTOPLAY_MS);
  const current = step % SLIDES.length;
  // Set through the CSSOM, not a style attribute: the page is also rendered on the server, and the
  // site's Content-Security-Policy refuses style attributes in HTML.
  const withTransition = (element: HTMLDivElement | null) => {
    if (element) element.style.transitionDuration = `${HERO_TRANSITION_MS}ms`;
  };

  return (
    <section className="hero" aria-labelledby="hero-heading">
      {SLIDES.map((slide, index) => (
        <div
          key={slide.id}
          className={`hero__art ${slide.artClass}`}
          data-active={index === current}
          data-framing={Math.floor(step / SLIDES.length) % 2}
          ref={withTransition}
          aria-hidden="true"
        />
      ))}
      <div className="container hero__content">
        <p className="hero__eyebrow">
          {site
            ? t('hero.eyebrow', {
                dates: formatEventDates(site.expoStartDate, site.expoEndDate, language),
                venue: site.expoVenue,
              })
            : ' '}
        </p>
        <h1 id="hero-heading" className="hero__title">
          <Trans t={t} i18nKey="hero.title" components={{ accent: <span className="hero__accent" /> }} />
        </h1>
        <p className="hero__lead">{t('hero.lead')}</p>
        <BlinkingLink to={paths.registration} className="hero__cta">
          {t('hero.cta')} <span aria-hidden="true">&gt;&gt;</span>
        </BlinkingLink>
      </div>
      <MotionToggle />
    </section>
  );
}

import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import introArtFr from '../art/categories.fr.svg?no-inline';
import introArt from '../art/categories.svg?no-inline';
import { DEFAULT_EXPO_NAME, type SiteConfig } from '../../../lib/site-config';
import { HOME } from './home-i18n';
import { StatsTiles } from './StatsTiles';
import { Typewriter } from './Typewriter';

/** The typed phrases, in order (home.json's `intro.taglines`). */
const TAGLINE_KEYS = ['sales', 'network', 'value'] as const;

/** The event name with its year, the typed tagline, what the convention is, and its figures. */
export function Intro({ site }: { site: SiteConfig | null }) {
  const { t, language } = useTranslation(HOME);
  // The tiles name the convention's worlds in words: the artwork exists in each language.
  const art = language === 'fr' ? introArtFr : introArt;
  const name = site?.expoName ?? DEFAULT_EXPO_NAME;
  // One array per language: the typewriter starts over when its phrases change.
  const taglines = useMemo(() => TAGLINE_KEYS.map((key) => t(`intro.taglines.${key}`)), [t]);
  return (
    <section className="intro section" aria-labelledby="intro-heading">
      <div className="container">
        <div className="intro__grid">
          <div className="intro__text">
            <h2 id="intro-heading" className="intro__name">
              {name}
            </h2>
            <Typewriter words={taglines} lead={t('intro.lead', { name })} />
            <p className="intro__body">{t('intro.body', { name })}</p>
          </div>
          <img className="intro__art" src={art} alt="" width={560} height={500} loading="lazy" decoding="async" />
        </div>
        <StatsTiles />
      </div>
    </section>
  );
}

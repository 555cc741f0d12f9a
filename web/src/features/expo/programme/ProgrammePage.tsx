import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ProgrammeQuery } from '../../../gql/graphql';
import type { SessionKind } from '../../../gql/schema-enums';
import { intlLocale } from '../../../lib/i18n/i18n';
import { organisersText } from '../../../lib/i18n/languages';
import { uploadedImage } from '../../../lib/image-sources';
import {
  SESSION_KINDS,
  capitalized,
  expoDays,
  formatProgrammeDay,
  formatSessionTime,
  safeWebsite,
  venueZoneName,
} from '../../../lib/programme';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpoPage } from '../shared/ExpoPage';
import { FilterGroup } from '../shared/FilterGroup';
import { PROGRAMME } from './programme-i18n';
import './programme.css';

const ProgrammeDocument = graphql(`
  query Programme {
    site {
      expoName
      expoStartDate
      expoEndDate
      expoVenue
      expoTimeZone
    }
    programme {
      id
      kind
      title
      titleFr
      description
      descriptionFr
      day
      startTime
      endTime
      room
      roomFr
      link
      seats
      seatsLeft
      speakers {
        name
        affiliation
        photo
      }
    }
  }
`);

type Session = ProgrammeQuery['programme'][number];

/**
 * The expo's agenda, grouped by day. The filters are links (`?day=`, `?kind=`), so a filtered view can be
 * shared and the back button undoes a choice.
 */
export function ProgrammePage() {
  const { t, language } = useTranslation(PROGRAMME);
  const locale = intlLocale(language);
  usePageTitle(t('meta.title'), t('meta.description'));
  const { data, loading, error, refetch } = useQuery(ProgrammeDocument);
  const [params] = useSearchParams();

  const band = {
    eyebrow: data ? t('band.eyebrow', { expoName: data.site.expoName, venue: data.site.expoVenue }) : undefined,
    title: t('band.title'),
    intro: t('band.intro'),
  };
  if (!data) {
    return (
      <ExpoPage {...band}>
        {error ? <QueryProblem error={error} onRetry={() => void refetch()} /> : loading && <LoadingState />}
      </ExpoPage>
    );
  }

  const { site, programme } = data;
  if (programme.length === 0) {
    return (
      <ExpoPage {...band}>
        <div className="form-card programme-empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text', { expoName: site.expoName })}</p>
          <p className="programme-empty__links">
            <Link to={paths.registration} className={buttonClassName('primary')}>
              {t('empty.register')}
            </Link>
            <Link to={paths.exhibitors}>{t('empty.exhibitors')}</Link>
          </p>
        </div>
      </ExpoPage>
    );
  }

  const days = expoDays(site.expoStartDate, site.expoEndDate).filter((d) => programme.some((s) => s.day === d));
  const kinds = SESSION_KINDS.filter(({ kind }) => programme.some((s) => s.kind === kind));
  const day = days.find((d) => d === params.get('day')) ?? null;
  const kind = kinds.find((k) => k.kind.toLowerCase() === params.get('kind'))?.kind ?? null;
  const shown = programme.filter((s) => (!day || s.day === day) && (!kind || s.kind === kind));
  const href = (change: { day?: string | null; kind?: SessionKind | null }) => {
    const next = new URLSearchParams();
    const d = 'day' in change ? change.day : day;
    const k = 'kind' in change ? change.kind : kind;
    if (d) next.set('day', d);
    if (k) next.set('kind', k.toLowerCase());
    const query = next.toString();
    return query ? `${paths.programme}?${query}` : paths.programme;
  };
  const kindPlural = (k: SessionKind) => t(`kinds.${kindKey(k)}.plural`);
  const longDay = (d: string) => formatProgrammeDay(d, 'long', locale);
  const summaryOptions = {
    count: shown.length,
    kind: kind ? kindPlural(kind).toLocaleLowerCase(locale) : '',
    day: day ? longDay(day) : '',
  };
  const summary = kind
    ? day
      ? t('summary.kindDay', summaryOptions)
      : t('summary.kind', summaryOptions)
    : day
      ? t('summary.day', summaryOptions)
      : t('summary.all', summaryOptions);

  return (
    <ExpoPage {...band}>
      <div className="programme">
        <nav className="page-filters" aria-label={t('filters.label')}>
          <FilterGroup
            id="programme-filter-day"
            label={t('filters.day')}
            options={[
              { label: t('filters.allDays'), to: href({ day: null }), current: !day },
              ...days.map((d) => ({
                label: capitalized(formatProgrammeDay(d, 'short', locale), locale),
                to: href({ day: d }),
                current: d === day,
              })),
            ]}
          />
          <FilterGroup
            id="programme-filter-kind"
            label={t('filters.kind')}
            options={[
              { label: t('filters.everything'), to: href({ kind: null }), current: !kind },
              ...kinds.map((k) => ({
                label: kindPlural(k.kind),
                to: href({ kind: k.kind }),
                current: k.kind === kind,
              })),
            ]}
          />
        </nav>
        <p className="programme__summary" role="status">
          {summary} {t('summary.zone', { zone: venueZoneName(site.expoTimeZone, site.expoStartDate, locale) })}
        </p>
        {shown.length === 0 ? (
          <div className="form-card programme-empty">
            <p>{t('nothing.text')}</p>
            <Link to={href({ kind: null })}>{t('nothing.showDay', { day: longDay(day!) })}</Link>
          </div>
        ) : (
          days
            .filter((d) => shown.some((s) => s.day === d))
            .map((d) => (
              <section key={d} className="programme-day" aria-labelledby={`programme-day-${d}`}>
                <h2 id={`programme-day-${d}`} className="programme-day__title">
                  {capitalized(longDay(d), locale)}
                </h2>
                <ol className="programme-day__sessions">
                  {shown
                    .filter((s) => s.day === d)
                    .map((s) => (
                      <SessionCard key={s.id} session={s} />
                    ))}
                </ol>
              </section>
            ))
        )}
      </div>
    </ExpoPage>
  );
}

/** The key of a kind in `programme.kinds` ('MASTERCLASS' -> 'masterclass'). */
/** A speaker's photo is 44 px on the page (programme.css). */
const SPEAKER_PHOTO_SIZES = '44px';

const kindKey = (kind: SessionKind) => kind.toLowerCase() as Lowercase<SessionKind>;

function SessionCard({ session }: { session: Session }) {
  const { t, language } = useTranslation(PROGRAMME);
  const locale = intlLocale(language);
  const link = safeWebsite(session.link);
  const description = organisersText(language, session.description, session.descriptionFr);
  return (
    <li className="session-card">
      <p className="session-card__time">
        <time dateTime={`${session.day}T${session.startTime}`}>{formatSessionTime(session.startTime, locale)}</time>
        <span aria-hidden="true"> – </span>
        <span className="visually-hidden"> {t('session.to')} </span>
        <time dateTime={`${session.day}T${session.endTime}`}>{formatSessionTime(session.endTime, locale)}</time>
      </p>
      <div className="session-card__body">
        <p className="session-card__meta">
          <span className={`session-kind session-kind--${session.kind.toLowerCase()}`}>
            {t(`kinds.${kindKey(session.kind)}.label`)}
          </span>
          <span className="session-card__room">{organisersText(language, session.room, session.roomFr)}</span>
          {session.seatsLeft != null && (
            <span className={`session-card__seats${session.seatsLeft ? '' : ' session-card__seats--full'}`}>
              {session.seatsLeft ? t('session.seatsLeft', { count: session.seatsLeft }) : t('session.full')}
            </span>
          )}
        </p>
        <h3 className="session-card__title">{organisersText(language, session.title, session.titleFr)}</h3>
        {description && <p className="session-card__description">{description}</p>}
        {session.seatsLeft != null && <p className="session-card__seats-hint">{t('session.seatsHint')}</p>}
        {session.speakers.length > 0 && (
          <ul className="session-card__speakers" aria-label={t('session.speakers')}>
            {session.speakers.map((speaker, i) => (
              <li key={`${speaker.name}-${i}`} className="speaker">
                {speaker.photo ? (
                  <img
                    className="speaker__photo"
                    {...uploadedImage(speaker.photo, SPEAKER_PHOTO_SIZES)}
                    alt=""
                    width={44}
                    height={44}
                    loading="lazy"
                  />
                ) : (
                  <span className="speaker__photo speaker__photo--initials" aria-hidden="true">
                    {initials(speaker.name)}
                  </span>
                )}
                <span>
                  <span className="speaker__name">{speaker.name}</span>
                  {speaker.affiliation && <span className="speaker__affiliation">{speaker.affiliation}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        {link && (
          <p className="session-card__link">
            <a href={link} target="_blank" rel="noopener noreferrer">
              {t('session.more')}
              <span className="visually-hidden"> {t('session.newTab')}</span>
            </a>
          </p>
        )}
      </div>
    </li>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words.at(-1)?.[0] ?? '') : '')).toUpperCase();
}

import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ProgrammeQuery } from '../../../gql/graphql';
import type { SessionKind } from '../../../gql/schema-enums';
import {
  SESSION_KINDS,
  expoDays,
  formatProgrammeDay,
  safeWebsite,
  sessionKindLabel,
  venueZoneName,
} from '../../../lib/programme';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpoPage } from '../shared/ExpoPage';
import { FilterGroup } from '../shared/FilterGroup';
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
      description
      day
      startTime
      endTime
      room
      link
      speakers {
        name
        affiliation
        photo
      }
    }
  }
`);

type Session = ProgrammeQuery['programme'][number];

const DESCRIPTION =
  'The AIBEx 2026 programme: masterclasses, workshops, competitions and shows in Abuja, day by day, with times, stages and speakers.';

/**
 * The expo's agenda, grouped by day. The filters are links (`?day=`, `?kind=`), so a filtered view can be
 * shared and the back button undoes a choice.
 */
export function ProgrammePage() {
  usePageTitle('Programme', DESCRIPTION);
  const { data, loading, error, refetch } = useQuery(ProgrammeDocument);
  const [params] = useSearchParams();

  const band = {
    eyebrow: data ? `${data.site.expoName} · ${data.site.expoVenue}` : undefined,
    title: 'Programme',
    intro: 'Masterclasses, workshops, competitions and shows: what happens on each stage, day by day.',
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
          <h2>The programme will be announced soon</h2>
          <p>
            Masterclasses, workshops, competitions and shows are being lined up for {site.expoName}. Register now and we
            will let you know when the programme is out.
          </p>
          <p className="programme-empty__links">
            <Link to={paths.registration} className={buttonClassName('primary')}>
              Register to participate
            </Link>
            <Link to={paths.exhibitors}>See who is exhibiting</Link>
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

  return (
    <ExpoPage {...band}>
      <div className="programme">
        <nav className="page-filters" aria-label="Filter the programme">
          <FilterGroup
            id="programme-filter-day"
            label="Day"
            options={[
              { label: 'All days', to: href({ day: null }), current: !day },
              ...days.map((d) => ({ label: formatProgrammeDay(d, 'short'), to: href({ day: d }), current: d === day })),
            ]}
          />
          <FilterGroup
            id="programme-filter-kind"
            label="Kind"
            options={[
              { label: 'Everything', to: href({ kind: null }), current: !kind },
              ...kinds.map((k) => ({ label: k.plural, to: href({ kind: k.kind }), current: k.kind === kind })),
            ]}
          />
        </nav>
        <p className="programme__summary" role="status">
          {shown.length === 1 ? '1 session' : `${shown.length} sessions`}
          {kind ? ` (${SESSION_KINDS.find((k) => k.kind === kind)!.plural.toLowerCase()})` : ''}
          {day ? ` on ${formatProgrammeDay(day)}` : ''}. Times are at the venue (
          {venueZoneName(site.expoTimeZone, site.expoStartDate)}).
        </p>
        {shown.length === 0 ? (
          <div className="form-card programme-empty">
            <p>Nothing of this kind on this day.</p>
            <Link to={href({ kind: null })}>Show everything on {formatProgrammeDay(day!)}</Link>
          </div>
        ) : (
          days
            .filter((d) => shown.some((s) => s.day === d))
            .map((d) => (
              <section key={d} className="programme-day" aria-labelledby={`programme-day-${d}`}>
                <h2 id={`programme-day-${d}`} className="programme-day__title">
                  {formatProgrammeDay(d)}
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

function SessionCard({ session }: { session: Session }) {
  const link = safeWebsite(session.link);
  return (
    <li className="session-card">
      <p className="session-card__time">
        <time dateTime={`${session.day}T${session.startTime}`}>{session.startTime}</time>
        <span aria-hidden="true"> – </span>
        <span className="visually-hidden"> to </span>
        <time dateTime={`${session.day}T${session.endTime}`}>{session.endTime}</time>
      </p>
      <div className="session-card__body">
        <p className="session-card__meta">
          <span className={`session-kind session-kind--${session.kind.toLowerCase()}`}>
            {sessionKindLabel(session.kind)}
          </span>
          <span className="session-card__room">{session.room}</span>
        </p>
        <h3 className="session-card__title">{session.title}</h3>
        {session.description && <p className="session-card__description">{session.description}</p>}
        {session.speakers.length > 0 && (
          <ul className="session-card__speakers" aria-label="Speakers">
            {session.speakers.map((speaker, i) => (
              <li key={`${speaker.name}-${i}`} className="speaker">
                {speaker.photo ? (
                  <img className="speaker__photo" src={speaker.photo} alt="" width={44} height={44} loading="lazy" />
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
              More about this session<span className="visually-hidden"> (opens in a new tab)</span>
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

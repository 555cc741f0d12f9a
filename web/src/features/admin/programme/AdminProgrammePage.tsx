import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { AdminProgrammeQuery } from '../../../gql/graphql';
import { formatProgrammeDay, sessionKindLabel, venueZoneName } from '../../../lib/programme';
import { DataTable, type Column } from '../components/DataTable';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { count } from '../format';
import { AdminProgrammeDocument } from './programme-documents';
import { SessionSeatNumbers } from './SessionSeatNumbers';

type SessionRow = AdminProgrammeQuery['programme'][number];

const COLUMNS: Column<SessionRow>[] = [
  { key: 'day', header: 'Day', render: (s) => formatProgrammeDay(s.day, 'short') },
  { key: 'time', header: 'Time', render: (s) => `${s.startTime}–${s.endTime}` },
  // Titles, rooms and speaker lists wrap, so the table fits a laptop's width.
  { key: 'title', header: 'Title', render: (s) => s.title, className: 'cell-wrap' },
  { key: 'kind', header: 'Kind', render: (s) => sessionKindLabel(s.kind) },
  { key: 'room', header: 'Room or stage', render: (s) => s.room, className: 'cell-wrap cell-wrap--short' },
  {
    key: 'speakers',
    header: 'Speakers',
    render: (s) => s.speakers.map((p) => p.name).join(', ') || '—',
    className: 'cell-wrap cell-wrap--short',
  },
];

/** After adding, changing or deleting a session, the form comes back here with a notice. */
export interface ProgrammeListState {
  notice?: string;
}

/** The programme in time order, as visitors see it on /programme. */
export function AdminProgrammePage() {
  const { data, loading, error, refetch } = useQuery(AdminProgrammeDocument, { fetchPolicy: 'cache-and-network' });
  const notice = (useLocation().state as ProgrammeListState | null)?.notice;
  const sessions = data?.programme;
  return (
    <div className="admin-page">
      <PageHeader
        title="Programme"
        intro={
          <>
            Masterclasses, workshops, competitions and shows, public on{' '}
            <Link to={paths.programme}>the programme page</Link>
            {data
              ? `. Times are at the venue (${venueZoneName(data.site.expoTimeZone, data.site.expoStartDate)}).`
              : '.'}
          </>
        }
        actions={
          <Link to={paths.admin.addProgrammeSession} className={buttonClassName('primary')}>
            Add session
          </Link>
        }
      />
      <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
      {error && !sessions ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="admin-list__count">{sessions ? count(sessions.length, 'session', 'sessions') : ''}</p>
          <DataTable
            caption="Programme sessions"
            columnsKey="Programme"
            columns={COLUMNS}
            rows={sessions ?? []}
            rowKey={(s) => s.id}
            rowHref={(s) => adminDetailsHref(paths.admin.programmeSessionDetails, s.id)}
            rowName={(s) => s.title}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No sessions yet: the public page says the programme will be announced.'}
          />
        </>
      )}
      <SessionSeatNumbers />
    </div>
  );
}

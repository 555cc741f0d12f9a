import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { addExhibitorHref, adminDetailsHref, paths } from '../../../config/paths';
import type { AdminExhibitorDirectoryQuery } from '../../../gql/graphql';
import { safeWebsite, websiteHost } from '../../../lib/programme';
import { DataTable, type Column } from '../components/DataTable';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { count } from '../format';
import { AdminExhibitorDirectoryDocument } from './exhibitor-documents';

type CompanyRow = AdminExhibitorDirectoryQuery['exhibitors'][number];

const COLUMNS: Column<CompanyRow>[] = [
  { key: 'company', header: 'Company', render: (c) => c.company },
  {
    key: 'listed',
    header: 'Listed as',
    render: (c) =>
      c.sponsorTier ? `${c.sponsorTier.title} sponsor${c.exhibitorId ? '' : ' (no details yet)'}` : 'Exhibitor',
  },
  { key: 'booth', header: 'Booth', render: (c) => c.booth ?? '—' },
  { key: 'category', header: 'Category', render: (c) => c.category ?? '—' },
  {
    key: 'website',
    header: 'Website',
    render: (c) => {
      const website = safeWebsite(c.website);
      return website ? websiteHost(website) : '—';
    },
  },
];

/** After adding, changing or deleting an exhibitor, the form comes back here with a notice. */
export interface ExhibitorListState {
  notice?: string;
}

/**
 * The directory as visitors see it: exhibitors, and approved sponsors (whose row adds their details when
 * they have none yet).
 */
export function AdminExhibitorsPage() {
  const { data, loading, error, refetch } = useQuery(AdminExhibitorDirectoryDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const notice = (useLocation().state as ExhibitorListState | null)?.notice;
  const companies = data?.exhibitors;
  return (
    <div className="admin-page">
      <PageHeader
        title="Exhibitors"
        intro={
          <>
            Exhibitors and approved sponsors, public on <Link to={paths.exhibitors}>the exhibitors page</Link>. A
            sponsor without details leads to adding its website, booth and description.
          </>
        }
        actions={
          <Link to={paths.admin.addExhibitor} className={buttonClassName('primary')}>
            Add exhibitor
          </Link>
        }
      />
      <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
      {error && !companies ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="admin-list__count">{companies ? count(companies.length, 'company', 'companies') : ''}</p>
          <DataTable
            caption="Exhibitors and sponsors"
            columnsKey="Exhibitors"
            columns={COLUMNS}
            rows={companies ?? []}
            rowKey={(c) => c.id}
            rowHref={(c) =>
              c.exhibitorId
                ? adminDetailsHref(paths.admin.exhibitorDetails, c.exhibitorId)
                : addExhibitorHref(c.sponsorId ?? undefined)
            }
            rowName={(c) => c.company}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No exhibitors or approved sponsors yet.'}
          />
        </>
      )}
    </div>
  );
}

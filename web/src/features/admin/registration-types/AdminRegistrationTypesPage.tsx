import { useQuery } from '@apollo/client/react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { RegistrationTypeFieldsFragment } from '../../../gql/graphql';
import { formatProgrammeDay } from '../../../lib/programme';
import { DataTable, type Column } from '../components/DataTable';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { count } from '../format';
import { AdminRegistrationTypesDocument } from './registration-type-documents';
import { RegistrationNumbers } from './RegistrationNumbers';

type TypeRow = RegistrationTypeFieldsFragment;

const SALE_LABELS: Record<TypeRow['saleState'], string> = {
  NOT_YET: 'Not on sale yet',
  OPEN: 'On sale',
  ENDED: 'Sales ended',
};

/** "120 of 300 taken" (registrations and waitlist offers), or "No limit". */
export function placesText(type: Pick<TypeRow, 'capacity' | 'placesLeft'>): string {
  if (type.capacity == null) return 'No limit';
  const held = type.capacity - (type.placesLeft ?? 0);
  return `${held.toLocaleString('en')} of ${type.capacity.toLocaleString('en')} taken`;
}

const COLUMNS: Column<TypeRow>[] = [
  { key: 'name', header: 'Name', render: (t) => t.name, className: 'cell-wrap' },
  {
    key: 'days',
    header: 'Days',
    render: (t) => t.days.map((d) => formatProgrammeDay(d, 'short')).join(', '),
    className: 'cell-wrap cell-wrap--short',
  },
  { key: 'price', header: 'Price', render: (t) => t.price?.formatted ?? 'Free', className: 'cell-nowrap' },
  { key: 'places', header: 'Places', render: (t) => placesText(t), className: 'cell-wrap cell-wrap--short' },
  { key: 'sale', header: 'Sales', render: (t) => (t.soldOut ? 'Full: waitlist open' : SALE_LABELS[t.saleState]) },
  {
    key: 'listed',
    header: 'On the form',
    render: (t) =>
      t.isDefault
        ? 'Listed (default)'
        : t.requiresCode
          ? `With an access code${t.sponsorPasses ? ' (sponsors’ VIP passes)' : ''}`
          : t.hidden
            ? 'Hidden: by link only'
            : 'Listed',
  },
];

/** After adding, changing or deleting a type, the form comes back here with a notice. */
export interface RegistrationTypesListState {
  notice?: string;
}

/** What people register as: each type's days, places, sales and questions. */
export function AdminRegistrationTypesPage() {
  const { data, loading, error, refetch } = useQuery(AdminRegistrationTypesDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const notice = (useLocation().state as RegistrationTypesListState | null)?.notice;
  const types = data?.adminRegistrationTypes;
  return (
    <div className="admin-page">
      <PageHeader
        title="Registration types"
        intro={
          <>
            What visitors register as on <Link to={paths.registration}>the registration form</Link>, in this order. A
            full type offers its waitlist; a freed place goes to the next person by e-mail.
          </>
        }
        actions={
          <Link to={paths.admin.addRegistrationType} className={buttonClassName('primary')}>
            Add type
          </Link>
        }
      />
      <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
      {error && !types ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <p className="admin-list__count">{types ? count(types.length, 'type', 'types') : ''}</p>
          <DataTable
            caption="Registration types"
            columnsKey="RegistrationTypes"
            columns={COLUMNS}
            rows={types ?? []}
            rowKey={(t) => t.id}
            rowHref={(t) => adminDetailsHref(paths.admin.registrationTypeDetails, t.id)}
            rowName={(t) => t.name}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No types yet.'}
          />
          <RegistrationNumbers />
        </>
      )}
    </div>
  );
}

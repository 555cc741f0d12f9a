import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { AccessCodeFieldsFragment } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { AdminList } from '../lists/AdminList';
import { useListState } from '../lists/use-list-state';
import { AccessCodeTypesDocument, AdminAccessCodesDocument, CreateAccessCodeDocument } from './access-code-documents';
import { codeState, usedText } from './access-code-labels';
import { AccessCodeForm } from './AccessCodeForm';
import './access-codes.css';

const COLUMNS: Column<AccessCodeFieldsFragment>[] = [
  { key: 'code', header: 'Code', render: (c) => <code>{c.code}</code> },
  { key: 'type', header: 'Registers as', render: (c) => c.type.name, className: 'cell-wrap' },
  { key: 'used', header: 'Places', render: (c) => usedText(c) },
  {
    key: 'for',
    header: 'For',
    render: (c) => (c.sponsorCompany ? `${c.sponsorCompany} (sponsor’s VIP passes)` : c.note || '—'),
    className: 'cell-wrap',
  },
  { key: 'state', header: 'State', render: (c) => codeState(c) },
];

/** `/admin/access-codes`: invitations to a type for a number of places, and the sponsors' VIP passes. */
export function AdminAccessCodesPage() {
  const controls = useListState();
  const { listArgs } = controls;
  const { data, previousData, loading, error, refetch } = useQuery(AdminAccessCodesDocument, {
    variables: { search: listArgs.search, page: listArgs.page },
    fetchPolicy: 'cache-and-network',
  });
  const types = useQuery(AccessCodeTypesDocument).data?.adminRegistrationTypes;
  const [create] = useMutation(CreateAccessCodeDocument, { refetchQueries: [AdminAccessCodesDocument] });
  const [notice, setNotice] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const page = (data ?? previousData)?.adminAccessCodes;
  const zone = (data ?? previousData)?.site.expoTimeZone ?? 'Africa/Lagos';
  const sponsorType = types?.find((t) => t.sponsorPasses);
  return (
    <div className="admin-page">
      <PageHeader
        title="Access codes"
        intro={
          <>
            A code registers its holders as one <Link to={paths.admin.registrationTypes}>registration type</Link> (a
            hidden one too, or one that needs a code), for the places it gives. Hand out the form’s link with the code
            in it.{' '}
            {sponsorType
              ? `Each approved sponsor gets a code for “${sponsorType.name}” with their package’s VIP passes.`
              : 'Mark a type for sponsors’ VIP passes, and each approved sponsor gets a code for it.'}
          </>
        }
      />
      <LiveNotice notice={notice ? { tone: 'success', text: notice } : null} />
      <Card className="admin-form-card access-code-new">
        <h2>Make a code</h2>
        <AccessCodeForm
          key={formKey}
          zone={zone}
          types={types}
          submitLabel="Make code"
          busyLabel="Making…"
          onSubmit={async (input) => {
            const made = (await create({ variables: { input } })).data?.createAccessCode;
            if (made) setNotice(`Code ${made.code} made for ${made.type.name}, ${made.places} places.`);
            setFormKey((k) => k + 1);
          }}
        />
      </Card>
      <AdminList
        controls={controls}
        searchLabel="Search codes"
        searchHint="The start of a code, its note or the sponsor’s company."
        total={page?.total ?? null}
        current={Boolean(data)}
        noun={['code', 'codes']}
        error={error && !page ? error : undefined}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="Access codes"
          columns={COLUMNS}
          rows={page?.items ?? []}
          rowKey={(c) => c.id}
          rowHref={(c) => adminDetailsHref(paths.admin.accessCodeDetails, c.id)}
          rowName={(c) => `Code ${c.code}`}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No codes yet.'}
        />
      </AdminList>
    </div>
  );
}

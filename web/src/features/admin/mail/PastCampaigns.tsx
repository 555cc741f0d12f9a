import { useQuery } from '@apollo/client/react';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { MailCampaignsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { formatDateTime } from '../format';
import { MailCampaignsDocument } from './mail-documents';

type CampaignRow = MailCampaignsQuery['mailCampaigns'][number];

const COLUMNS: Column<CampaignRow>[] = [
  { key: 'createdAt', header: 'Sent', render: (c) => formatDateTime(c.createdAt) },
  { key: 'subject', header: 'Subject', render: (c) => c.subject, className: 'cell-wrap' },
  { key: 'audience', header: 'Receivers', render: (c) => c.audienceLabel },
  { key: 'recipients', header: 'Recipients', render: (c) => c.recipientCount.toLocaleString('en') },
];

/** Group e-mails sent before, newest first, each opening its delivery page. */
export function PastCampaigns() {
  const { data, loading, error, refetch } = useQuery(MailCampaignsDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section aria-labelledby="past-campaigns-heading" className="past-campaigns">
      <h2 id="past-campaigns-heading">Group e-mails sent</h2>
      {error && !data ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          caption="Group e-mails sent"
          columns={COLUMNS}
          rows={data?.mailCampaigns ?? []}
          rowKey={(c) => c.id}
          rowHref={(c) => adminDetailsHref(paths.admin.campaign, c.id)}
          rowName={(c) => c.subject}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No group e-mails yet.'}
        />
      )}
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { MailCampaignsQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { MailCampaignsDocument } from './mail-documents';
import { SiteTime } from '../components/SiteTime';

type CampaignRow = MailCampaignsQuery['mailCampaigns']['items'][number];

const PAGE_SIZE = 25;

const COLUMNS: Column<CampaignRow>[] = [
  { key: 'createdAt', header: 'Sent', render: (c) => <SiteTime iso={c.createdAt} of="expo" /> },
  { key: 'subject', header: 'Subject', render: (c) => c.subject, className: 'cell-wrap' },
  { key: 'audience', header: 'Receivers', render: (c) => c.audienceLabel },
  { key: 'recipients', header: 'Recipients', render: (c) => c.recipientCount.toLocaleString('en') },
];

/** Group e-mails sent before, newest first, a page at a time, each opening its delivery page. */
export function PastCampaigns() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(MailCampaignsDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const campaigns = (data ?? previousData)?.mailCampaigns;
  return (
    <section aria-labelledby="past-campaigns-heading" className="past-campaigns">
      <h2 id="past-campaigns-heading">Group e-mails sent</h2>
      {error && !campaigns ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <DataTable
            caption="Group e-mails sent"
            columns={COLUMNS}
            rows={campaigns?.items ?? []}
            rowKey={(c) => c.id}
            rowHref={(c) => adminDetailsHref(paths.admin.campaign, c.id)}
            rowName={(c) => c.subject}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No group e-mails yet.'}
          />
          {campaigns && (
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={campaigns.total}
              onPage={setPage}
              label="Pages of group e-mails"
              newestFirst
            />
          )}
        </>
      )}
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { AuditEntries } from './AuditEntries';

export const RecordHistoryDocument = graphql(`
  query RecordHistory($targetId: ID!) {
    adminAuditLog(targetId: $targetId, page: { pageSize: 20 }) {
      total
      items {
        ...AuditEntryFields
      }
    }
  }
`);

/** A record's own history: the administrators' changes to it, newest first (the latest 20, then a link). */
export function RecordHistory({ targetId }: { targetId: string }) {
  const { data, error, refetch } = useQuery(RecordHistoryDocument, {
    variables: { targetId },
    fetchPolicy: 'cache-and-network',
  });
  const log = data?.adminAuditLog;
  return (
    <Card>
      <section aria-labelledby="record-history-heading">
        <h2 id="record-history-heading">History</h2>
        {error ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : !log ? (
          <p>Loading…</p>
        ) : log.total === 0 ? (
          <p>Nobody has changed this record.</p>
        ) : (
          <>
            <AuditEntries entries={log.items} />
            {log.total > log.items.length && (
              <p>
                <Link to={`${paths.admin.auditLog}?${new URLSearchParams({ targetId })}`}>
                  All {log.total} changes in the audit log
                </Link>
              </p>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

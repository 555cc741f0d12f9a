import { useQuery } from '@apollo/client/react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { graphql } from '../../../gql';
import type { AuditTargetType } from '../../../gql/graphql';
import { fullName } from '../../../lib/names';
import { optionsOf } from '../../../lib/participant';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { resultCount } from '../lists/AdminList';
import { PAGE_SIZES, useListState } from '../lists/use-list-state';
import { AuditEntries } from './AuditEntries';
import { AUDIT_TARGET_LABELS } from './audit-labels';

const AdminAuditLogDocument = graphql(`
  query AdminAuditLog($page: PageInput, $targetType: AuditTargetType, $targetId: ID, $actorId: ID) {
    adminAuditLog(page: $page, targetType: $targetType, targetId: $targetId, actorId: $actorId) {
      total
      items {
        ...AuditEntryFields
      }
    }
  }
`);

const AuditAdministratorsDocument = graphql(`
  query AuditAdministrators {
    adminUsers(role: ADMIN, page: { pageSize: 100 }, orderBy: { field: FIRST_NAME, direction: ASC }) {
      items {
        id
        firstName
        lastName
      }
    }
  }
`);

const FILTERS = ['targetType', 'actorId', 'targetId'] as const;
const TARGET_OPTIONS = optionsOf(AUDIT_TARGET_LABELS);

const targetTypeOf = (value: string): AuditTargetType | null =>
  Object.hasOwn(AUDIT_TARGET_LABELS, value) ? (value as AuditTargetType) : null;

/** `/admin/audit-log`: every administrator action, newest first, filtered by kind of record or administrator. */
export function AuditLogPage() {
  const controls = useListState(FILTERS);
  const { state, setFilter, setPage, setPageSize } = controls;
  const { targetType, actorId, targetId } = state.filters;
  const admins = useQuery(AuditAdministratorsDocument);
  const { data, previousData, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: {
      page: { page: state.page, pageSize: state.pageSize },
      targetType: targetTypeOf(targetType),
      actorId: actorId || null,
      targetId: targetId || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.adminAuditLog;

  return (
    <div className="admin-page">
      <PageHeader
        title="Audit log"
        intro="Every change administrators and check-in staff made (corrections of participants, sponsors, accounts and contact messages; check-ins; categories, exhibitors and the programme; group e-mails; dispute decisions and payouts), the changes attendees made on their own page, and purges of past editions: who, when, why, and each field before and after."
      />
      <Card>
        <div className="admin-list">
          <div className="audit-filters">
            <FilterSelect
              label="Kind of record"
              value={state.filters.targetType}
              options={TARGET_OPTIONS}
              allLabel="Every kind"
              onChange={(value) => setFilter('targetType', value)}
            />
            <FilterSelect
              label="Administrator"
              value={actorId}
              options={(admins.data?.adminUsers.items ?? []).map((a) => ({ value: a.id, label: fullName(a) }))}
              allLabel="Every administrator"
              onChange={(value) => setFilter('actorId', value)}
            />
            {targetId && (
              <p className="audit-filters__record">
                One record only.{' '}
                <Button variant="ghost" onClick={() => setFilter('targetId', '')}>
                  Show every record
                </Button>
              </p>
            )}
          </div>
          <p className="admin-list__count" role="status">
            {error || !log ? '' : resultCount(log.total, state.page, state.pageSize, ['change', 'changes'], '')}
          </p>
          {error ? (
            <QueryProblem error={error} onRetry={() => void refetch()} />
          ) : log ? (
            log.items.length > 0 && <AuditEntries entries={log.items} showTarget />
          ) : (
            <p>Loading…</p>
          )}
          {log && log.total > 0 && (
            <Pagination
              page={state.page}
              pageSize={state.pageSize}
              total={log.total}
              onPage={setPage}
              pageSizes={PAGE_SIZES}
              onPageSize={setPageSize}
              newestFirst
            />
          )}
        </div>
      </Card>
    </div>
  );
}

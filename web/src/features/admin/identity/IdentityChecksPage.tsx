import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminIdentityChecksQuery, IdentityCheckStatus } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { ID_DOCUMENT_LABELS } from '../../../lib/id-documents';
import { DecisionQueue } from '../components/DecisionQueue';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { SiteTime } from '../components/SiteTime';
import { StatusBadge } from '../components/StatusBadge';
import './identity-admin.css';

const AdminIdentityChecksDocument = graphql(`
  query AdminIdentityChecks($status: IdentityCheckStatus, $page: PageInput) {
    adminPendingIdentityChecks
    adminIdentityChecks(status: $status, page: $page) {
      total
      items {
        id
        userId
        name
        email
        status
        documentKind
        submittedAt
        decidedAt
        decidedBy
        reason
        documentUrl
        selfieUrl
        documentsDeletedAt
        canDecide
      }
    }
  }
`);

const ApproveIdentityCheckDocument = graphql(`
  mutation ApproveIdentityCheck($id: ID!) {
    approveIdentityCheck(id: $id) {
      id
      status
    }
  }
`);

const RejectIdentityCheckDocument = graphql(`
  mutation RejectIdentityCheck($id: ID!, $reason: String!) {
    rejectIdentityCheck(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

type Check = AdminIdentityChecksQuery['adminIdentityChecks']['items'][number];

const STATUS_LABELS: Record<IdentityCheckStatus, string> = {
  PENDING: 'Waiting',
  APPROVED: 'Verified',
  REJECTED: 'Rejected',
  WITHDRAWN: 'Withdrawn',
};
const STATUS_OPTIONS = (Object.entries(STATUS_LABELS) as [IdentityCheckStatus, string][]).map(([value, label]) => ({
  value,
  label,
}));
const REFETCH = ['AdminIdentityChecks', 'AdminPendingIdentityChecks', 'RecordHistory'];

/**
 * `/admin/id-checks`: members' ID documents and selfies, waiting ones first and oldest first. An
 * administrator compares the two and approves (the member shows "ID verified") or rejects with a
 * reason the member is e-mailed. Nobody decides on their own check; each decision is audited.
 */
export function IdentityChecksPage() {
  const [status, setStatus] = useState<string>('PENDING');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, error, refetch } = useQuery(AdminIdentityChecksDocument, {
    variables: { status: (status || null) as IdentityCheckStatus | null, page: { pageSize: 50 } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminIdentityChecks;

  return (
    <div className="admin-page identity-admin">
      <PageHeader
        title="ID checks"
        intro="Members send a photo of an ID document and a selfie. Compare the face and the name with their account, then approve or reject with a reason; either way the member is e-mailed. The photos are deleted after the decision, when the retention period ends."
      />
      <LiveNotice notice={notice} />
      {error && <QueryProblem error={error} onRetry={() => void refetch()} />}
      <DecisionQueue
        id="identity-checks-heading"
        title="Identity checks"
        noun={['check', 'checks']}
        waiting={data?.adminPendingIdentityChecks}
        filter={{ value: status, options: STATUS_OPTIONS, allLabel: 'Every check', onChange: setStatus }}
        list={list}
        empty={status === 'PENDING' ? 'No check is waiting.' : 'No check to show.'}
      >
        {(check) => <CheckItem key={check.id} check={check} onNotice={setNotice} />}
      </DecisionQueue>
    </div>
  );
}

function CheckItem({ check: c, onNotice }: { check: Check; onNotice: (notice: Notice) => void }) {
  const [approve, approving] = useMutation(ApproveIdentityCheckDocument, { refetchQueries: REFETCH });
  const [reject] = useMutation(RejectIdentityCheckDocument, { refetchQueries: REFETCH });
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li className="decision-queue__item">
      <div className="decision-queue__item-head">
        <p className="decision-queue__who">{c.name}</p>
        <StatusBadge status={c.status} label={STATUS_LABELS[c.status]} />
      </div>
      {c.documentUrl && c.selfieUrl ? (
        <div className="identity-admin__photos">
          <a href={c.documentUrl} target="_blank" rel="noreferrer">
            <img src={c.documentUrl} alt={`${ID_DOCUMENT_LABELS[c.documentKind]} of ${c.name} (opens full size)`} />
          </a>
          <a href={c.selfieUrl} target="_blank" rel="noreferrer">
            <img src={c.selfieUrl} alt={`Selfie of ${c.name} (opens full size)`} />
          </a>
        </div>
      ) : (
        <p className="identity-admin__gone">The photos are deleted.</p>
      )}
      <dl className="decision-queue__facts">
        <div>
          <dt>Account</dt>
          <dd>
            <Link to={adminDetailsHref(paths.admin.userDetails, c.userId)}>{c.email}</Link>
          </dd>
        </div>
        <div>
          <dt>Document</dt>
          <dd>{ID_DOCUMENT_LABELS[c.documentKind]}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <SiteTime iso={c.submittedAt} of="marketplace" />
          </dd>
        </div>
        {c.decidedAt && (
          <div>
            <dt>Decided</dt>
            <dd>
              <SiteTime iso={c.decidedAt} of="marketplace" />
              {c.decidedBy ? ` by ${c.decidedBy}` : ''}
            </dd>
          </div>
        )}
        {c.reason && (
          <div>
            <dt>Reason</dt>
            <dd>{c.reason}</dd>
          </div>
        )}
      </dl>
      {problem && <Alert>{problem}</Alert>}
      {c.canDecide && (
        <div className="details-actions">
          <Button
            loading={approving.loading}
            loadingText="Approving…"
            onClick={() => {
              setProblem(null);
              approve({ variables: { id: c.id } })
                .then(() => onNotice({ tone: 'success', text: `${c.name} is ID verified; they are e-mailed.` }))
                .catch((failure: unknown) => setProblem(toFormError(failure).message));
            }}
          >
            Approve: ID verified
          </Button>
          <ReasonDialog
            label="Reject"
            title={`Reject the ID photos of ${c.name}?`}
            detail={
              <p>The reason is e-mailed to them (say what to fix, e.g. a blurred photo); they may send new photos.</p>
            }
            confirmLabel="Reject the photos"
            busyLabel="Rejecting…"
            onConfirm={async (reason) => {
              await reject({ variables: { id: c.id, reason } });
              onNotice({ tone: 'info', text: `The ID photos of ${c.name} are rejected; they are told why.` });
            }}
          />
        </div>
      )}
    </li>
  );
}

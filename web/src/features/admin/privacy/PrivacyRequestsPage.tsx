import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminPrivacyRequestsQuery, PrivacyRequestStatus } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { DecisionQueue } from '../components/DecisionQueue';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { ReasonDialog } from '../components/ReasonDialog';
import { StatusBadge } from '../components/StatusBadge';
import { count } from '../format';
import { SiteTime } from '../components/SiteTime';
import './privacy-admin.css';

const AdminPrivacyRequestsDocument = graphql(`
  query AdminPrivacyRequests($status: PrivacyRequestStatus, $page: PageInput) {
    adminPendingPrivacyRequests
    adminPrivacyRequests(status: $status, page: $page) {
      total
      items {
        id
        status
        participantId
        registrationCode
        name
        email
        requestedAt
        decidedAt
        decidedBy
        declineReason
      }
    }
    adminPastEditions {
      beforeYear
      participants
      sponsors
      years
    }
  }
`);

const CompletePrivacyRequestDocument = graphql(`
  mutation CompletePrivacyRequest($id: ID!) {
    completePrivacyRequest(id: $id) {
      id
      status
    }
  }
`);

const DeclinePrivacyRequestDocument = graphql(`
  mutation DeclinePrivacyRequest($id: ID!, $reason: String!) {
    declinePrivacyRequest(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

const PurgePastEditionsDocument = graphql(`
  mutation PurgePastEditions($reason: String!) {
    purgePastEditions(reason: $reason) {
      participants
      sponsors
    }
  }
`);

type Request = AdminPrivacyRequestsQuery['adminPrivacyRequests']['items'][number];

const STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  PENDING: 'Waiting',
  COMPLETED: 'Completed',
  DECLINED: 'Declined',
};
const STATUS_OPTIONS = (Object.entries(STATUS_LABELS) as [PrivacyRequestStatus, string][]).map(([value, label]) => ({
  value,
  label,
}));
const REFETCH = ['AdminPrivacyRequests', 'AdminPendingPrivacyRequests', 'RecordHistory'];

/**
 * `/admin/privacy-requests`: requests to delete registrations, sent by attendees from "My registration"
 * (completed by deleting the registration, or declined with a reason; the person is e-mailed either
 * way), and the purge of the participants and sponsors of past editions.
 */
export function PrivacyRequestsPage() {
  const [status, setStatus] = useState<string>('PENDING');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { data, error, refetch } = useQuery(AdminPrivacyRequestsDocument, {
    variables: { status: (status || null) as PrivacyRequestStatus | null, page: { pageSize: 100 } },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.adminPrivacyRequests;

  return (
    <div className="admin-page privacy-admin">
      <PageHeader
        title="Privacy requests"
        intro="Attendees ask from “My registration” for their registration to be deleted. Complete a request to delete it for good, or decline it with a reason; either way the person is e-mailed."
      />
      <LiveNotice notice={notice} />
      {error && <QueryProblem error={error} onRetry={() => void refetch()} />}
      <DecisionQueue
        id="deletion-requests-heading"
        title="Deletion requests"
        noun={['request', 'requests']}
        waiting={data?.adminPendingPrivacyRequests}
        filter={{ value: status, options: STATUS_OPTIONS, allLabel: 'Every request', onChange: setStatus }}
        list={list}
        empty={status === 'PENDING' ? 'No request is waiting.' : 'No request to show.'}
      >
        {(request) => <RequestItem key={request.id} request={request} onNotice={setNotice} />}
      </DecisionQueue>
      {data && <PastEditions data={data.adminPastEditions} onNotice={setNotice} />}
    </div>
  );
}

function RequestItem({ request: r, onNotice }: { request: Request; onNotice: (notice: Notice) => void }) {
  const [complete] = useMutation(CompletePrivacyRequestDocument, { refetchQueries: REFETCH });
  const [decline] = useMutation(DeclinePrivacyRequestDocument, { refetchQueries: REFETCH });
  const who = r.name ?? `Registration ${r.registrationCode}`;
  return (
    <li className="decision-queue__item">
      <div className="decision-queue__item-head">
        <p className="decision-queue__who">{who}</p>
        <StatusBadge
          status={r.status === 'PENDING' ? 'pending' : r.status === 'COMPLETED' ? 'completed' : 'declined'}
          label={STATUS_LABELS[r.status]}
        />
      </div>
      <dl className="decision-queue__facts">
        <div>
          <dt>Registration</dt>
          <dd>
            {r.participantId ? (
              <Link to={adminDetailsHref(paths.admin.participantDetails, r.participantId)}>
                <code>{r.registrationCode}</code>
              </Link>
            ) : (
              <code>{r.registrationCode}</code>
            )}
          </dd>
        </div>
        {r.email && (
          <div>
            <dt>Email</dt>
            <dd>{r.email}</dd>
          </div>
        )}
        <div>
          <dt>Asked</dt>
          <dd>
            <SiteTime iso={r.requestedAt} of="expo" />
          </dd>
        </div>
        {r.decidedAt && (
          <div>
            <dt>Decided</dt>
            <dd>
              <SiteTime iso={r.decidedAt} of="expo" />
              {r.decidedBy ? ` by ${r.decidedBy}` : ''}
            </dd>
          </div>
        )}
        {r.declineReason && (
          <div>
            <dt>Reason</dt>
            <dd>{r.declineReason}</dd>
          </div>
        )}
      </dl>
      {r.status === 'PENDING' && (
        <div className="details-actions">
          <ConfirmDelete
            label="Complete: delete the data"
            question={`Delete the registration ${r.registrationCode} of ${who} for good?`}
            detail="Its details, consents, check-in and confirmation e-mails are deleted; the audit log keeps only the registration code. The person is e-mailed that it is done."
            confirmLabel="Yes, delete the data"
            busyLabel="Deleting…"
            onDelete={async () => {
              await complete({ variables: { id: r.id } });
              onNotice({
                tone: 'success',
                text: `The registration ${r.registrationCode} is deleted; the person is told.`,
              });
            }}
            problemOf={(error) => toFormError(error).message}
          />
          <ReasonDialog
            label="Decline"
            title={`Decline the deletion request of ${who}?`}
            detail={<p>The reason is e-mailed to the person and kept in the audit log. The registration stays.</p>}
            confirmLabel="Decline the request"
            busyLabel="Declining…"
            onConfirm={async (reason) => {
              await decline({ variables: { id: r.id, reason } });
              onNotice({ tone: 'info', text: `The request of ${who} is declined; the person is told why.` });
            }}
          />
        </div>
      )}
    </li>
  );
}

function PastEditions({
  data,
  onNotice,
}: {
  data: AdminPrivacyRequestsQuery['adminPastEditions'];
  onNotice: (notice: Notice) => void;
}) {
  const [purge] = useMutation(PurgePastEditionsDocument, { refetchQueries: REFETCH });
  const nothing = data.participants === 0 && data.sponsors === 0;
  const what = `${count(data.participants, 'participant')} and ${count(data.sponsors, 'sponsor')}`;
  return (
    <Card>
      <section aria-labelledby="past-editions-heading" className="privacy-admin__section">
        <h2 id="past-editions-heading">Past editions</h2>
        {nothing ? (
          <p>No participant or sponsor of an edition before {data.beforeYear} is left.</p>
        ) : (
          <>
            <p>
              Editions before {data.beforeYear} ({data.years.join(', ')}) still hold {what}. Our privacy policy keeps
              registrations and applications for their own edition only.
            </p>
            <div className="details-actions">
              <ReasonDialog
                label="Purge past editions"
                title={`Delete ${what} of ${data.years.join(', ')} for good?`}
                detail={
                  <p>
                    This cannot be undone. The {data.beforeYear} edition is not touched. The audit log keeps the counts
                    and your reason, not the records.
                  </p>
                }
                confirmLabel="Delete for good"
                busyLabel="Deleting…"
                danger
                onConfirm={async (reason) => {
                  const result = await purge({ variables: { reason } });
                  const done = result.data?.purgePastEditions;
                  if (done)
                    onNotice({
                      tone: 'success',
                      text: `Deleted ${count(done.participants, 'participant')} and ${count(done.sponsors, 'sponsor')} of past editions.`,
                    });
                }}
              />
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

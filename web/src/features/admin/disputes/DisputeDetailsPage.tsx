import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminDisputeQuery } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { fullName } from '../../../lib/names';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { RelatedLinks } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { uploadedImage } from '../../../lib/image-sources';
import { formatDateTime } from '../format';
import { DISPUTE_KIND_LABELS, DISPUTE_STATUS_LABELS } from './dispute-labels';
import './disputes.css';

const AdminDisputeDocument = graphql(`
  query AdminDispute($id: ID!) {
    dispute(id: $id) {
      id
      bookingId
      bookingCode
      toolName
      timeZone
      kind
      status
      openedBy
      reason
      createdAt
      decidedAt
      decisionNote
      returnedAt
      claim {
        formatted
      }
      amount {
        formatted
      }
      deposit {
        amount
        formatted
      }
      refundToRenter {
        formatted
      }
      awardToOwner {
        formatted
      }
      renter {
        id
        firstName
        lastName
      }
      owner {
        id
        firstName
        lastName
      }
      refundLimit {
        decimal
        formatted
      }
      awardLimit {
        amount
        decimal
        formatted
      }
      depositToSettle {
        amount
        formatted
      }
      canDecide
      timeline {
        transition
        label
        actor
        at
        note
      }
      messages {
        id
        body
        at
        sender {
          id
          firstName
          lastName
        }
      }
      photos {
        id
        stage
        uploadedBy
        url
        note
        at
      }
    }
  }
`);

const DecideDisputeDocument = graphql(`
  mutation DecideDispute($disputeId: ID!, $refundToRenter: String!, $awardToOwner: String!, $note: String!) {
    decideDispute(disputeId: $disputeId, refundToRenter: $refundToRenter, awardToOwner: $awardToOwner, note: $note) {
      id
      status
    }
  }
`);

const DismissDisputeDocument = graphql(`
  mutation DismissDispute($disputeId: ID!, $note: String!) {
    dismissDispute(disputeId: $disputeId, note: $note) {
      id
      status
    }
  }
`);

type Dispute = NonNullable<AdminDisputeQuery['dispute']>;

/** `/admin/dispute-details?id=`: one dispute with its booking, evidence and the decision form. */
export function DisputeDetailsPage() {
  const id = useIdParam();
  const { data, loading, error, refetch } = useQuery(AdminDisputeDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  return (
    <DetailsFrame
      title="Dispute"
      back={{ to: paths.admin.disputes, label: 'Disputes' }}
      id={id}
      // A refetch after the decision keeps the page (and its notice) in place.
      loading={loading && !data}
      error={error}
      onRetry={() => void refetch()}
    >
      {data?.dispute && <DisputeDetails dispute={data.dispute} />}
    </DetailsFrame>
  );
}

const BY: Record<string, string> = {
  RENTER: 'the renter',
  OWNER: 'the owner',
  ADMIN: 'an administrator',
  SYSTEM: 'the system',
};

function DisputeDetails({ dispute }: { dispute: Dispute }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const bookingHref = adminDetailsHref(paths.admin.bookingDetails, dispute.bookingId);
  const renterHref = adminDetailsHref(paths.admin.userDetails, dispute.renter.id);
  const ownerHref = adminDetailsHref(paths.admin.userDetails, dispute.owner.id);
  return (
    <div className="details-grid">
      <div className="dispute-main">
        <LiveNotice notice={notice} />
        <Card>
          <div className="details-title">
            <div>
              <h2>
                {DISPUTE_KIND_LABELS[dispute.kind]}: {dispute.toolName}
              </h2>
              <p>
                Booking <code>{dispute.bookingCode}</code>, opened by{' '}
                {dispute.openedBy === 'OWNER' ? 'the owner' : 'the renter'} on{' '}
                {formatDateTime(dispute.createdAt, dispute.timeZone)}
              </p>
            </div>
          </div>
          <div className="details-actions">
            <StatusBadge
              status={`dispute_${dispute.status.toLowerCase()}`}
              label={DISPUTE_STATUS_LABELS[dispute.status]}
            />
          </div>
          <p className="dispute-reason">“{dispute.reason}”</p>
          <DetailList
            items={[
              { label: 'Booking', value: <Link to={bookingHref}>{dispute.bookingCode}</Link> },
              { label: 'Renter', value: <Link to={renterHref}>{fullName(dispute.renter)}</Link> },
              { label: 'Owner', value: <Link to={ownerHref}>{fullName(dispute.owner)}</Link> },
              { label: 'Rental amount', value: dispute.amount.formatted },
              { label: 'Deposit', value: dispute.deposit.amount > 0 ? dispute.deposit.formatted : 'None' },
              { label: 'Claimed', value: dispute.claim?.formatted ?? null },
              {
                label: 'Returned at',
                value: dispute.returnedAt ? formatDateTime(dispute.returnedAt, dispute.timeZone) : 'Not returned yet',
              },
              { label: 'Refunded to the renter', value: dispute.refundToRenter?.formatted ?? null },
              { label: 'Paid to the owner', value: dispute.awardToOwner?.formatted ?? null },
              {
                label: 'Decided at',
                value: dispute.decidedAt ? formatDateTime(dispute.decidedAt, dispute.timeZone) : null,
              },
              { label: 'Note', value: dispute.decisionNote },
            ]}
          />
        </Card>
        {dispute.canDecide && (
          <DecisionForm dispute={dispute} onDone={(text) => setNotice({ tone: 'success', text })} />
        )}
        <Card>
          <h2>Timeline</h2>
          <ol className="dispute-evidence">
            {dispute.timeline.map((e, i) => (
              <li key={`${e.transition}-${i}`}>
                <strong>{e.label}</strong>
                <span className="dispute-evidence__meta">
                  {formatDateTime(e.at, dispute.timeZone)}, by {BY[e.actor] ?? e.actor}
                </span>
                {e.note && <span>{e.note}</span>}
              </li>
            ))}
          </ol>
        </Card>
        <Card>
          <h2>Condition photos</h2>
          {dispute.photos.length === 0 ? (
            <p>Neither party added condition photos.</p>
          ) : (
            <ul className="dispute-photos">
              {dispute.photos.map((p) => (
                <li key={p.id}>
                  <figure>
                    <a href={p.url} target="_blank" rel="noreferrer">
                      <img
                        {...uploadedImage(p.url, '12rem')}
                        alt={`${p.stage === 'PICKUP' ? 'At the pickup' : 'At the return'}, by the ${p.uploadedBy.toLowerCase()}${p.note ? `: ${p.note}` : ''}`}
                        width={160}
                        height={128}
                        loading="lazy"
                      />
                    </a>
                    <figcaption className="dispute-evidence__meta">
                      {p.stage === 'PICKUP' ? 'Pickup' : 'Return'}, by the {p.uploadedBy.toLowerCase()},{' '}
                      {formatDateTime(p.at, dispute.timeZone)}
                      {p.note ? `: ${p.note}` : ''}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h2>Conversation</h2>
          {dispute.messages.length === 0 ? (
            <p>The renter and the owner have not written to each other.</p>
          ) : (
            <ol className="dispute-evidence">
              {dispute.messages.map((m) => (
                <li key={m.id}>
                  <span className="dispute-evidence__meta">
                    {fullName(m.sender)} ({m.sender.id === dispute.owner.id ? 'owner' : 'renter'}),{' '}
                    {formatDateTime(m.at, dispute.timeZone)}
                  </span>
                  <span className="dispute-reason">{m.body}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      <RelatedLinks
        links={[
          { to: bookingHref, label: `Booking ${dispute.bookingCode}` },
          { to: renterHref, label: `Renter: ${fullName(dispute.renter)}` },
          { to: ownerHref, label: `Owner: ${fullName(dispute.owner)}` },
        ]}
      />
    </div>
  );
}

function DecisionForm({ dispute, onDone }: { dispute: Dispute; onDone: (notice: string) => void }) {
  const refetchQueries = ['AdminDispute', 'AdminDisputes'];
  const [decide, deciding] = useMutation(DecideDisputeDocument, { refetchQueries });
  const [dismiss, dismissing] = useMutation(DismissDisputeDocument, { refetchQueries });
  const [refund, setRefund] = useState('0.00');
  const [award, setAward] = useState(dispute.awardLimit?.decimal ?? '0.00');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const depositToSettle = dispute.depositToSettle?.amount ?? 0;

  function fail(failure: unknown) {
    const error = toFormError(failure);
    if (Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
    else setProblem(error.message);
  }

  async function handleDecide(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    try {
      await decide({
        variables: { disputeId: dispute.id, refundToRenter: refund.trim(), awardToOwner: award.trim(), note },
      });
      onDone('Decided. Both parties are e-mailed the outcome; the refund goes to the renter’s card.');
    } catch (failure) {
      fail(failure);
    }
  }

  async function handleDismiss() {
    setProblem(null);
    setErrors({});
    if (!note.trim()) {
      setErrors({ note: 'Write why you dismiss it: both parties read it' });
      return;
    }
    try {
      await dismiss({ variables: { disputeId: dispute.id, note } });
      onDone('Dismissed. Both parties are e-mailed.');
    } catch (failure) {
      fail(failure);
    }
  }

  return (
    <Card>
      <form
        className="dispute-decision"
        onSubmit={(e) => void handleDecide(e)}
        noValidate
        aria-labelledby="decide-title"
      >
        <h2 id="decide-title">Decide</h2>
        <p>
          One decision per dispute: the money moves once, by one refund to the renter’s card, and both parties are
          e-mailed.{' '}
          {depositToSettle > 0
            ? `The deposit of ${dispute.depositToSettle!.formatted} is settled by this decision: what you do not award the owner goes back to the renter.`
            : 'The deposit is not settled by this decision (the tool is not returned, or there is none).'}
        </p>
        {problem && <Alert>{problem}</Alert>}
        <TextField
          label={`Refund to the renter, from the rental amount (at most ${dispute.refundLimit?.formatted ?? '0'})`}
          name="refundToRenter"
          inputMode="decimal"
          value={refund}
          onChange={(e) => setRefund(e.target.value)}
          error={errors.refundToRenter}
          hint="Comes out of the owner’s earning and the platform fee."
          required
        />
        <TextField
          label={`Pay the owner, from the deposit (at most ${dispute.awardLimit?.formatted ?? '0'})`}
          name="awardToOwner"
          inputMode="decimal"
          value={award}
          onChange={(e) => setAward(e.target.value)}
          error={errors.awardToOwner}
          hint={dispute.kind === 'DAMAGE' ? 'At most what the owner claimed.' : undefined}
          disabled={(dispute.awardLimit?.amount ?? 0) === 0}
          required
        />
        <TextAreaField
          label="Note to both parties"
          name="note"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={errors.note}
          hint="Why you decided so: the renter and the owner read it in their e-mail and on the booking."
          rows={4}
          maxLength={2000}
          required
        />
        <div className="dispute-decision__buttons">
          <Button type="submit" loading={deciding.loading} loadingText="Deciding…">
            Decide
          </Button>
          <Button
            variant="secondary"
            onClick={() => void handleDismiss()}
            loading={dismissing.loading}
            loadingText="Dismissing…"
          >
            Dismiss
          </Button>
        </div>
      </form>
    </Card>
  );
}

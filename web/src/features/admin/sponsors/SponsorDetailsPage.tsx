import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminSponsorDetailsQuery, SponsorDecision } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { RecordHistory } from '../audit/RecordHistory';
import { EditPanel } from '../components/EditPanel';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { searchHref } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { LANGUAGE_LABELS } from '../components/LanguageField';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';
import type { ListNoticeState } from '../lists/list-notice';
import { SponsorInvoicesPanel } from '../invoicing/SponsorInvoicesPanel';
import { SponsorEditForm } from './SponsorEditForm';
import { SPONSOR_STATUS_LABELS } from './sponsor-status';
import { SiteTime } from '../components/SiteTime';

const AdminSponsorDetailsDocument = graphql(`
  query AdminSponsorDetails($id: ID!) {
    adminSponsor(id: $id) {
      ...AdminSponsorRowFields
      logo
      language
      reviewedAt
      createdAt
      package {
        id
        title
        amountRange
        priceCents
        currency
      }
    }
  }
`);

const CancelSponsorDocument = graphql(`
  mutation CancelSponsor($id: ID!, $reason: String!) {
    cancelSponsor(id: $id, reason: $reason) {
      id
      status
      reviewedAt
    }
  }
`);

const ReinstateSponsorDocument = graphql(`
  mutation ReinstateSponsor($id: ID!, $reason: String!) {
    reinstateSponsor(id: $id, reason: $reason) {
      id
      status
      reviewedAt
    }
  }
`);

const DeleteSponsorDocument = graphql(`
  mutation DeleteSponsor($id: ID!, $reason: String!) {
    deleteSponsor(id: $id, reason: $reason)
  }
`);

const ResendSponsorConfirmationDocument = graphql(`
  mutation AdminResendSponsorConfirmation($id: ID!, $reason: String!) {
    adminResendSponsorConfirmation(id: $id, reason: $reason) {
      id
    }
  }
`);

const ReviewSponsorDocument = graphql(`
  mutation ReviewSponsor($id: ID!, $decision: SponsorDecision!, $reason: String) {
    reviewSponsor(id: $id, decision: $decision, reason: $reason) {
      id
      status
      reviewedAt
    }
  }
`);

export function SponsorDetailsPage() {
  return (
    <RecordPage
      title="Sponsor details"
      back={{ to: paths.admin.allSponsors, label: 'All Sponsors' }}
      query={AdminSponsorDetailsDocument}
    >
      {(data) => data.adminSponsor && <SponsorDetails sponsor={data.adminSponsor} />}
    </RecordPage>
  );
}

type Sponsor = NonNullable<AdminSponsorDetailsQuery['adminSponsor']>;

function SponsorDetails({ sponsor }: { sponsor: Sponsor }) {
  const [review] = useMutation(ReviewSponsorDocument, { refetchQueries: ['RecordHistory'] });
  const [pending, setPending] = useState<SponsorDecision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const refetchQueries = ['RecordHistory'];
  const [cancel] = useMutation(CancelSponsorDocument, { refetchQueries });
  const [reinstate] = useMutation(ReinstateSponsorDocument, { refetchQueries });
  const [resend] = useMutation(ResendSponsorConfirmationDocument, { refetchQueries });
  const [remove] = useMutation(DeleteSponsorDocument);
  const cancelled = sponsor.status === 'CANCELLED';

  async function deleteSponsor(reason: string) {
    await remove({
      variables: { id: sponsor.id, reason },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'AdminSponsor', id: sponsor.id }) });
        cache.gc();
      },
    });
    const state: ListNoticeState = { notice: `The application of ${sponsor.company} is deleted.` };
    await navigate(paths.admin.allSponsors, { state });
  }

  async function approve() {
    const decision: SponsorDecision = 'APPROVED';
    if (pending || sponsor.status === decision) return;
    setPending(decision);
    setNotice(null);
    try {
      await review({ variables: { id: sponsor.id, decision } });
      setNotice({
        tone: 'success',
        text: `${sponsor.company} is approved and now shows on the home page’s sponsor wall.`,
      });
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    } finally {
      setPending(null);
    }
  }

  return (
    <RecordDetails
      media={
        <div className="sponsor-logo">
          {sponsor.logo ? (
            <img src={sponsor.logo} alt={`${sponsor.company} logo`} width={160} height={96} />
          ) : (
            <span aria-hidden="true">No logo</span>
          )}
        </div>
      }
      heading={sponsor.company}
      subheading={`${sponsor.package.title} sponsor, ${sponsor.year}`}
      actions={
        <>
          <div className="details-actions">
            <StatusBadge status={sponsor.status} label={SPONSOR_STATUS_LABELS[sponsor.status]} />
            {/* Approve stays in place (aria-disabled once approved), so focus is never lost. */}
            {!cancelled && (
              <>
                <Button
                  loading={pending === 'APPROVED'}
                  loadingText="Approving…"
                  aria-disabled={sponsor.status === 'APPROVED' || pending !== null || undefined}
                  onClick={() => void approve()}
                >
                  Approve
                </Button>
                {/* A decline is e-mailed to the applicant: it asks first, and its reason goes with it. */}
                <ReasonDialog
                  label="Decline"
                  unavailable={sponsor.status === 'DECLINED' || pending !== null}
                  reasonHint="E-mailed to the applicant and kept in the audit log with your name."
                  title={`Decline the application of ${sponsor.company}?`}
                  detail={
                    <p>
                      {sponsor.company} is e-mailed the decision with your reason, in their language, and does not show
                      on the sponsor wall. The reason is kept in the audit log.
                    </p>
                  }
                  confirmLabel="Decline the application"
                  busyLabel="Declining…"
                  onConfirm={async (reason) => {
                    setNotice(null);
                    await review({ variables: { id: sponsor.id, decision: 'DECLINED', reason } });
                    setNotice({
                      tone: 'info',
                      text: `${sponsor.company} is declined and does not show on the sponsor wall; they are told why.`,
                    });
                  }}
                />
              </>
            )}
          </div>
          <div className="details-actions">
            <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              Edit details
            </Button>
            {!cancelled && (
              <ReasonDialog
                label="Resend confirmation"
                title={`E-mail the confirmation to ${sponsor.email} again?`}
                detail={<p>It confirms the application and its package.</p>}
                confirmLabel="Send it again"
                busyLabel="Sending…"
                onConfirm={async (reason) => {
                  await resend({ variables: { id: sponsor.id, reason } });
                  setNotice({ tone: 'success', text: `The confirmation is on its way to ${sponsor.email}.` });
                }}
              />
            )}
            {cancelled ? (
              <ReasonDialog
                label="Reinstate application"
                title={`Take the application of ${sponsor.company} back to review?`}
                detail={<p>It waits for review again: approve it to put it back on the sponsor wall.</p>}
                confirmLabel="Reinstate"
                busyLabel="Reinstating…"
                onConfirm={async (reason) => {
                  await reinstate({ variables: { id: sponsor.id, reason } });
                  setNotice({ tone: 'success', text: 'The application waits for review again.' });
                }}
              />
            ) : (
              <ReasonDialog
                label="Cancel application"
                title={`Cancel the application of ${sponsor.company}?`}
                detail={
                  <p>
                    It stays in the lists and exports as cancelled, leaves the sponsor wall and gets no more mailings.
                    You can reinstate it later.
                  </p>
                }
                confirmLabel="Cancel application"
                busyLabel="Cancelling…"
                onConfirm={async (reason) => {
                  await cancel({ variables: { id: sponsor.id, reason } });
                  setNotice({ tone: 'info', text: 'The application is cancelled.' });
                }}
              />
            )}
            <ReasonDialog
              label="Delete"
              title={`Delete the application of ${sponsor.company} for good?`}
              detail={
                <p>
                  This cannot be undone: the application and its logo are removed. The audit log keeps what it said. To
                  keep it listed, cancel it instead.
                </p>
              }
              confirmLabel="Delete for good"
              busyLabel="Deleting…"
              danger
              onConfirm={deleteSponsor}
            />
          </div>
          <LiveNotice notice={notice} />
        </>
      }
      items={[
        { label: 'Sponsor’s id', value: <code>{sponsor.id}</code> },
        { label: 'Year', value: sponsor.year },
        { label: 'Category', value: `${sponsor.package.title} (${sponsor.package.amountRange})` },
        { label: 'Company', value: sponsor.company },
        ...contactDetails(sponsor),
        { label: 'E-mails in', value: LANGUAGE_LABELS[sponsor.language] },
        { label: 'Applied', value: <SiteTime iso={sponsor.createdAt} of="expo" /> },
        { label: 'Reviewed', value: <SiteTime iso={sponsor.reviewedAt} of="expo" /> },
      ]}
      related={[
        {
          to: `${paths.admin.allSponsors}?${new URLSearchParams({ package: sponsor.package.id })}`,
          label: `All ${sponsor.package.title} sponsors`,
        },
        { to: searchHref(paths.admin.allUsers, sponsor.email), label: 'User account with this e-mail' },
        { to: searchHref(paths.admin.outbox, sponsor.email), label: 'E-mails sent to this address' },
      ]}
      below={
        <>
          {editing && (
            <EditPanel title="Edit details" onClose={() => setEditing(false)}>
              <SponsorEditForm
                sponsor={sponsor}
                onDone={() => {
                  setEditing(false);
                  setNotice({ tone: 'success', text: 'The application is saved.' });
                }}
              />
            </EditPanel>
          )}
          <SponsorInvoicesPanel
            sponsor={sponsor}
            price={{ cents: sponsor.package.priceCents ?? null, currency: sponsor.package.currency ?? null }}
            approved={sponsor.status === 'APPROVED'}
          />
          <RecordHistory targetId={sponsor.id} />
        </>
      }
    />
  );
}

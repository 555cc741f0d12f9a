import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantDetailsQuery } from '../../../gql/graphql';
import { fullName } from '../../../lib/names';
import { GENDER_LABELS, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { RecordHistory } from '../audit/RecordHistory';
import { ConsentRecords } from './ConsentRecords';
import { RegistrationGroupCard } from './RegistrationGroupCard';
import { useCheckIn } from '../check-in/use-check-in';
import { EditPanel } from '../components/EditPanel';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { ReasonDialog } from '../components/ReasonDialog';
import { searchHref } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { LANGUAGE_LABELS } from '../components/LanguageField';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';
import type { ListNoticeState } from '../lists/list-notice';
import { CheckInStatus } from './CheckInStatus';
import { ParticipantEditForm } from './ParticipantEditForm';
import { SiteTime } from '../components/SiteTime';
import { STANDING_LABELS, STANDING_TONES } from './participant-standing';

const AdminParticipantDetailsDocument = graphql(`
  query AdminParticipantDetails($id: ID!) {
    adminParticipant(id: $id) {
      ...AdminParticipantRowFields
      year
      title
      gender
      marketingConsent
      language
      confirmationSentAt
      cancelledAt
      createdAt
    }
  }
`);

const CancelParticipantDocument = graphql(`
  mutation CancelParticipant($id: ID!, $reason: String!) {
    cancelParticipant(id: $id, reason: $reason) {
      id
      status
      cancelledAt
    }
  }
`);

const ApproveParticipantDocument = graphql(`
  mutation ApproveParticipant($id: ID!, $reason: String) {
    approveParticipant(id: $id, reason: $reason) {
      id
      status
      cancelledAt
      confirmationSentAt
    }
  }
`);

const DeclineParticipantDocument = graphql(`
  mutation DeclineParticipant($id: ID!, $reason: String!) {
    declineParticipant(id: $id, reason: $reason) {
      id
      status
      cancelledAt
    }
  }
`);

const ReinstateParticipantDocument = graphql(`
  mutation ReinstateParticipant($id: ID!, $reason: String!) {
    reinstateParticipant(id: $id, reason: $reason) {
      id
      status
      cancelledAt
    }
  }
`);

const DeleteParticipantDocument = graphql(`
  mutation DeleteParticipant($id: ID!, $reason: String!) {
    deleteParticipant(id: $id, reason: $reason)
  }
`);

const ResendParticipantConfirmationDocument = graphql(`
  mutation AdminResendParticipantConfirmation($id: ID!, $reason: String!) {
    adminResendParticipantConfirmation(id: $id, reason: $reason) {
      id
      confirmationSentAt
    }
  }
`);

export function ParticipantDetailsPage() {
  return (
    <RecordPage
      title="Participant details"
      back={{ to: paths.admin.allParticipants, label: 'All Participants' }}
      query={AdminParticipantDetailsDocument}
    >
      {(data) => data.adminParticipant && <ParticipantDetails participant={data.adminParticipant} />}
    </RecordPage>
  );
}

type Participant = NonNullable<AdminParticipantDetailsQuery['adminParticipant']>;

function ParticipantDetails({ participant }: { participant: Participant }) {
  const { checkIn, notice: checkInNotice, busyKey } = useCheckIn();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const refetchQueries = ['RecordHistory'];
  const [cancel] = useMutation(CancelParticipantDocument, { refetchQueries });
  const [reinstate] = useMutation(ReinstateParticipantDocument, { refetchQueries });
  const [approve] = useMutation(ApproveParticipantDocument, { refetchQueries });
  const [decline] = useMutation(DeclineParticipantDocument, { refetchQueries });
  const [resend] = useMutation(ResendParticipantConfirmationDocument, { refetchQueries });
  const [remove] = useMutation(DeleteParticipantDocument);
  const title = participant.title && PARTICIPANT_TITLE_LABELS[participant.title];
  const name = fullName(participant);
  const standing = participant.status;
  // Cancelled or declined: it does not stand (no mail, no check-in).
  const cancelled = standing === 'CANCELLED' || standing === 'DECLINED';
  const awaiting = standing === 'AWAITING_APPROVAL';

  async function deleteParticipant(reason: string) {
    await remove({
      variables: { id: participant.id, reason },
      update(cache) {
        cache.evict({ id: cache.identify({ __typename: 'AdminParticipant', id: participant.id }) });
        cache.gc();
      },
    });
    const state: ListNoticeState = { notice: `The registration of ${name} is deleted.` };
    await navigate(paths.admin.allParticipants, { state });
  }

  return (
    <RecordDetails
      heading={[title, name].filter(Boolean).join(' ')}
      subheading={
        <>
          Registration code <code>{participant.registrationCode}</code>
        </>
      }
      actions={
        <>
          <div className="details-actions">
            {standing === 'REGISTERED' ? (
              <CheckInStatus checkedInAt={participant.checkedInAt} />
            ) : (
              <StatusBadge status={STANDING_TONES[standing]} label={STANDING_LABELS[standing]} />
            )}
            {!participant.checkedInAt && standing === 'REGISTERED' && (
              <Button
                loading={busyKey === participant.id}
                loadingText="Checking in…"
                onClick={() => void checkIn(participant.id)}
              >
                Check in
              </Button>
            )}
          </div>
          <LiveNotice notice={checkInNotice} />
          {(awaiting || standing === 'DECLINED') && (
            <div className="details-actions">
              <ReasonDialog
                label="Approve"
                title={`Approve the registration of ${name}?`}
                detail={
                  <p>
                    Their ticket (the confirmation with the QR code) is e-mailed to {participant.email}, and they can
                    check in.
                  </p>
                }
                confirmLabel="Approve and send the ticket"
                busyLabel="Approving…"
                onConfirm={async (reason) => {
                  await approve({ variables: { id: participant.id, reason } });
                  setNotice({ tone: 'success', text: `Approved: the ticket is on its way to ${participant.email}.` });
                }}
              />
              {awaiting && (
                <ReasonDialog
                  label="Decline"
                  title={`Decline the registration of ${name}?`}
                  detail={
                    <p>
                      They are told by e-mail that it was not accepted (your reason stays in the audit log, it is not
                      sent), and its place goes to the waitlist. You can still approve it later.
                    </p>
                  }
                  confirmLabel="Decline"
                  busyLabel="Declining…"
                  onConfirm={async (reason) => {
                    await decline({ variables: { id: participant.id, reason } });
                    setNotice({ tone: 'info', text: 'The registration is declined; they are told by e-mail.' });
                  }}
                />
              )}
            </div>
          )}
          <div className="details-actions">
            <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
              Edit details
            </Button>
            {!cancelled && (
              <ReasonDialog
                label="Resend confirmation"
                title={`E-mail the confirmation to ${participant.email} again?`}
                detail={
                  <p>
                    {awaiting
                      ? 'It says that the registration awaits approval, with the link to their own page (no ticket yet).'
                      : 'It carries the registration code and the QR code for the entrance.'}
                  </p>
                }
                confirmLabel="Send it again"
                busyLabel="Sending…"
                onConfirm={async (reason) => {
                  await resend({ variables: { id: participant.id, reason } });
                  setNotice({ tone: 'success', text: `The confirmation is on its way to ${participant.email}.` });
                }}
              />
            )}
            {standing === 'DECLINED' ? null : cancelled ? (
              <ReasonDialog
                label="Reinstate registration"
                title={`Reinstate the registration of ${name}?`}
                detail={<p>They can check in again and receive the participants’ mailings.</p>}
                confirmLabel="Reinstate"
                busyLabel="Reinstating…"
                onConfirm={async (reason) => {
                  await reinstate({ variables: { id: participant.id, reason } });
                  setNotice({ tone: 'success', text: 'The registration stands again.' });
                }}
              />
            ) : (
              <ReasonDialog
                label="Cancel registration"
                title={`Cancel the registration of ${name}?`}
                detail={
                  <p>
                    It stays in the lists and exports as cancelled, gets no more mailings, and is refused at check-in.
                    You can reinstate it later.
                  </p>
                }
                confirmLabel="Cancel registration"
                busyLabel="Cancelling…"
                onConfirm={async (reason) => {
                  await cancel({ variables: { id: participant.id, reason } });
                  setNotice({ tone: 'info', text: 'The registration is cancelled.' });
                }}
              />
            )}
            <ReasonDialog
              label="Delete"
              title={`Delete the registration of ${name} for good?`}
              detail={
                <p>
                  This cannot be undone: the registration leaves every list and export. The audit log keeps what it
                  said. To keep it listed, cancel it instead.
                </p>
              }
              confirmLabel="Delete for good"
              busyLabel="Deleting…"
              danger
              onConfirm={deleteParticipant}
            />
          </div>
          <LiveNotice notice={notice} />
        </>
      }
      items={[
        { label: 'Id', value: <code>{participant.id}</code> },
        { label: 'Year', value: participant.year },
        { label: 'Title', value: title },
        { label: 'Gender', value: participant.gender && GENDER_LABELS[participant.gender] },
        { label: 'First name', value: participant.firstName },
        { label: 'Last name', value: participant.lastName },
        ...contactDetails(participant),
        { label: 'Marketing e-mail', value: participant.marketingConsent ? 'Agreed' : 'Not agreed' },
        { label: 'E-mails in', value: LANGUAGE_LABELS[participant.language] },
        { label: 'Registered', value: <SiteTime iso={participant.createdAt} of="expo" /> },
        { label: 'Confirmation sent', value: <SiteTime iso={participant.confirmationSentAt} of="expo" /> },
        { label: 'Checked in', value: <SiteTime iso={participant.checkedInAt} of="expo" /> },
        ...(cancelled ? [{ label: 'Cancelled', value: <SiteTime iso={participant.cancelledAt} of="expo" /> }] : []),
      ]}
      related={[
        { to: searchHref(paths.admin.allUsers, participant.email), label: 'User account with this e-mail' },
        { to: searchHref(paths.admin.outbox, participant.email), label: 'E-mails sent to this address' },
        { to: paths.admin.checkIn, label: 'Check-in desk' },
      ]}
      below={
        <>
          {editing && (
            <EditPanel title="Edit details" onClose={() => setEditing(false)}>
              <ParticipantEditForm
                participant={participant}
                onDone={() => {
                  setEditing(false);
                  setNotice({ tone: 'success', text: 'The participant’s details are saved.' });
                }}
              />
            </EditPanel>
          )}
          <RegistrationGroupCard participantId={participant.id} />
          <ConsentRecords participantId={participant.id} />
          <RecordHistory targetId={participant.id} />
        </>
      }
    />
  );
}

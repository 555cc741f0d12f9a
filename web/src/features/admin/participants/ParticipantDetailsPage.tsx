import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantDetailsQuery } from '../../../gql/graphql';
import { useCheckIn } from '../check-in/use-check-in';
import { LiveNotice } from '../components/LiveNotice';
import { searchHref } from '../components/RelatedLinks';
import { fullName } from '../../../lib/names';
import { GENDER_LABELS, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { formatDateTime } from '../format';
import { contactDetails, RecordDetails, RecordPage } from '../layout/RecordPage';
import { CheckInStatus } from './CheckInStatus';

const AdminParticipantDetailsDocument = graphql(`
  query AdminParticipantDetails($id: ID!) {
    adminParticipant(id: $id) {
      ...AdminParticipantRowFields
      year
      title
      gender
      marketingConsent
      createdAt
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
  const { checkIn, notice, busyKey } = useCheckIn();
  const title = participant.title && PARTICIPANT_TITLE_LABELS[participant.title];

  return (
    <RecordDetails
      heading={[title, fullName(participant)].filter(Boolean).join(' ')}
      subheading={
        <>
          Registration code <code>{participant.registrationCode}</code>
        </>
      }
      actions={
        <>
          <div className="details-actions">
            <CheckInStatus checkedInAt={participant.checkedInAt} />
            {!participant.checkedInAt && (
              <Button
                loading={busyKey === participant.id}
                loadingText="Checking in…"
                onClick={() => void checkIn(participant.id)}
              >
                Check in
              </Button>
            )}
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
        { label: 'Registered', value: formatDateTime(participant.createdAt) },
        { label: 'Checked in', value: formatDateTime(participant.checkedInAt) },
      ]}
      related={[
        { to: searchHref(paths.admin.allUsers, participant.email), label: 'User account with this e-mail' },
        { to: searchHref(paths.admin.outbox, participant.email), label: 'E-mails sent to this address' },
        { to: paths.admin.checkIn, label: 'Check-in desk' },
      ]}
    />
  );
}

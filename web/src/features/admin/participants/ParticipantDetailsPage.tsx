import { useQuery } from '@apollo/client/react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantDetailsQuery } from '../../../gql/graphql';
import { useCheckIn } from '../check-in/use-check-in';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { LiveNotice } from '../components/LiveNotice';
import { RelatedLinks, searchHref } from '../components/RelatedLinks';
import { formatDateTime, fullName } from '../format';
import { CheckInStatus } from './CheckInStatus';

const AdminParticipantDetailsDocument = graphql(`
  query AdminParticipantDetails($id: ID!) {
    adminParticipant(id: $id) {
      id
      registrationCode
      year
      title
      gender
      firstName
      lastName
      email
      phone
      country
      state
      city
      address
      marketingConsent
      checkedInAt
      createdAt
    }
  }
`);

export function ParticipantDetailsPage() {
  const id = useIdParam();
  const { data, loading, error, refetch } = useQuery(AdminParticipantDetailsDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  return (
    <DetailsFrame
      title="Participant details"
      back={{ to: paths.admin.allParticipants, label: 'All Participants' }}
      id={id}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
    >
      {data && <ParticipantDetails participant={data.adminParticipant} />}
    </DetailsFrame>
  );
}

type Participant = AdminParticipantDetailsQuery['adminParticipant'];

function ParticipantDetails({ participant }: { participant: Participant }) {
  const { checkIn, notice, busyKey } = useCheckIn();
  const name = [participant.title, fullName(participant)].filter(Boolean).join(' ');

  return (
    <div className="details-grid">
      <Card>
        <div className="details-title">
          <div>
            <h2>{name}</h2>
            <p>
              Registration code <code>{participant.registrationCode}</code>
            </p>
          </div>
        </div>
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
        <DetailList
          items={[
            { label: 'Id', value: <code>{participant.id}</code> },
            { label: 'Year', value: participant.year },
            { label: 'Title', value: participant.title },
            { label: 'Gender', value: participant.gender },
            { label: 'First name', value: participant.firstName },
            { label: 'Last name', value: participant.lastName },
            { label: 'Email', value: <a href={`mailto:${participant.email}`}>{participant.email}</a> },
            { label: 'Phone', value: participant.phone },
            { label: 'Country', value: participant.country },
            { label: 'State', value: participant.state },
            { label: 'City', value: participant.city },
            { label: 'Address', value: participant.address },
            { label: 'Marketing e-mail', value: participant.marketingConsent ? 'Agreed' : 'Not agreed' },
            { label: 'Registered', value: formatDateTime(participant.createdAt) },
            { label: 'Checked in', value: formatDateTime(participant.checkedInAt) },
          ]}
        />
      </Card>
      <RelatedLinks
        links={[
          { to: searchHref(paths.admin.allUsers, participant.email), label: 'User account with this e-mail' },
          { to: searchHref(paths.admin.outbox, participant.email), label: 'E-mails sent to this address' },
          { to: paths.admin.checkIn, label: 'Check-in desk' },
        ]}
      />
    </div>
  );
}

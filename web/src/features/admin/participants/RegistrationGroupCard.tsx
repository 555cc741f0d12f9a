import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { SiteTime } from '../components/SiteTime';
import { StatusBadge } from '../components/StatusBadge';
import './registration-group.css';

const ParticipantGroupDocument = graphql(`
  query ParticipantGroup($id: ID!) {
    adminParticipant(id: $id) {
      id
      group {
        id
        company
        contactName
        contactEmail
        contactPhone
        size
        createdAt
        members {
          id
          firstName
          lastName
          registrationCode
          status
        }
      }
    }
  }
`);

/**
 * The group a participant was registered in (a company's staff, by one contact): who registered them,
 * how to reach that person, and everyone registered with them. Nothing for a registration of one's own.
 */
export function RegistrationGroupCard({ participantId }: { participantId: string }) {
  const { data, error, refetch } = useQuery(ParticipantGroupDocument, { variables: { id: participantId } });
  if (error) return <QueryProblem error={error} onRetry={() => void refetch()} />;
  const group = data?.adminParticipant?.group;
  if (!group) return null;
  return (
    <Card>
      <section aria-labelledby="registration-group-heading" className="registration-group">
        <h2 id="registration-group-heading">Registered in a group</h2>
        <p>
          By <strong>{group.contactName}</strong>
          {group.company ? ` (${group.company})` : ''},{' '}
          <a href={`mailto:${group.contactEmail}`}>{group.contactEmail}</a>, {group.contactPhone}, on{' '}
          <SiteTime iso={group.createdAt} of="expo" />. The form named {group.size}{' '}
          {group.size === 1 ? 'person' : 'people'}; registered in it:
        </p>
        <ul className="registration-group__members">
          {group.members.map((m) => (
            <li key={m.id}>
              {m.id === participantId ? (
                <span aria-current="page">
                  {m.firstName} {m.lastName} (this registration)
                </span>
              ) : (
                <Link to={`${paths.admin.participantDetails}?id=${encodeURIComponent(m.id)}`}>
                  {m.firstName} {m.lastName}
                </Link>
              )}{' '}
              <code>{m.registrationCode}</code>
              {m.status === 'CANCELLED' && (
                <>
                  {' '}
                  <StatusBadge status="cancelled" label="Cancelled" />
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}

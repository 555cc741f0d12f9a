import { useQuery } from '@apollo/client/react';
import { Card } from '../../../components/ui/Card';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { graphql } from '../../../gql';
import type { ConsentSource } from '../../../gql/graphql';
import { SiteTime } from '../components/SiteTime';
import '../privacy/privacy-admin.css';

const ParticipantConsentsDocument = graphql(`
  query ParticipantConsents($id: ID!) {
    adminParticipant(id: $id) {
      id
      consents {
        id
        kind
        granted
        wording
        source
        at
      }
    }
  }
`);

const SOURCE_LABELS: Record<ConsentSource, string> = {
  REGISTRATION: 'Registration form',
  MY_REGISTRATION: 'My registration',
};

/** Each consent choice of a participant, oldest first: given or not, the exact words, when and where. */
export function ConsentRecords({ participantId }: { participantId: string }) {
  const { data, error, refetch } = useQuery(ParticipantConsentsDocument, {
    variables: { id: participantId },
    fetchPolicy: 'cache-and-network',
  });
  const records = data?.adminParticipant?.consents;
  return (
    <Card>
      <section aria-labelledby="consent-records-heading" className="consent-records">
        <h2 id="consent-records-heading">Consents</h2>
        {error ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : !records ? (
          <p>Loading…</p>
        ) : records.length === 0 ? (
          <p>No consent was recorded (registered before consents were recorded).</p>
        ) : (
          <ol className="consent-records__list">
            {records.map((c) => (
              <li key={c.id}>
                <p>
                  <strong>{c.granted ? 'Agreed' : 'Not agreed'}</strong> to “{c.wording}”
                </p>
                <p className="consent-records__meta">
                  <SiteTime iso={c.at} of="expo" />, {SOURCE_LABELS[c.source]}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Card>
  );
}

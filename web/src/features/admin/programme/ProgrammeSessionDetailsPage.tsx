import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ProgrammeSessionFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { RecordPage } from '../layout/RecordPage';
import type { ProgrammeListState } from './AdminProgrammePage';
import { AdminProgrammeDocument } from './programme-documents';
import { SessionForm, type ExpoCalendar } from './SessionForm';
import { SessionSeatHolders } from './SessionSeatHolders';

const AdminProgrammeSessionDocument = graphql(`
  query AdminProgrammeSession($id: ID!) {
    site {
      expoStartDate
      expoEndDate
      expoTimeZone
    }
    programmeSession(id: $id) {
      ...ProgrammeSessionFields
    }
  }
`);

const UpdateProgrammeSessionDocument = graphql(`
  mutation UpdateProgrammeSession($id: ID!, $input: ProgrammeSessionInput!) {
    updateProgrammeSession(id: $id, input: $input) {
      ...ProgrammeSessionFields
    }
  }
`);

const DeleteProgrammeSessionDocument = graphql(`
  mutation DeleteProgrammeSession($id: ID!) {
    deleteProgrammeSession(id: $id)
  }
`);

/** 'Edit Session': every field of one session, or its deletion; either goes back to the programme. */
export function ProgrammeSessionDetailsPage() {
  return (
    <RecordPage
      title="Edit Session"
      back={{ to: paths.admin.programme, label: 'Programme' }}
      query={AdminProgrammeSessionDocument}
    >
      {(data) =>
        data.programmeSession && (
          <>
            <Card className="admin-form-card">
              <SessionEditor key={data.programmeSession.id} session={data.programmeSession} calendar={data.site} />
            </Card>
            {data.programmeSession.seats != null && (
              <Card className="admin-form-card">
                <SessionSeatHolders sessionId={data.programmeSession.id} zone={data.site.expoTimeZone} />
              </Card>
            )}
            <Card className="admin-form-card">
              <SessionDeletion session={data.programmeSession} />
            </Card>
          </>
        )
      }
    </RecordPage>
  );
}

function SessionEditor({ session, calendar }: { session: ProgrammeSessionFieldsFragment; calendar: ExpoCalendar }) {
  const navigate = useNavigate();
  const [update] = useMutation(UpdateProgrammeSessionDocument, { refetchQueries: [AdminProgrammeDocument] });
  return (
    <SessionForm
      calendar={calendar}
      session={session}
      submitLabel="Save Session"
      busyLabel="Saving…"
      onSubmit={async (input) => {
        await update({ variables: { id: session.id, input } });
        const state: ProgrammeListState = { notice: `Session “${input.title}” saved.` };
        await navigate(paths.admin.programme, { state });
      }}
    />
  );
}

function SessionDeletion({ session }: { session: ProgrammeSessionFieldsFragment }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteProgrammeSessionDocument);
  return (
    <section aria-labelledby="delete-session-heading">
      <h2 id="delete-session-heading">Delete this session</h2>
      <ConfirmDelete
        label="Delete session"
        question={`Delete “${session.title}”? It leaves the public programme at once. This cannot be undone.`}
        detail={<p>Its speakers’ photos are removed too.</p>}
        busyLabel="Deleting…"
        problemOf={(error) => toFormError(error).message}
        onDelete={async () => {
          await remove({ variables: { id: session.id } });
          const state: ProgrammeListState = { notice: `Session “${session.title}” deleted.` };
          await navigate(paths.admin.programme, { state });
          client.cache.evict({ id: client.cache.identify({ __typename: 'ProgrammeSession', id: session.id }) });
          client.cache.gc();
        }}
      />
    </section>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import type { ProgrammeListState } from './AdminProgrammePage';
import { AdminProgrammeDocument } from './programme-documents';
import { SessionForm } from './SessionForm';

const CreateProgrammeSessionDocument = graphql(`
  mutation CreateProgrammeSession($input: ProgrammeSessionInput!) {
    createProgrammeSession(input: $input) {
      ...ProgrammeSessionFields
    }
  }
`);

export function AddProgrammeSessionPage() {
  const { data, error, refetch } = useQuery(AdminProgrammeDocument);
  const [create] = useMutation(CreateProgrammeSessionDocument, {
    refetchQueries: [AdminProgrammeDocument],
    awaitRefetchQueries: true,
  });
  const navigate = useNavigate();
  return (
    <div className="admin-page admin-page--form">
      <Link to={paths.admin.programme} className="back-link">
        <span aria-hidden="true">← </span>Programme
      </Link>
      <PageHeader title="Add Session" />
      {data ? (
        <Card className="admin-form-card">
          <SessionForm
            calendar={data.site}
            submitLabel="Add Session"
            busyLabel="Adding…"
            onSubmit={async (input) => {
              await create({ variables: { input } });
              const state: ProgrammeListState = { notice: `Session “${input.title}” added.` };
              await navigate(paths.admin.programme, { state });
            }}
          />
        </Card>
      ) : error ? (
        <QueryProblem error={error} onRetry={() => void refetch()} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}

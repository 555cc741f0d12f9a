import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import type { RegistrationTypesListState } from './AdminRegistrationTypesPage';
import { AdminRegistrationTypesDocument } from './registration-type-documents';
import { RegistrationTypeForm } from './RegistrationTypeForm';

const CreateRegistrationTypeDocument = graphql(`
  mutation CreateRegistrationType($input: RegistrationTypeInput!) {
    createRegistrationType(input: $input) {
      ...RegistrationTypeFields
    }
  }
`);

export function AddRegistrationTypePage() {
  const { data, error, refetch } = useQuery(AdminRegistrationTypesDocument);
  const [create] = useMutation(CreateRegistrationTypeDocument, {
    refetchQueries: [AdminRegistrationTypesDocument],
    awaitRefetchQueries: true,
  });
  const navigate = useNavigate();
  return (
    <div className="admin-page admin-page--form">
      <Link to={paths.admin.registrationTypes} className="back-link">
        <span aria-hidden="true">← </span>Registration types
      </Link>
      <PageHeader title="Add Registration Type" />
      {data ? (
        <Card className="admin-form-card">
          <RegistrationTypeForm
            calendar={data.site}
            submitLabel="Add Type"
            busyLabel="Adding…"
            onSubmit={async (input) => {
              await create({ variables: { input } });
              const state: RegistrationTypesListState = { notice: `Type “${input.name}” added.` };
              await navigate(paths.admin.registrationTypes, { state });
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

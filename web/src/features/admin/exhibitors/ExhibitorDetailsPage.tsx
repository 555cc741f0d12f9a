import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ExhibitorFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { RecordPage } from '../layout/RecordPage';
import type { ExhibitorListState } from './AdminExhibitorsPage';
import { AdminExhibitorDirectoryDocument } from './exhibitor-documents';
import { ExhibitorForm } from './ExhibitorForm';

const AdminExhibitorDocument = graphql(`
  query AdminExhibitor($id: ID!) {
    exhibitor(id: $id) {
      ...ExhibitorFields
    }
  }
`);

const UpdateExhibitorDocument = graphql(`
  mutation UpdateExhibitor($id: ID!, $input: ExhibitorInput!, $logo: Upload) {
    updateExhibitor(id: $id, input: $input, logo: $logo) {
      ...ExhibitorFields
    }
  }
`);

const DeleteExhibitorDocument = graphql(`
  mutation DeleteExhibitor($id: ID!) {
    deleteExhibitor(id: $id)
  }
`);

/** 'Edit Exhibitor': every field of one exhibitor, or its deletion; either goes back to the list. */
export function ExhibitorDetailsPage() {
  return (
    <RecordPage
      title="Edit Exhibitor"
      back={{ to: paths.admin.exhibitors, label: 'Exhibitors' }}
      query={AdminExhibitorDocument}
    >
      {(data) =>
        data.exhibitor && (
          <>
            <Card className="admin-form-card">
              <ExhibitorEditor key={data.exhibitor.id} exhibitor={data.exhibitor} />
            </Card>
            <Card className="admin-form-card">
              <ExhibitorDeletion exhibitor={data.exhibitor} />
            </Card>
          </>
        )
      }
    </RecordPage>
  );
}

function ExhibitorEditor({ exhibitor }: { exhibitor: ExhibitorFieldsFragment }) {
  const navigate = useNavigate();
  const directory = useQuery(AdminExhibitorDirectoryDocument).data?.exhibitors ?? [];
  const categories = [...new Set(directory.flatMap((c) => (c.category ? [c.category] : [])))].sort();
  const [update] = useMutation(UpdateExhibitorDocument, { refetchQueries: [AdminExhibitorDirectoryDocument] });
  return (
    <ExhibitorForm
      exhibitor={exhibitor}
      categories={categories}
      submitLabel="Save Exhibitor"
      busyLabel="Saving…"
      onSubmit={async ({ input, logo }) => {
        await update({ variables: { id: exhibitor.id, input, logo } });
        const state: ExhibitorListState = { notice: `Exhibitor “${input.company}” saved.` };
        await navigate(paths.admin.exhibitors, { state });
      }}
    />
  );
}

function ExhibitorDeletion({ exhibitor }: { exhibitor: ExhibitorFieldsFragment }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteExhibitorDocument, { refetchQueries: [AdminExhibitorDirectoryDocument] });
  return (
    <section aria-labelledby="delete-exhibitor-heading">
      <h2 id="delete-exhibitor-heading">Delete this exhibitor</h2>
      <ConfirmDelete
        label="Delete exhibitor"
        question={`Delete “${exhibitor.company}”? It leaves the public directory at once. This cannot be undone.`}
        detail={
          exhibitor.sponsorId ? (
            <p>The sponsor it stands for stays listed, without these details.</p>
          ) : (
            <p>Its logo is removed too.</p>
          )
        }
        busyLabel="Deleting…"
        problemOf={(error) => toFormError(error).message}
        onDelete={async () => {
          await remove({ variables: { id: exhibitor.id } });
          const state: ExhibitorListState = { notice: `Exhibitor “${exhibitor.company}” deleted.` };
          await navigate(paths.admin.exhibitors, { state });
          client.cache.evict({ id: client.cache.identify({ __typename: 'Exhibitor', id: exhibitor.id }) });
          client.cache.gc();
        }}
      />
    </section>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import type { ExhibitorListState } from './AdminExhibitorsPage';
import { AdminExhibitorDirectoryDocument } from './exhibitor-documents';
import { ExhibitorForm } from './ExhibitorForm';

const CreateExhibitorDocument = graphql(`
  mutation CreateExhibitor($input: ExhibitorInput!, $logo: Upload) {
    createExhibitor(input: $input, logo: $logo) {
      ...ExhibitorFields
    }
  }
`);

/** Adds an exhibitor, or the details of an approved sponsor (`?sponsor=`). */
export function AddExhibitorPage() {
  const sponsorId = useSearchParams()[0].get('sponsor');
  const directory = useQuery(AdminExhibitorDirectoryDocument).data?.exhibitors ?? [];
  const [create] = useMutation(CreateExhibitorDocument, {
    refetchQueries: [AdminExhibitorDirectoryDocument],
    awaitRefetchQueries: true,
  });
  const navigate = useNavigate();
  const categories = [...new Set(directory.flatMap((c) => (c.category ? [c.category] : [])))].sort();
  return (
    <div className="admin-page admin-page--form">
      <Link to={paths.admin.exhibitors} className="back-link">
        <span aria-hidden="true">← </span>Exhibitors
      </Link>
      <PageHeader title={sponsorId ? 'Add Sponsor Details' : 'Add Exhibitor'} />
      <Card className="admin-form-card">
        <ExhibitorForm
          sponsorId={sponsorId}
          categories={categories}
          submitLabel="Add Exhibitor"
          busyLabel="Adding…"
          onSubmit={async ({ input, logo }) => {
            await create({ variables: { input, logo } });
            const state: ExhibitorListState = { notice: `Exhibitor “${input.company}” added.` };
            await navigate(paths.admin.exhibitors, { state });
          }}
        />
      </Card>
    </div>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import type { CategoryListState } from './AllRentalCategoriesPage';
import { CategoryForm } from './CategoryForm';

const AdminRentalCategoryDocument = graphql(`
  query AdminRentalCategory($id: ID!) {
    rentalCategory(id: $id) {
      id
      name
      image
      updatedAt
    }
  }
`);

const UpdateRentalCategoryDocument = graphql(`
  mutation UpdateRentalCategory($id: ID!, $name: String, $image: Upload) {
    updateRentalCategory(id: $id, name: $name, image: $image) {
      id
      name
      image
      updatedAt
    }
  }
`);

/** 'Update Rental Category' (seed section 2): name and image; back to the list after saving. */
export function RentalCategoryDetailsPage() {
  const id = useIdParam();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminRentalCategoryDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  const [update] = useMutation(UpdateRentalCategoryDocument);
  const category = data?.rentalCategory;

  return (
    <DetailsFrame
      title="Update Rental Category"
      back={{ to: paths.admin.allRentalCategories, label: 'All Rental Categories' }}
      id={id}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
    >
      {category && (
        <Card className="admin-form-card">
          <CategoryForm
            // A fresh form per category, so its fields start from that category's values.
            key={category.id}
            initialName={category.name}
            currentImage={category.image}
            submitLabel="Update Category"
            busyLabel="Updating…"
            onSubmit={async ({ name, image }) => {
              await update({ variables: { id: category.id, name, image } });
              const state: CategoryListState = { notice: `Category “${name}” updated.` };
              await navigate(paths.admin.allRentalCategories, { state });
            }}
          />
        </Card>
      )}
    </DetailsFrame>
  );
}

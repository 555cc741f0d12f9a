import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminRentalCategoryQuery } from '../../../gql/graphql';
import { RecordPage } from '../layout/RecordPage';
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

/** 'Update Rental Category': its name and image; saving goes back to the list. */
export function RentalCategoryDetailsPage() {
  return (
    <RecordPage
      title="Update Rental Category"
      back={{ to: paths.admin.allRentalCategories, label: 'All Rental Categories' }}
      query={AdminRentalCategoryDocument}
    >
      {(data) => (
        <Card className="admin-form-card">
          <CategoryEditor
            // A fresh form per category, so its fields start from that category's values.
            key={data.rentalCategory.id}
            category={data.rentalCategory}
          />
        </Card>
      )}
    </RecordPage>
  );
}

function CategoryEditor({ category }: { category: AdminRentalCategoryQuery['rentalCategory'] }) {
  const navigate = useNavigate();
  const [update] = useMutation(UpdateRentalCategoryDocument);
  return (
    <CategoryForm
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
  );
}

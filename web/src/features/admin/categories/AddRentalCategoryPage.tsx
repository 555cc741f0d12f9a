import { useMutation } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { PageHeader } from '../components/PageHeader';
import type { CategoryListState } from './AllRentalCategoriesPage';
import { CategoryForm } from './CategoryForm';

const CreateRentalCategoryDocument = graphql(`
  mutation CreateRentalCategory($name: String!, $image: Upload) {
    createRentalCategory(name: $name, image: $image) {
      id
      name
      image
      updatedAt
    }
  }
`);

export function AddRentalCategoryPage() {
  const [create] = useMutation(CreateRentalCategoryDocument);
  const navigate = useNavigate();

  return (
    <div className="admin-page admin-page--form">
      <Link to={paths.admin.allRentalCategories} className="back-link">
        <span aria-hidden="true">← </span>All Rental Categories
      </Link>
      <PageHeader title="Add Rental Category" />
      <Card>
        <CategoryForm
          submitLabel="Add Category"
          busyLabel="Adding…"
          onSubmit={async ({ name, image }) => {
            await create({ variables: { name, image } });
            const state: CategoryListState = { notice: `Category “${name}” added.` };
            await navigate(paths.admin.allRentalCategories, { state });
          }}
        />
      </Card>
    </div>
  );
}

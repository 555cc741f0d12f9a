import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminRentalCategoryQuery } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
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

const DeleteRentalCategoryDocument = graphql(`
  mutation DeleteRentalCategory($id: ID!) {
    deleteRentalCategory(id: $id)
  }
`);

type Category = NonNullable<AdminRentalCategoryQuery['rentalCategory']>;

/** 'Update Rental Category': its name and image, or its deletion; either goes back to the list. */
export function RentalCategoryDetailsPage() {
  return (
    <RecordPage
      title="Update Rental Category"
      back={{ to: paths.admin.allRentalCategories, label: 'All Rental Categories' }}
      query={AdminRentalCategoryDocument}
    >
      {(data) =>
        data.rentalCategory && (
          <>
            <Card className="admin-form-card">
              <CategoryEditor
                // A fresh form per category, so its fields start from that category's values.
                key={data.rentalCategory.id}
                category={data.rentalCategory}
              />
            </Card>
            <Card className="admin-form-card">
              <CategoryDeletion category={data.rentalCategory} />
            </Card>
          </>
        )
      }
    </RecordPage>
  );
}

function CategoryEditor({ category }: { category: Category }) {
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

function CategoryDeletion({ category }: { category: Category }) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [remove] = useMutation(DeleteRentalCategoryDocument);
  return (
    <section aria-labelledby="delete-category-heading" className="category-deletion">
      <h2 id="delete-category-heading">Delete this category</h2>
      <ConfirmDelete
        label="Delete category"
        question={`Delete “${category.name}”? This cannot be undone.`}
        detail={<p>Only a category no tool is filed under can be deleted; its image is removed too.</p>}
        busyLabel="Deleting…"
        problemOf={(error) => toFormError(error).message}
        onDelete={async () => {
          await remove({ variables: { id: category.id } });
          const state: CategoryListState = { notice: `Category “${category.name}” deleted.` };
          await navigate(paths.admin.allRentalCategories, { state });
          // Once this page is gone (it shows the category): the list then reads without it.
          client.cache.evict({ id: client.cache.identify({ __typename: 'RentalCategory', id: category.id }) });
          client.cache.gc();
        }}
      />
    </section>
  );
}

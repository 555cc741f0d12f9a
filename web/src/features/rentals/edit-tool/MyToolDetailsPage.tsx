import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { priceText, type RentalCircle } from '../format';
import type { MyRentalsLocationState } from '../my-rentals/MyRentalsPage';
import { forgetMarketplacePages } from '../own-tools';
import { ToolForm, type ToolFormSubmission } from '../tool-form/ToolForm';
import '../rentals.css';

const EditToolDocument = graphql(`
  query EditTool($id: ID!) {
    tool(id: $id) {
      ...ToolDetailsFields
    }
    rentalCategories {
      id
      name
    }
  }
`);

const UpdateToolDocument = graphql(`
  mutation UpdateTool(
    $id: ID!
    $input: ToolUpdateInput!
    $coverImage: Upload
    $image1: Upload
    $image2: Upload
    $image3: Upload
    $image4: Upload
    $removeImages: [ImageSlot!]
  ) {
    updateTool(
      id: $id
      input: $input
      coverImage: $coverImage
      image1: $image1
      image2: $image2
      image3: $image3
      image4: $image4
      removeImages: $removeImages
    ) {
      ...ToolDetailsFields
    }
  }
`);

/** Edit Tool (`/user/my-tool-details?id=…`): the owner changes any field or photo, then back to My Rentals. */
export function MyToolDetailsPage() {
  usePageTitle('Edit Tool');
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';

  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>Edit Tool</h1>
      </header>
      {id ? (
        <EditTool key={id} id={id} />
      ) : (
        <Alert title="This link is incomplete">
          <p>
            It does not say which tool to edit. Open the tool from <Link to={paths.user.myRentals}>My Rentals</Link>.
          </p>
        </Alert>
      )}
    </div>
  );
}

function EditTool({ id }: { id: string }) {
  const user = useSignedInUser();
  const site = useSiteConfig();
  const navigate = useNavigate();
  // Always from the server: the form must start from what is saved now, not from an older cached copy.
  const { data, error, refetch } = useQuery(EditToolDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const [updateTool] = useMutation(UpdateToolDocument, { update: (cache) => forgetMarketplacePages(cache) });

  if (error && !data) {
    const { code } = toFormError(error);
    if (code === 'NOT_FOUND') {
      return (
        <Alert title="Tool not found">
          <p>
            It may have been removed, or the link is wrong. See your tools in{' '}
            <Link to={paths.user.myRentals}>My Rentals</Link>.
          </p>
        </Alert>
      );
    }
    return <QueryProblem title="Could not load this tool" error={error} onRetry={() => void refetch()} />;
  }
  if (!data) return <LoadingState label="Loading the tool…" />;

  const { tool } = data;
  // The API refuses others' edits anyway; saying so up front spares filling in a form for nothing.
  if (tool.owner.id !== user.id && user.role !== 'Admin') {
    return (
      <Alert title="This is not your tool">
        <p>Only its owner can edit it.</p>
        <Link to={paths.user.myRentals} className={buttonClassName('secondary')}>
          Go to My Rentals
        </Link>
      </Alert>
    );
  }

  async function save({ input, files, removeImages }: ToolFormSubmission) {
    const { data: updated } = await updateTool({ variables: { id, input, ...files, removeImages } });
    if (!updated) return;
    const state: MyRentalsLocationState = { notice: `Your changes to ${updated.updateTool.name} are saved.` };
    await navigate(paths.user.myRentals, { state });
  }

  return (
    <>
      <p className="edit-tool__status">
        Status: <ToolStatusBadge status={tool.itemStatus} />
      </p>
      <ToolForm
        initial={{
          name: tool.name,
          description: tool.description,
          categoryId: tool.category.id,
          price: priceText(tool.price),
          rentalCircle: tool.rentalCircle as RentalCircle,
          units: String(tool.units),
          country: tool.country,
          state: tool.state ?? '',
          city: tool.city,
          address: tool.address ?? '',
        }}
        saved={{
          coverImage: tool.coverImage,
          image1: tool.image1,
          image2: tool.image2,
          image3: tool.image3,
          image4: tool.image4,
        }}
        categories={data.rentalCategories}
        currency={site?.currency}
        submitLabel="Save changes"
        loadingText="Saving…"
        onSave={save}
      />
    </>
  );
}

import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { ToolStatusBadge } from '../components/ToolStatusBadge';
import { priceText } from '../format';
import type { MyRentalsLocationState } from '../my-rentals/MyRentalsPage';
import { forgetMarketplacePages, forgetOwnTool } from '../own-tools';
import { ToolForm, type ToolFormSubmission } from '../tool-form/ToolForm';
import { ToolBlocks } from './ToolBlocks';
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

const DeleteToolDocument = graphql(`
  mutation DeleteTool($id: ID!) {
    deleteTool(id: $id)
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
  const [deleteTool] = useMutation(DeleteToolDocument);
  const client = useApolloClient();

  if (error && !data?.tool) {
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
  if (!data?.tool) return <LoadingState label="Loading the tool…" />;

  const { tool } = data;
  // The API refuses others' edits anyway; saying so up front spares filling in a form for nothing.
  if (tool.owner.id !== user.id && user.role !== 'ADMIN') {
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

  async function remove() {
    await deleteTool({ variables: { id } });
    const state: MyRentalsLocationState = { notice: `${tool.name} is deleted.` };
    await navigate(paths.user.myRentals, { state });
    // Only once this page is gone: while it shows the tool, dropping it would make the page ask again.
    forgetOwnTool(client.cache, id);
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
          rentalCircle: tool.rentalCircle,
          units: String(tool.units),
          cancellationPolicy: tool.cancellationPolicy,
          bookingMode: tool.bookingMode,
          requiresIdVerification: tool.requiresIdVerification,
          deposit: tool.deposit.amount > 0 ? tool.deposit.decimal : '',
          // 0 is "no rule": the field stays empty.
          minRentalLength: tool.minRentalLength ? String(tool.minRentalLength) : '',
          maxRentalLength: tool.maxRentalLength ? String(tool.maxRentalLength) : '',
          bufferHours: tool.bufferHours ? String(tool.bufferHours) : '',
          noticeHours: tool.noticeHours ? String(tool.noticeHours) : '',
          maxAdvanceDays: tool.maxAdvanceDays ? String(tool.maxAdvanceDays) : '',
          weeklyDiscountPercent: tool.weeklyDiscountPercent ? String(tool.weeklyDiscountPercent) : '',
          monthlyDiscountPercent: tool.monthlyDiscountPercent ? String(tool.monthlyDiscountPercent) : '',
          lateFee: tool.lateFee.amount > 0 ? tool.lateFee.decimal : '',
          lateFeeUnit: tool.lateFeeUnit,
          lateFeeCap: tool.lateFee.amount > 0 ? tool.lateFeeCap.decimal : '',
          country: tool.country,
          state: tool.state ?? '',
          city: tool.city,
          address: tool.address ?? '',
        }}
        pin={
          tool.locationSource === 'PIN' && tool.pickupLatitude != null && tool.pickupLongitude != null
            ? { latitude: tool.pickupLatitude, longitude: tool.pickupLongitude }
            : null
        }
        cityPoint={
          tool.locationSource === 'CITY' && tool.pickupLatitude != null && tool.pickupLongitude != null
            ? { latitude: tool.pickupLatitude, longitude: tool.pickupLongitude }
            : null
        }
        saved={{
          coverImage: tool.coverImage,
          image1: tool.image1,
          image2: tool.image2,
          image3: tool.image3,
          image4: tool.image4,
        }}
        categories={data.rentalCategories}
        pricing={site}
        savedCurrency={tool.price.currency}
        submitLabel="Save changes"
        loadingText="Saving…"
        onSave={save}
      />
      <ToolBlocks toolId={id} units={tool.units} />
      <section className="edit-tool__delete" aria-labelledby="delete-tool-heading">
        <h2 id="delete-tool-heading">Delete this tool</h2>
        <ConfirmDelete
          label="Delete tool"
          question={`Delete ${tool.name}? This cannot be undone.`}
          detail={
            <p>
              It leaves the marketplace and My Rentals, and its photos are removed. Past bookings still show it. A tool
              with a booking still to come or under way cannot be deleted: unlist it instead.
            </p>
          }
          busyLabel="Deleting…"
          onDelete={remove}
          problemOf={(failure) => toFormError(failure).message}
        />
      </section>
    </>
  );
}

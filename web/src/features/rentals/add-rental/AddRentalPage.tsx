import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import type { MyRentalsLocationState } from '../my-rentals/MyRentalsPage';
import { forgetMarketplacePages, rememberOwnTool } from '../own-tools';
import { ToolForm, type ToolFormSubmission } from '../tool-form/ToolForm';
import '../rentals.css';

/** The categories to choose from and the owner's place, to start the pickup location with. */
const AddRentalOptionsDocument = graphql(`
  query AddRentalOptions {
    rentalCategories {
      id
      name
    }
    me {
      id
      country
      state
      city
      address
    }
  }
`);

const CreateToolDocument = graphql(`
  mutation CreateTool(
    $input: ToolInput!
    $coverImage: Upload
    $image1: Upload
    $image2: Upload
    $image3: Upload
    $image4: Upload
  ) {
    createTool(
      input: $input
      coverImage: $coverImage
      image1: $image1
      image2: $image2
      image3: $image3
      image4: $image4
    ) {
      ...ToolDetailsFields
    }
  }
`);

export function AddRentalPage() {
  usePageTitle('Add Rental', 'List a tool for rent on the AIBEx marketplace.');
  const user = useSignedInUser();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(AddRentalOptionsDocument, { fetchPolicy: 'cache-and-network' });
  const [createTool] = useMutation(CreateToolDocument, {
    update(cache, { data: created }) {
      if (!created) return;
      rememberOwnTool(cache, created.createTool);
      forgetMarketplacePages(cache);
    },
  });

  async function save({ input, files }: ToolFormSubmission) {
    const { data: created } = await createTool({ variables: { input, ...files } });
    if (!created) return;
    const state: MyRentalsLocationState = { notice: `${created.createTool.name} is listed and available for rent.` };
    await navigate(paths.user.myRentals, { state });
  }

  // The session's copy of the profile stands in until (or if never) `me` arrives.
  const place = data?.me ?? user;

  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>Add Rental</h1>
        <p>List a tool in a minute: renters find it in the marketplace as soon as you save.</p>
      </header>
      {error && !data ? (
        <QueryProblem title="Could not load the form" error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Loading the form…" />
      ) : data.rentalCategories.length === 0 ? (
        <Alert tone="info" title="No categories yet">
          <p>
            Every tool is listed under a category, and an administrator has not added any yet. Please try again later.
          </p>
        </Alert>
      ) : (
        <ToolForm
          initial={{
            rentalCircle: 'DAILY',
            units: '1',
            country: place.country ?? '',
            state: place.state ?? '',
            city: place.city ?? '',
            address: place.address ?? '',
          }}
          categories={data.rentalCategories}
          pricing={site}
          submitLabel="Add Rental"
          loadingText="Adding…"
          onSave={save}
        />
      )}
    </div>
  );
}

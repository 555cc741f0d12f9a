import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { RatingStars } from '../components/RatingStars';
import { ReviewList } from '../reviews/ToolReviews';
import '../messages.css';
import '../rentals.css';
import { ProfileHeader } from './ProfileHeader';
import './profiles.css';

const RenterProfileDocument = graphql(`
  query RenterProfile($id: ID!) {
    renterProfile(id: $id) {
      id
      firstName
      memberSince
      emailVerified
      idVerified
      completedRentals
      rating
      reviewCount
      reviews(page: { pageSize: 10 }) {
        total
        items {
          id
          rating
          comment
          author {
            id
            firstName
          }
          createdAt
        }
      }
    }
  }
`);

/**
 * A renter's profile (`/user/renters/:id`), for the owners they booked or asked: who is asking, how
 * many rentals they brought back, and what owners wrote about them.
 */
export function RenterProfilePage() {
  const { id = '' } = useParams();
  const site = useSiteConfig();
  const { data, error, refetch } = useQuery(RenterProfileDocument, { variables: { id } });
  const profile = data?.renterProfile;
  usePageTitle(profile ? `${profile.firstName} as a renter` : 'Renter');
  const zone = site?.marketplaceTimeZone ?? 'Africa/Lagos';

  if (error && !profile) {
    if (toFormError(error).code === 'NOT_FOUND')
      return (
        <div className="rentals-page">
          <h1>Renter not found</h1>
          <Alert tone="info">
            <p>
              You can see the profile of someone who booked one of your tools, or asked you about one.{' '}
              <Link to={paths.user.messages}>Your messages</Link>
            </p>
          </Alert>
        </div>
      );
    return <QueryProblem title="Could not load this renter" error={error} onRetry={() => void refetch()} />;
  }
  if (!profile) return <LoadingState label="Loading the renter…" />;

  return (
    <article className="rentals-page owner-profile">
      <ProfileHeader profile={profile} timeZone={zone} />
      <dl className="tool-facts owner-profile__facts">
        <div>
          <dt>Rating by owners</dt>
          <dd>
            <RatingStars rating={profile.rating ?? null} ratingCount={profile.reviewCount} newText="No reviews yet" />
          </dd>
        </div>
        <div>
          <dt>Rentals brought back</dt>
          <dd>{profile.completedRentals}</dd>
        </div>
      </dl>
      <section className="tool-reviews" aria-labelledby="renter-reviews-heading">
        <h2 id="renter-reviews-heading">
          What owners wrote{profile.reviews.total ? ` (${profile.reviews.total})` : ''}
        </h2>
        {profile.reviews.total === 0 ? (
          <p className="tool-page__muted">No reviews yet.</p>
        ) : (
          <ReviewList reviews={profile.reviews.items} timeZone={zone} />
        )}
      </section>
    </article>
  );
}

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
import { ToolCard } from '../components/ToolCard';
import { ReviewList } from '../reviews/ToolReviews';
import '../messages.css';
import '../rentals.css';
import { ProfileHeader } from './ProfileHeader';
import './profiles.css';

const OwnerProfileDocument = graphql(`
  query OwnerProfile($id: ID!) {
    ownerProfile(id: $id) {
      id
      firstName
      memberSince
      emailVerified
      idVerified
      listedTools
      rating
      reviewCount
      responseRate
      responseMinutes
      requestsAnswered
      tools {
        ...ToolCardFields
      }
      reviews(page: { pageSize: 5 }) {
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

/** 45 -> 'within an hour'; 200 -> 'within 4 hours'; 3000 -> 'within 3 days'. */
export function responseTimeText(minutes: number): string {
  if (minutes <= 60) return 'within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}

/** An owner's public page (`/owners/:id`), linked from their tools: who they are and how they answer. */
export function OwnerProfilePage() {
  const { id = '' } = useParams();
  const site = useSiteConfig();
  const { data, error, refetch } = useQuery(OwnerProfileDocument, { variables: { id } });
  const profile = data?.ownerProfile;
  usePageTitle(profile ? `${profile.firstName} on the marketplace` : 'Owner');
  const zone = site?.marketplaceTimeZone ?? 'Africa/Lagos';

  if (error && !profile) {
    if (toFormError(error).code === 'NOT_FOUND')
      return (
        <div className="rentals-page">
          <h1>Owner not found</h1>
          <Alert tone="info">
            <p>
              This link is wrong, or the owner has no tools listed now. <Link to={paths.tools}>Browse the tools</Link>.
            </p>
          </Alert>
        </div>
      );
    return <QueryProblem title="Could not load this owner" error={error} onRetry={() => void refetch()} />;
  }
  if (!profile) return <LoadingState label="Loading the owner…" />;

  return (
    <article className="rentals-page owner-profile">
      <ProfileHeader profile={profile} timeZone={zone} />
      <dl className="tool-facts owner-profile__facts">
        <div>
          <dt>Rating</dt>
          <dd>
            <RatingStars rating={profile.rating ?? null} ratingCount={profile.reviewCount} newText="No reviews yet" />
          </dd>
        </div>
        <div>
          <dt>Requests to book</dt>
          <dd>
            {profile.responseRate === null
              ? 'No requests in the last year'
              : `Answers ${profile.responseRate}% in time${
                  profile.responseMinutes === null ? '' : `, usually ${responseTimeText(profile.responseMinutes)}`
                }`}
          </dd>
        </div>
        <div>
          <dt>Tools listed</dt>
          <dd>{profile.listedTools}</dd>
        </div>
      </dl>
      <section aria-labelledby="owner-tools-heading">
        <h2 id="owner-tools-heading">Tools of {profile.firstName}</h2>
        <ul className="tool-grid">
          {profile.tools.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </section>
      <section className="tool-reviews" aria-labelledby="owner-reviews-heading">
        <h2 id="owner-reviews-heading">
          Reviews of their tools{profile.reviews.total ? ` (${profile.reviews.total})` : ''}
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

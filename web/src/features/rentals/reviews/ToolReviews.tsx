import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { graphql } from '../../../gql';
import { formatInstantDay } from '../../../lib/date-time';
import { RatingStars } from '../components/RatingStars';
import '../messages.css';

const ToolReviewsDocument = graphql(`
  query ToolReviews($toolId: ID!, $page: PageInput!) {
    toolReviews(toolId: $toolId, page: $page) {
      total
      page
      pageSize
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
`);

const REVIEWS_PAGE_SIZE = 5;

interface ListedReview {
  id: string;
  rating: number;
  comment: string;
  author: { firstName: string };
  createdAt: string;
}

/** Reviews as the tool page and an owner's profile list them: first name, stars, day, comment. */
export function ReviewList({ reviews, timeZone }: { reviews: readonly ListedReview[]; timeZone: string }) {
  return (
    <ul className="tool-reviews__list">
      {reviews.map((review) => (
        <li key={review.id} className="tool-review">
          <p className="tool-review__head">
            <span className="tool-review__who">{review.author.firstName}</span>
            <RatingStars rating={review.rating} ratingCount={1} single />
            <time dateTime={review.createdAt}>{formatInstantDay(review.createdAt, timeZone)}</time>
          </p>
          {review.comment && <p className="tool-review__comment">{review.comment}</p>}
        </li>
      ))}
    </ul>
  );
}

/**
 * The tool page's reviews: stars, the reviewer's first name and the date, newest first. Dates are days
 * on the tool's clocks (`timeZone`), never the machine's: the server renders the page and the browser
 * hydrates it, and both must write the same day.
 */
export function ToolReviews({ toolId, timeZone }: { toolId: string; timeZone: string }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const { data, previousData } = useQuery(ToolReviewsDocument, {
    variables: { toolId, page: { page, pageSize: REVIEWS_PAGE_SIZE } },
  });
  const result = (data ?? previousData)?.toolReviews;
  if (!result) return null;
  return (
    <section className="tool-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>Reviews{result.total ? ` (${result.total})` : ''}</h2>
      {result.total === 0 ? (
        <p className="tool-page__muted">No reviews yet. Renters can review a tool once they have returned it.</p>
      ) : (
        <>
          <ReviewList reviews={result.items} timeZone={timeZone} />
          <Pagination
            page={page}
            pageSize={result.pageSize}
            total={result.total}
            onPage={setPage}
            label="Review pages"
            newestFirst
          />
        </>
      )}
    </section>
  );
}

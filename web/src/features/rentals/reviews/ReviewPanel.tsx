import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { formatInstantDay } from '../../../lib/date-time';
import { LiveStatus } from '../components/LiveStatus';
import { RatingStars } from '../components/RatingStars';
import { StarRatingInput } from './StarRatingInput';
import '../messages.css';

const BookingReviewDocument = graphql(`
  query BookingReview($bookingId: ID!) {
    bookingReview(bookingId: $bookingId) {
      canReview
      review {
        id
        rating
        comment
        createdAt
        editableUntil
      }
    }
  }
`);

const AddReviewDocument = graphql(`
  mutation AddReview($bookingId: ID!, $rating: Int!, $comment: String) {
    addReview(bookingId: $bookingId, rating: $rating, comment: $comment) {
      id
    }
  }
`);

const UpdateReviewDocument = graphql(`
  mutation UpdateReview($bookingId: ID!, $rating: Int!, $comment: String) {
    updateReview(bookingId: $bookingId, rating: $rating, comment: $comment) {
      id
    }
  }
`);

/**
 * The renter's rating (one to five stars) and written review of a returned booking: once per booking,
 * changeable for seven days.
 */
export function ReviewPanel({
  bookingId,
  toolName,
  timeZone,
}: {
  bookingId: string;
  toolName: string;
  /** The booking's tool's zone: dates are days on its clocks. */
  timeZone: string;
}) {
  const day = (iso: string) => formatInstantDay(iso, timeZone);
  const headingId = useId();
  const { data, refetch } = useQuery(BookingReviewDocument, { variables: { bookingId } });
  const [addReview, adding] = useMutation(AddReviewDocument);
  const [updateReview, updating] = useMutation(UpdateReviewDocument);
  const existing = data?.bookingReview.review ?? null;
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);

  if (!data) return null;
  const { canReview } = data.bookingReview;
  if (!existing && !canReview) return null;

  function startEditing() {
    setRating(existing?.rating ?? 0);
    setComment(existing?.comment ?? '');
    setEditing(true);
    setNotice(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating < 1) {
      setErrors({ rating: 'Choose a rating from 1 to 5 stars' });
      return;
    }
    setErrors({});
    try {
      const variables = { bookingId, rating, comment };
      if (existing) await updateReview({ variables });
      else await addReview({ variables });
      await refetch();
      setEditing(false);
      setNotice(existing ? 'Your review is updated.' : 'Thank you for your review.');
    } catch (failure) {
      const problem = toFormError(failure);
      setErrors({ rating: problem.fieldErrors.rating, comment: problem.fieldErrors.comment, form: problem.message });
    }
  }

  const showForm = editing || (!existing && canReview);
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>Rate and review {toolName}</h2>
      <LiveStatus message={notice} />
      {existing && !editing && (
        <div>
          <RatingStars rating={existing.rating} ratingCount={1} single />
          {existing.comment && <p className="tool-review__comment">{existing.comment}</p>}
          <p className="tool-review__head">Written on {day(existing.createdAt)}</p>
          {canReview && (
            <Button variant="secondary" onClick={startEditing}>
              Change your review (until {day(existing.editableUntil)})
            </Button>
          )}
        </div>
      )}
      {showForm && (
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <StarRatingInput value={rating} onChange={setRating} error={errors.rating} />
          <TextAreaField
            label="Your review"
            name="comment"
            rows={4}
            maxLength={2000}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            hint="What went well, what others should know. Optional."
            error={errors.comment}
          />
          {errors.form && !errors.rating && !errors.comment && <Alert>{errors.form}</Alert>}
          <Button type="submit" loading={adding.loading || updating.loading} loadingText="Saving…">
            {existing ? 'Save review' : 'Submit review'}
          </Button>
        </form>
      )}
    </section>
  );
}

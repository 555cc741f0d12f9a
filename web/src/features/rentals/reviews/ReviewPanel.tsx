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
      otherHasReviewed
      reviewableUntil
      review {
        ...BookingReviewFields
      }
      renterReview {
        ...BookingReviewFields
      }
    }
  }
`);

export const BookingReviewFields = graphql(`
  fragment BookingReviewFields on Review {
    id
    rating
    comment
    createdAt
    publishedAt
    editableUntil
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
 * A returned booking's review, from either side: the renter rates the tool, the owner the renter (one to
 * five stars and a comment). Each side's stays hidden until the other's is in or the window closes,
 * then both show here together; a hidden one can still be changed.
 */
export function ReviewPanel({
  bookingId,
  side,
  subject,
  otherName,
  timeZone,
}: {
  bookingId: string;
  /** The viewer's side of the booking. */
  side: 'renter' | 'owner';
  /** What the viewer reviews: the tool's name, or the renter's first name. */
  subject: string;
  /** The other side's first name. */
  otherName: string;
  /** The booking's tool's zone: dates are days on its clocks. */
  timeZone: string;
}) {
  const day = (iso: string) => formatInstantDay(iso, timeZone);
  const headingId = useId();
  const { data, refetch } = useQuery(BookingReviewDocument, { variables: { bookingId } });
  const [addReview, adding] = useMutation(AddReviewDocument);
  const [updateReview, updating] = useMutation(UpdateReviewDocument);
  const both = data?.bookingReview;
  const existing = (side === 'renter' ? both?.review : both?.renterReview) ?? null;
  const theirs = (side === 'renter' ? both?.renterReview : both?.review) ?? null;
  const [editing, setEditing] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; form?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);

  if (!both) return null;
  const { canReview, otherHasReviewed, reviewableUntil } = both;
  if (!existing && !theirs && !canReview) return null;

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
      const after = (await refetch()).data?.bookingReview;
      const mine = side === 'renter' ? after?.review : after?.renterReview;
      setEditing(false);
      setNotice(
        existing
          ? 'Your review is updated.'
          : mine?.publishedAt
            ? `Thank you for your review. ${otherName}'s is below: both are published now.`
            : 'Thank you for your review.',
      );
    } catch (failure) {
      const problem = toFormError(failure);
      setErrors({ rating: problem.fieldErrors.rating, comment: problem.fieldErrors.comment, form: problem.message });
    }
  }

  const showForm = editing || (!existing && canReview);
  const until = reviewableUntil ? day(reviewableUntil) : null;
  const hiddenNote = existing
    ? !existing.publishedAt &&
      `Your review is hidden until ${otherName} reviews too${until ? `, or until ${until}` : ''}: then both show together.`
    : canReview &&
      (otherHasReviewed
        ? `${otherName} has written their review. Write yours to read it${until ? ` (by ${until})` : ''}.`
        : `Reviews show once you have both written yours${until ? `, or on ${until}` : ''}.`);
  return (
    <section className="review-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {side === 'renter' ? `Rate and review ${subject}` : `Rate and review ${subject} as a renter`}
      </h2>
      <LiveStatus message={notice} />
      {hiddenNote && <p className="review-panel__note">{hiddenNote}</p>}
      {existing && !editing && (
        <div>
          <h3 className="review-panel__who">Your review</h3>
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
            hint={
              side === 'renter'
                ? 'What went well, what others should know. Optional.'
                : `How ${subject} looked after the tool, kept to the times, and answered. Optional.`
            }
            error={errors.comment}
          />
          {errors.form && !errors.rating && !errors.comment && <Alert>{errors.form}</Alert>}
          <Button type="submit" loading={adding.loading || updating.loading} loadingText="Saving…">
            {existing ? 'Save review' : 'Submit review'}
          </Button>
        </form>
      )}
      {theirs && (
        <div>
          <h3 className="review-panel__who">
            {side === 'renter' ? `${otherName}'s review of you` : `${otherName}'s review`}
          </h3>
          <RatingStars rating={theirs.rating} ratingCount={1} single />
          {theirs.comment && <p className="tool-review__comment">{theirs.comment}</p>}
          <p className="tool-review__head">Written on {day(theirs.createdAt)}</p>
        </div>
      )}
    </section>
  );
}

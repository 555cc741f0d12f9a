import { formatRating, ratingLabel } from '../format';

/**
 * Five stars filled to the average rating (to the nearest half star), then the figure and the number of
 * reviews; 'New' before the first review. The stars are drawn for sighted users; screen readers get one
 * sentence.
 */
export function RatingStars({
  rating,
  ratingCount,
  newText = 'New',
  single = false,
}: {
  rating: number | null;
  ratingCount: number;
  /** What a tool without reviews shows. */
  newText?: string;
  /** One person's rating: the stars alone, read as 'Rated 4 out of 5'. */
  single?: boolean;
}) {
  const label = single && rating !== null ? `Rated ${rating} out of 5` : ratingLabel(rating, ratingCount);
  if (label === null || rating === null) {
    return <span className="rating rating--new">{newText}</span>;
  }
  // Half stars: the figure beside them gives the exact average. A class, not a style attribute: the
  // server renders this into the page, whose Content-Security-Policy refuses inline styles.
  const halves = Math.round(Math.min(Math.max(rating, 0), 5) * 2);
  return (
    <span className="rating">
      <span className="visually-hidden">{label}</span>
      <span className="rating__stars" aria-hidden="true">
        <span className="rating__empty">★★★★★</span>
        <span className={`rating__filled rating__filled--h${halves}`}>★★★★★</span>
      </span>
      {!single && (
        <span className="rating__figure" aria-hidden="true">
          {formatRating(rating)} ({ratingCount.toLocaleString('en')})
        </span>
      )}
    </span>
  );
}

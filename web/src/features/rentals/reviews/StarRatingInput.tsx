import { useId, useState } from 'react';
import { cx } from '../../../components/ui/cx';

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  error?: string | undefined;
}

const LABELS = ['1 star: poor', '2 stars: fair', '3 stars: good', '4 stars: very good', '5 stars: excellent'];

/**
 * Five stars as a native radio group: arrow keys move between them, each has a spoken label, and
 * the choice shows filled up to the star chosen (or hovered).
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const [hover, setHover] = useState(0);
  const lit = hover || value;
  return (
    <fieldset className="star-rating" aria-describedby={error ? `${name}-error` : undefined}>
      <legend>Your rating</legend>
      <div className="star-rating__stars" onMouseLeave={() => setHover(0)}>
        {LABELS.map((label, i) => {
          const stars = i + 1;
          const id = `${name}-${stars}`;
          return (
            <span key={stars} className={cx('star-rating__option', stars <= lit && 'star-rating__option--on')}>
              <input
                type="radio"
                id={id}
                name={name}
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                onMouseEnter={() => setHover(stars)}
              />
              <label htmlFor={id} title={label} onMouseEnter={() => setHover(stars)}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{label}</span>
              </label>
            </span>
          );
        })}
      </div>
      {error && (
        <p id={`${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

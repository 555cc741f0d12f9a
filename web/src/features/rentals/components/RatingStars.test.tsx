import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RatingStars } from './RatingStars';

describe('RatingStars', () => {
  it('renders no style attribute, which the Content-Security-Policy refuses in a server-rendered page', () => {
    const html = renderToString(<RatingStars rating={4.3} ratingCount={12} />);
    expect(html).not.toContain('style=');
    expect(html).toContain('rating__filled--h9');
    expect(html).toContain('Rated 4.3 out of 5');
  });

  it('fills to the nearest half star, from none to five', () => {
    const fill = (rating: number) =>
      /rating__filled--h(\d+)/.exec(renderToString(<RatingStars rating={rating} ratingCount={1} />))?.[1];
    expect([0, 1.2, 2.25, 2.74, 4.76, 5].map(fill)).toEqual(['0', '2', '5', '5', '10', '10']);
  });
});

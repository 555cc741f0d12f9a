import { describe, expect, it } from 'vitest';
import { formatPrice, ratingLabel, toolImages } from './format';

describe('tool formatting', () => {
  it("shows the API's formatted price per rental circle", () => {
    expect(formatPrice({ formatted: '$25.50' }, 'DAILY')).toBe('$25.50 / day');
    expect(formatPrice({ formatted: '$8.00' }, 'HOURLY')).toBe('$8.00 / hour');
    expect(formatPrice({ formatted: '$1,234.50' }, 'DAILY')).toBe('$1,234.50 / day');
  });

  it('describes a rating for screen readers, or nothing before the first review', () => {
    expect(ratingLabel(4.25, 4)).toBe('Rated 4.3 out of 5 from 4 reviews');
    expect(ratingLabel(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
    expect(ratingLabel(null, 0)).toBeNull();
  });

  it('lists the photos cover first, skipping empty slots and the literal text null', () => {
    const images = toolImages({
      coverImage: '/uploads/a.png',
      image1: null,
      image2: 'null',
      image3: '',
      image4: '/uploads/b.webp',
    });
    expect(images).toEqual([
      { slot: 'coverImage', url: '/uploads/a.png' },
      { slot: 'image4', url: '/uploads/b.webp' },
    ]);
  });
});

import type { RentalCircle } from '../../gql/graphql';

export { DEFAULT_CURRENCY, formatMoney, formatPrice } from '../../lib/money';
export type { RentalCircle };

/** How tools are shown: price per rental circle, rating, status and images. */

export const RENTAL_CIRCLES: readonly RentalCircle[] = ['DAILY', 'HOURLY'];
export const RENTAL_CIRCLE_LABELS: Record<RentalCircle, string> = { DAILY: 'Daily', HOURLY: 'Hourly' };

/** A price as the form's text field shows it: the API's exact decimal, e.g. '25.50'. */
export function priceText(price: { decimal: string }): string {
  return price.decimal;
}

/** 'Rated 4.5 out of 5 from 2 reviews', or null for a tool nobody has reviewed yet. */
export function ratingLabel(rating: number | null | undefined, ratingCount: number): string | null {
  if (rating == null || ratingCount <= 0) return null;
  const reviews = ratingCount === 1 ? '1 review' : `${ratingCount.toLocaleString('en')} reviews`;
  return `Rated ${formatRating(rating)} out of 5 from ${reviews}`;
}

export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}

export const IMAGE_SLOTS = ['coverImage', 'image1', 'image2', 'image3', 'image4'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

type ToolImages = Partial<Record<ImageSlot, string | null>>;

/**
 * The tool's pictures in order (cover first), skipping empty slots. Old data may hold the literal text
 * 'null' (or 'undefined') for a missing picture: it is treated as missing, never shown.
 */
export function toolImages(tool: ToolImages): { slot: ImageSlot; url: string }[] {
  return IMAGE_SLOTS.flatMap((slot) => {
    const url = tool[slot]?.trim();
    return url && url !== 'null' && url !== 'undefined' ? [{ slot, url }] : [];
  });
}

/** A pickup code as the renter reads it out: '482 915'. */
export function formatPickupCode(code: string): string {
  return `${code.slice(0, 3)} ${code.slice(3)}`;
}

/**
 * The widths the API keeps of every image it stores, as WebP (api/src/lib/image-encoding.ts,
 * IMAGE_WIDTHS): `<image's address>?w=<width>` answers that size, or the image itself where there is
 * none (an image stored before sizes existed, or one narrower than the width).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 720, 1080, 1600] as const;

/** The `srcset` of an uploaded image's address; undefined for any other address (nothing to choose from). */
export function imageSrcSet(url: string): string | undefined {
  if (!url.startsWith('/uploads/')) return undefined;
  const join = url.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((width) => `${url}${join}w=${width} ${width}w`).join(', ');
}

/**
 * `src`, `srcSet` and `sizes` of an <img> showing an uploaded image: the browser fetches the smallest
 * WebP that fills `sizes` (the image's width on the page, a media-condition list as in HTML) at the
 * screen's density, and `src` (the image itself) where srcset is unknown. The same markup on the server
 * and in the browser, so a server-rendered page preloads the size the browser will use.
 */
export function uploadedImage(url: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = imageSrcSet(url);
  return srcSet ? { src: url, srcSet, sizes } : { src: url };
}

import jsQR from 'jsqr';

/** RGBA pixels, as `CanvasRenderingContext2D.getImageData` returns them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The text of the QR code in a camera frame, or null when there is none. This is the decoder of
 * browsers without a built-in BarcodeDetector (Firefox, Safari before 17, desktop Chrome on Linux and
 * Windows). The codes we print are dark on light, so the inverted pass (which doubles the work per
 * frame) is skipped.
 */
export function decodeQr(pixels: Pixels): string | null {
  const found = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' });
  const text = found?.data.trim();
  return text ? text : null;
}

import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeQr, type Pixels } from './qr-decode';

/**
 * Renders a QR code as RGBA pixels, the way a camera frame reaches the decoder: dark modules on a
 * light page, each module `scale` pixels wide, with the four-module quiet zone around it.
 */
function qrPixels(text: string, scale = 4): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const width = (modules.size + 2 * quiet) * scale;
  const data = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const inside = row >= 0 && col >= 0 && row < modules.size && col < modules.size;
      const value = inside && modules.get(row, col) ? 20 : 235;
      data.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height: width };
}

describe('decodeQr', () => {
  it('reads the registration code from a frame holding the confirmation e-mail’s QR code', () => {
    expect(decodeQr(qrPixels('AIB26-7KQ3MZ'))).toBe('AIB26-7KQ3MZ');
  });

  it('reads a code at another size, as a phone held further away shows it', () => {
    expect(decodeQr(qrPixels('AIB26-TEST3A', 3))).toBe('AIB26-TEST3A');
  });

  it('answers null for a frame without a code', () => {
    const width = 120;
    const blank = new Uint8ClampedArray(width * width * 4).fill(235);
    expect(decodeQr({ data: blank, width, height: width })).toBeNull();
  });
});

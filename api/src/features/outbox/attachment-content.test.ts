import jsqr from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { attachmentContent, withContent } from './attachment-content.js';
import type { QrCodeAttachment } from './outbox.table.js';

// jsqr is CommonJS whose types declare an ES default export: from an ES module that export is `.default`.
const jsQR = jsqr.default;

const qr: QrCodeAttachment = {
  filename: 'registration-qr.png',
  contentType: 'image/png',
  qrCode: { text: 'AIB26-7KQ3MZ', width: 240 },
  cid: 'registration-qr',
};

describe('the content of an attachment', () => {
  it('draws a QR code as a PNG of its width that reads back as its text, the same bytes every time', async () => {
    const png = await attachmentContent(qr);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 240, height: 240 });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe('AIB26-7KQ3MZ');
    // What the outbox shows an administrator is what the recipient got.
    expect((await attachmentContent(qr)).equals(png)).toBe(true);
    expect(await withContent(qr)).toEqual({
      filename: 'registration-qr.png',
      contentType: 'image/png',
      contentBase64: png.toString('base64'),
      cid: 'registration-qr',
    });
  });

  it('is a stored file as it is', async () => {
    const stored = {
      filename: 'a.ics',
      contentType: 'text/calendar',
      contentBase64: Buffer.from('BEGIN').toString('base64'),
    };
    expect((await attachmentContent(stored)).toString()).toBe('BEGIN');
    expect(await withContent(stored)).toEqual(stored);
  });
});

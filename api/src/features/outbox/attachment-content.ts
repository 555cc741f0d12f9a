import QRCode from 'qrcode';
import type { EmailAttachment, QrCodeAttachment } from './outbox.table.js';

/**
 * qrcode hands these to pngjs. By default pngjs tries all five PNG row filters on every row and keeps
 * the best, which is most of the time a QR code takes to draw; a QR code's rows repeat in bands, so Up
 * (each row as its difference from the row above) alone does well, in a third of the time.
 */
const PNG_OPTIONS: object = { filterType: 2 };

/** A QR code attachment drawn: a quiet zone of one module, medium error correction. */
const drawQrCode = ({ qrCode }: QrCodeAttachment): Promise<Buffer> =>
  QRCode.toBuffer(qrCode.text, {
    type: 'png',
    width: qrCode.width,
    margin: 1,
    errorCorrectionLevel: 'M',
    rendererOpts: PNG_OPTIONS,
  });

/** The bytes of an attachment as the recipient gets them: a stored file as it is, a QR code drawn now. */
export async function attachmentContent(attachment: EmailAttachment): Promise<Buffer> {
  return 'qrCode' in attachment ? drawQrCode(attachment) : Buffer.from(attachment.contentBase64, 'base64');
}

/** An attachment with its bytes, base64-encoded, for the views that embed or measure it. */
export interface AttachmentWithContent {
  filename: string;
  contentType: string;
  contentBase64: string;
  cid?: string;
}

export async function withContent(attachment: EmailAttachment): Promise<AttachmentWithContent> {
  const { filename, contentType, cid } = attachment;
  const contentBase64 =
    'qrCode' in attachment ? (await attachmentContent(attachment)).toString('base64') : attachment.contentBase64;
  return { filename, contentType, contentBase64, ...(cid ? { cid } : {}) };
}

import sharp, { type OutputInfo } from 'sharp';
import { AppError, ErrorCode } from './errors.js';
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, detectImageType, readImageSize, type ImageType } from './image-type.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * The widths kept of every stored image, as WebP, for the pages' `srcset` (an image's URL with
 * `?w=<width>`): thumbnails and avatars (160, 320), cards and the tool page on phones at 1x to 3x
 * (480, 720, 1080: a full-width photo on a 390-pixel phone at 3x is about 1,074 pixels), the tool
 * page on a desktop and the full-screen viewer (1600). web/src/lib/image-sources.ts lists the same.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 720, 1080, 1600] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * The stored image itself is at most this many pixels on a side: enough for a full-screen view on a
 * 1440p screen and for the details of a condition photo, and a fraction of a 12-megapixel original.
 */
export const MAX_STORED_SIDE = 2560;

/** WebP quality of the sizes (photos on a page; q75 is where artefacts stop showing at 1x to 3x). */
const SIZE_QUALITY = 75;
/** Quality of the stored image in its own format (opened full screen, or kept as evidence). */
const STORED_QUALITY = 85;

// Every upload is a new picture: libvips' operation cache would only hold memory.
sharp.cache(false);

/** A file received from a form, whichever API it came through. */
export interface IncomingFile {
  filename: string;
  buffer: Buffer;
}

/** Which upload a file is, for the messages and field errors about it. */
export interface ImageUse {
  /** The upload's name as the caller spelled it (`coverImage`, `images`, `speakers.0.photo`). */
  field: string;
  /** How a message names the picture: 'The cover image', 'Photo 2'. */
  label: string;
  /** Kept apart from the public files, served only at a signed address (condition photos). */
  private?: boolean;
  /**
   * The widest (and tallest) the picture may be, width to height (logos: 4): a picture past it is padded
   * to it (transparent, white behind a JPEG), so a 12:1 logo is not drawn a few pixels high wherever
   * it is framed.
   */
  maxAspect?: number;
}

export interface EncodedImage {
  type: ImageType;
  /** The picture upright, in sRGB, MAX_STORED_SIDE at most, in its own format, with no metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  /** WebP copies at the IMAGE_WIDTHS narrower than the picture (it is never enlarged). */
  sizes: { width: ImageWidth; bytes: Buffer }[];
}

const refusal = (code: ErrorCode, use: ImageUse, msg: string) => new AppError(code, msg, [{ path: use.field, msg }]);

/**
 * What can be known without decoding: within 5 MB, a PNG, JPEG or WebP by its first bytes (never by its
 * name or declared type), and a declared size within MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS. Answers the
 * type; throws an error that names `use.field`.
 */
export function assertImage(file: IncomingFile, use: ImageUse): ImageType {
  if (file.buffer.length > MAX_IMAGE_BYTES) {
    throw refusal(ErrorCode.PAYLOAD_TOO_LARGE, use, `${use.label} must be 5 MB or smaller`);
  }
  const type = detectImageType(file.buffer);
  if (!type) {
    throw refusal(ErrorCode.UNSUPPORTED_MEDIA_TYPE, use, `${use.label} must be a PNG, JPEG or WebP image`);
  }
  const size = readImageSize(file.buffer, type);
  if (!size || size.width < 1 || size.height < 1) throw unreadable(use);
  assertPixels(size, use);
  return type;
}

function assertPixels(size: { width: number; height: number }, use: ImageUse) {
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
    const msg = `${use.label} is ${size.width} x ${size.height} pixels: images may be at most ${MAX_IMAGE_SIDE.toLocaleString('en')} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels. Send a smaller copy.`;
    throw AppError.badInput([{ path: use.field, msg }], msg);
  }
}

const unreadable = (use: ImageUse) =>
  refusal(ErrorCode.UNSUPPORTED_MEDIA_TYPE, use, `${use.label} is not a readable PNG, JPEG or WebP image`);

const SHARP_FORMAT: Record<ImageType['ext'], string> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

type Decoded = { data: Buffer; info: OutputInfo };

/** Pads decoded pixels evenly to at most `maxAspect` wide or tall; answers them as they are when within it. */
async function padToAspect(decoded: Decoded, maxAspect: number, opaque: boolean): Promise<Decoded> {
  const { width, height, channels } = decoded.info;
  const padX = height > width * maxAspect ? Math.ceil(height / maxAspect) - width : 0;
  const padY = width > height * maxAspect ? Math.ceil(width / maxAspect) - height : 0;
  if (padX <= 0 && padY <= 0) return decoded;
  const pixels = sharp(decoded.data, { raw: { width, height, channels } });
  return (opaque ? pixels.flatten({ background: '#ffffff' }) : pixels.ensureAlpha())
    .extend({
      top: Math.floor(padY / 2),
      bottom: Math.ceil(padY / 2),
      left: Math.floor(padX / 2),
      right: Math.ceil(padX / 2),
      background: opaque ? '#ffffff' : { r: 255, g: 255, b: 255, alpha: 0 },
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/**
 * Decodes the upload and encodes it again, so that nothing but its pixels is kept: no EXIF (GPS
 * position, author, camera serial), XMP, IPTC, comments or ICC profile (colours are converted to sRGB
 * first), and the EXIF orientation is applied to the pixels before it goes. The decoder refuses more
 * than MAX_IMAGE_PIXELS whatever the header said, and only the first frame of an animation is kept.
 * Any file the decoder cannot read is refused as unreadable, never a server error.
 */
export async function encodeImage(file: IncomingFile, use: ImageUse): Promise<EncodedImage> {
  const type = assertImage(file, use);
  const input = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true } as const;
  try {
    const header = await sharp(file.buffer, input).metadata();
    // The decoder must read the file as the type its first bytes named, and nothing else (SVG, TIFF...).
    if (header.format !== SHARP_FORMAT[type.ext]) throw unreadable(use);
    assertPixels({ width: header.width, height: header.height }, use);
    const { data, info } = await sharp(file.buffer, input)
      .autoOrient()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then((decoded) => (use.maxAspect ? padToAspect(decoded, use.maxAspect, type.ext === 'jpg') : decoded));
    // Every copy is made from these decoded pixels, which carry nothing else.
    const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const stored =
      type.ext === 'jpg'
        ? pixels().jpeg({ quality: STORED_QUALITY, progressive: true })
        : type.ext === 'png'
          ? pixels().png()
          : pixels().webp({ quality: STORED_QUALITY });
    const widths = IMAGE_WIDTHS.filter((width) => width < info.width);
    const [bytes, ...sizes] = await Promise.all([
      stored.toBuffer(),
      ...widths.map((width) => pixels().resize({ width }).webp({ quality: SIZE_QUALITY }).toBuffer()),
    ]);
    return {
      type,
      bytes: bytes!,
      width: info.width,
      height: info.height,
      sizes: widths.map((width, i) => ({ width, bytes: sizes[i]! })),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (/pixel limit/i.test((error as Error).message)) {
      const msg = `${use.label} has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels: send a smaller copy.`;
      throw AppError.badInput([{ path: use.field, msg }], msg);
    }
    throw unreadable(use);
  }
}

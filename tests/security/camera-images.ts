import sharp from 'sharp';
import { expect } from 'vitest';

/** What a phone writes beside the pixels of a photo; none of it may be served. */
export const CAMERA_SECRETS = [
  'Jane Roe',
  'SN-4242-SECRET',
  'Acme Phone X',
  '4 Allen Avenue',
  'xmpmeta',
  'ICC_PROFILE',
];

const XMP =
  '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
  '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
  'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Roe</dc:creator></rdf:Description></rdf:RDF>' +
  '</x:xmpmeta><?xpacket end="w"?>';

/**
 * A real JPEG as a phone writes it: stored sideways (`width` x `width / 2`: left half red, right half
 * blue) with EXIF orientation 6, so that it shows upright as `width / 2` x `width` with red on top;
 * EXIF with the author, camera, serial number and a GPS position; XMP; a Display P3 ICC profile; and a
 * JPEG comment with an address.
 */
export async function cameraJpeg(width = 640): Promise<Buffer> {
  const height = width / 2;
  const sideways = await sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { width: height, height, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const jpeg = await sharp(sideways)
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Artist: 'Jane Roe', Make: 'Acme', Model: 'Acme Phone X' },
      IFD2: { BodySerialNumber: 'SN-4242-SECRET' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '9/1 4/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '7/1 29/1 0/1',
      },
    })
    .withIccProfile('p3')
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const text = Buffer.from('Owner: Jane Roe, 4 Allen Avenue');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(text.length + 2);
  // A COM segment right after the start-of-image marker.
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, text, jpeg.subarray(2)]);
}

/** The photo as built carries everything it should lose: else the tests below would prove nothing. */
export async function expectCameraMetadata(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.orientation).toBe(6);
  expect(meta.exif && meta.icc && meta.xmp).toBeTruthy();
  // The EXIF's pointer to its GPS directory (tag 0x8825, in the byte order the EXIF declares).
  const exif = meta.exif!;
  const gpsTag = exif.includes(Buffer.from('MM')) ? Buffer.from([0x88, 0x25]) : Buffer.from([0x25, 0x88]);
  expect(exif.includes(gpsTag)).toBe(true);
  for (const secret of CAMERA_SECRETS) expect(bytes.includes(secret), secret).toBe(true);
}

/** No metadata at all, and the pixels upright: `width` x `height` with red on top and blue below. */
export async function expectCleanUpright(bytes: Buffer, size: { width: number; height: number }) {
  const meta = await sharp(bytes).metadata();
  expect({ width: meta.width, height: meta.height }).toEqual(size);
  expect({
    orientation: meta.orientation,
    exif: meta.exif,
    icc: meta.icc,
    xmp: meta.xmp,
    iptc: meta.iptc,
    comments: meta.comments,
  }).toEqual({});
  for (const secret of [...CAMERA_SECRETS, 'Exif\0\0', 'http://ns.adobe.com/']) {
    expect(bytes.includes(secret), secret).toBe(false);
  }
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  const [top, bottom] = [pixel(info.width >> 1, info.height >> 2), pixel(info.width >> 1, (info.height * 3) >> 2)];
  expect(top[0]).toBeGreaterThan(200);
  expect(top[2]).toBeLessThan(60);
  expect(bottom[2]).toBeGreaterThan(200);
  expect(bottom[0]).toBeLessThan(60);
}

/**
 * A PNG of `width` x `height` pixels in two palette colours: a few kilobytes that decode to `width` x
 * `height` x 3 bytes (a decompression bomb once that is large).
 */
export function palettePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#33aa66' } })
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
}

export async function fetchBytes(url: string) {
  const res = await fetch(url);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

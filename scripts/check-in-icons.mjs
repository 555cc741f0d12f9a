// The check-in desk's app icons (web/public/check-in-icon-192.png, -512.png), drawn from the site's
// favicon with sharp. Run once when the favicon changes: node scripts/check-in-icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../web/public');
const svg = await readFile(path.join(publicDir, 'favicon.svg'));
for (const size of [192, 512]) {
  // Drawn at the size itself (density scales the 64-unit viewBox), so edges stay sharp.
  await sharp(svg, { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `check-in-icon-${size}.png`));
}
console.log('check-in-icon-192.png and check-in-icon-512.png written to web/public');

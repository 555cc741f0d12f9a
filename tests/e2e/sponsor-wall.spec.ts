import type { APIRequestContext, Page } from '@playwright/test';
import { encodePng } from '../../api/src/test/png.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql, unique } from './support/helpers.js';

/** A PNG of one colour, `width` x `height`. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  return encodePng(width, height, Buffer.concat(Array<Buffer>(height).fill(row)));
}

/** The logo shapes sponsors send: square, a wide wordmark, a tall emblem, a favicon-sized one. */
const LOGOS = [
  { shape: 'square', tier: 'PLATINUM', width: 200, height: 200, colour: [0x3a, 0x10, 0x38] },
  { shape: 'wide', tier: 'PLATINUM', width: 900, height: 90, colour: [0xe2, 0xb8, 0x4f] },
  { shape: 'tall', tier: 'GOLD', width: 60, height: 600, colour: [0x1d, 0x6b, 0x5a] },
  { shape: 'square', tier: 'GOLD', width: 200, height: 200, colour: [0x8a, 0x2b, 0x6e] },
  { shape: 'tiny', tier: 'SILVER', width: 12, height: 12, colour: [0x20, 0x40, 0x90] },
  { shape: 'square', tier: 'SILVER', width: 200, height: 200, colour: [0x90, 0x40, 0x20] },
] as const;

/** The logo as stored: past 4:1 (either way) it is padded to 4:1, clear around it. */
const storedShape = ({ width, height }: { width: number; height: number }) =>
  width > height * 4
    ? { width, height: Math.ceil(width / 4) }
    : height > width * 4
      ? { width: Math.ceil(height / 4), height }
      : { width, height };

async function approvedSponsor(request: APIRequestContext, adminToken: string, logo: (typeof LOGOS)[number]) {
  const company = `${logo.shape} logo ${logo.tier} ${unique()}`;
  const applied = await request.post('/api/sponsorship-registration', {
    multipart: {
      company,
      email: `${unique()}@sponsor.example`,
      phone: '+234 809 000 1234',
      country: 'Nigeria',
      category: logo.tier,
      image: {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: solidPng(logo.width, logo.height, [...logo.colour]),
      },
    },
  });
  expect(applied.ok()).toBe(true);
  const { sponsor } = (await applied.json()) as { sponsor: { id: string } };
  await graphql(request, adminToken, 'mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }', {
    id: sponsor.id,
  });
  return { company, ...logo };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

/** Each logo inside its tile, centred, in its own proportions, and above the next tier's heading. */
async function expectLogosFit(page: Page, sponsors: Awaited<ReturnType<typeof approvedSponsor>>[]) {
  const wall = page.getByRole('region', { name: 'Our sponsors' });
  await wall.scrollIntoViewIfNeeded();
  const headings = await wall
    .getByRole('heading', { level: 3 })
    .evaluateAll((hs) =>
      hs.map((h) => ({ text: h.textContent ?? '', top: h.getBoundingClientRect().top + window.scrollY })),
    );
  for (const sponsor of sponsors) {
    const logo = wall.getByRole('img', { name: sponsor.company });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveJSProperty('complete', true);
    const tile = wall.getByRole('listitem').filter({ has: page.getByRole('img', { name: sponsor.company }) });
    const [img, cell] = [(await logo.boundingBox())!, (await tile.boundingBox())!];
    const what = `${sponsor.shape} ${sponsor.tier} logo at ${page.viewportSize()?.width} px`;
    expect(inside(img, cell), `${what}: ${JSON.stringify({ img, cell })}`).toBe(true);
    expect(img.width, what).toBeGreaterThan(0);
    // Not stretched: the drawn box keeps the stored picture's proportions (within a pixel of rounding).
    const stored = storedShape(sponsor);
    expect(Math.abs(img.width / img.height - stored.width / stored.height), what).toBeLessThan(
      (stored.width / stored.height) * (1 / Math.min(img.width, img.height)) + 0.02,
    );
    // Never blown up past its own size (a favicon stays crisp).
    expect(img.width, what).toBeLessThanOrEqual(stored.width + 0.5);
    // Centred in the tile.
    expect(Math.abs(img.x + img.width / 2 - (cell.x + cell.width / 2)), what).toBeLessThan(1);
    expect(Math.abs(img.y + img.height / 2 - (cell.y + cell.height / 2)), what).toBeLessThan(1);
    const scrollY = await page.evaluate(() => window.scrollY);
    const next = headings.find((h) => h.top > cell.y + scrollY);
    if (next) expect(img.y + scrollY + img.height, `${what} above “${next.text}”`).toBeLessThanOrEqual(next.top);
  }
}

test('every sponsor logo fits its tile on the sponsor wall, whatever its shape, at 390 and 1280 px', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const sponsors = [];
  for (const logo of LOGOS) sponsors.push(await approvedSponsor(request, adminToken, logo));

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Our sponsors' })).toBeVisible();
    await expectLogosFit(page, sponsors);
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expectNoSeriousAxeViolations(page);
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceBooking,
  buildBooking,
  buildTool,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { twoByTwoPng } from '../../../test/png.js';
import type { HttpClient } from '../../../test/test-app.js';
import { bookings } from '../bookings/booking.table.js';

let { app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace());
});

afterAll(async () => {
  await app?.close();
});

const ADD = `mutation($bookingId: ID!, $stage: HandoverStage!, $images: [Upload!]!, $note: String) {
  addConditionPhotos(bookingId: $bookingId, stage: $stage, images: $images, note: $note) {
    id stage url note uploadedBy createdAt
  }
}`;

const PAGE = `query($id: ID!) {
  booking(id: $id) {
    conditionPhotos { id stage url note uploadedBy }
    timeline { transition label actor note }
  }
}`;

const png = (i: number) => ({ data: twoByTwoPng([i * 20, 90, 200]), name: `photo-${i}.png`, type: 'image/png' });

function upload(
  client: HttpClient,
  bookingId: string,
  stage: 'PICKUP' | 'RETURN',
  files: { data: Buffer; name: string; type?: string }[],
  note: string | null = null,
) {
  const mapped = Object.fromEntries(files.map((f, i) => [`images.${i}`, f]));
  return client.gqlUpload(ADD, { bookingId, stage, note, images: files.map(() => null) }, mapped);
}

/** A paid booking whose pickup is open now: it started an hour ago and ends in two days. */
async function bookingAtPickup() {
  const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId });
  return buildBooking(app.database.db, {
    tool,
    renter: { id: renterId },
    startsAt: new Date(Date.now() - 3_600_000),
    endsAt: new Date(Date.now() + 2 * 86_400_000),
  });
}

describe('condition photos', () => {
  it('lets the renter and the owner add photos at the pickup, each upload one timeline event', async () => {
    const booking = await bookingAtPickup();
    const byOwner = await upload(owner, booking.id, 'PICKUP', [png(1), png(2)], 'Scratch on the left side');
    expect(byOwner.errors).toBeUndefined();
    expect(byOwner.data!.addConditionPhotos).toHaveLength(2);
    expect(byOwner.data!.addConditionPhotos[0]).toMatchObject({
      stage: 'PICKUP',
      uploadedBy: 'OWNER',
      note: 'Scratch on the left side',
    });
    const byRenter = await upload(renter, booking.id, 'PICKUP', [png(3)]);
    expect(byRenter.errors).toBeUndefined();
    expect(byRenter.data!.addConditionPhotos[0].uploadedBy).toBe('RENTER');

    for (const viewer of [renter, owner, admin]) {
      const page = await viewer.gql(PAGE, { id: booking.id });
      expect(page.errors).toBeUndefined();
      expect(page.data!.booking.conditionPhotos.map((p: { uploadedBy: string }) => p.uploadedBy)).toEqual([
        'OWNER',
        'OWNER',
        'RENTER',
      ]);
      const events = page.data!.booking.timeline.filter(
        (e: { transition: string }) => e.transition === 'CONDITION_PHOTO_PICKUP',
      );
      expect(events).toEqual([
        {
          transition: 'CONDITION_PHOTO_PICKUP',
          label: 'Condition photos at the pickup',
          actor: 'OWNER',
          note: '2 photos: Scratch on the left side',
        },
        {
          transition: 'CONDITION_PHOTO_PICKUP',
          label: 'Condition photos at the pickup',
          actor: 'RENTER',
          note: '1 photo',
        },
      ]);
    }

    // The stored image is a private file, served at a signed address (tests/security/condition-photos.test.ts).
    const url: string = byOwner.data!.addConditionPhotos[0].url;
    expect(url).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    const image = await renter.request('GET', url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
  });

  it('refuses strangers, who cannot see the photos either', async () => {
    const booking = await bookingAtPickup();
    const added = await upload(stranger, booking.id, 'PICKUP', [png(1)]);
    expect(added.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const seen = await stranger.gql(PAGE, { id: booking.id });
    expect(seen.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.client().gqlUpload(
      ADD,
      { bookingId: booking.id, stage: 'PICKUP', images: [null] },
      {
        'images.0': png(1),
      },
    );
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.gql(PAGE, { id: booking.id })).data!.booking.conditionPhotos).toEqual([]);
  });

  it('refuses a stage that is not open: return photos before the pickup, pickup photos long after it', async () => {
    const booking = await bookingAtPickup();
    const stages = async (client: HttpClient) =>
      (await client.gql('query($id: ID!) { booking(id: $id) { conditionPhotoStages } }', { id: booking.id })).data!
        .booking.conditionPhotoStages;
    expect(await stages(renter)).toEqual(['PICKUP']);
    expect(await stages(admin)).toEqual([]);
    const early = await upload(renter, booking.id, 'RETURN', [png(1)]);
    expect(early.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(early.errors?.[0]?.message).toMatch(/Return photos are for a tool that was picked up/);

    // Picked up (at its start, an hour ago): return photos are welcome while the tool is out.
    await advanceBooking(app.database.db, booking.id, 'picked_up');
    expect(await stages(owner)).toEqual(['PICKUP', 'RETURN']);
    expect((await upload(renter, booking.id, 'RETURN', [png(2)], 'Handing it back clean')).errors).toBeUndefined();

    // Returned three days ago: past the 48-hour dispute window, and the pickup a day and more ago.
    await advanceBooking(app.database.db, booking.id, 'returned');
    const longAgo = new Date(Date.now() - 3 * 86_400_000);
    await app.database.db
      .update(bookings)
      .set({ pickedUpAt: new Date(longAgo.getTime() - 86_400_000), returnedAt: longAgo })
      .where(eq(bookings.id, booking.id));
    expect(await stages(owner)).toEqual([]);
    const late = await upload(owner, booking.id, 'RETURN', [png(3)]);
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(late.errors?.[0]?.message).toMatch(/window .* has closed/);
    const pickup = await upload(owner, booking.id, 'PICKUP', [png(4)]);
    expect(pickup.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('refuses a file that is not an image with an error naming images, and stores none of the upload', async () => {
    const booking = await bookingAtPickup();
    const res = await upload(owner, booking.id, 'PICKUP', [
      png(1),
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.png', type: 'image/png' },
    ]);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'images', msg: 'Photo 2 must be a PNG, JPEG or WebP image' },
    ]);
    const page = await owner.gql(PAGE, { id: booking.id });
    expect(page.data!.booking.conditionPhotos).toEqual([]);
    expect(page.data!.booking.timeline.some((e: { transition: string }) => e.transition.startsWith('CONDITION'))).toBe(
      false,
    );

    const empty = await owner.gql(ADD, { bookingId: booking.id, stage: 'PICKUP', images: [] });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'images', msg: 'Add at least one photo' }],
    });
  });

  it('keeps at most 24 photos per booking', async () => {
    const booking = await bookingAtPickup();
    for (let batch = 0; batch < 4; batch++)
      expect((await upload(renter, booking.id, 'PICKUP', [1, 2, 3, 4, 5].map(png))).errors).toBeUndefined();
    expect((await upload(owner, booking.id, 'PICKUP', [1, 2, 3, 4].map(png))).errors).toBeUndefined();
    const over = await upload(owner, booking.id, 'PICKUP', [png(5)]);
    expect(over.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'images' }] });
    expect((await owner.gql(PAGE, { id: booking.id })).data!.booking.conditionPhotos).toHaveLength(24);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPeriod, buildTool, signUpAndLogin, startMarketplace, type Marketplace } from '../../test/factories.js';
import { twoByTwoPng } from '../../test/png.js';
import type { HttpClient } from '../../test/test-app.js';
import { users } from '../accounts/account.table.js';
import { adminAudit } from '../audit/audit.table.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { identityChecks } from './identity.table.js';

let { app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace());
});

afterAll(async () => {
  await app?.close();
});

const FIELDS = 'id status documentKind reason documentUrl selfieUrl documentsDeletedAt documentsKeptUntil waiting';
const SUBMIT = `mutation($kind: IdDocumentKind!, $document: Upload!, $selfie: Upload!) {
  submitIdentityCheck(documentKind: $kind, document: $document, selfie: $selfie) { ${FIELDS} }
}`;
const MINE = `{ myIdentityCheck { ${FIELDS} } me { idVerified } }`;
const QUEUE = `query($status: IdentityCheckStatus) {
  adminPendingIdentityChecks
  adminIdentityChecks(status: $status) { total items { id userId name email status canDecide decidedBy documentUrl } }
}`;
const APPROVE = `mutation($id: ID!) { approveIdentityCheck(id: $id) { id status decidedBy canDecide } }`;
const REJECT = `mutation($id: ID!, $reason: String!) { rejectIdentityCheck(id: $id, reason: $reason) { id status reason } }`;
const FORGET = `mutation { forgetMyIdentityDocuments { ${FIELDS} } }`;

const png = (shade: number, name = 'photo.png') => ({
  data: twoByTwoPng([shade, 90, 200]),
  name,
  type: 'image/png',
});

function submit(
  client: HttpClient,
  files: {
    document?: { data: Buffer; name: string; type?: string };
    selfie?: { data: Buffer; name: string; type?: string };
  } = {
    document: png(10, 'passport.png'),
    selfie: png(200, 'me.png'),
  },
  kind = 'PASSPORT',
) {
  const given = Object.fromEntries(Object.entries(files).filter(([, file]) => file !== undefined)) as Record<
    string,
    { data: Buffer; name: string; type?: string }
  >;
  return client.gqlUpload(SUBMIT, { kind, document: null, selfie: null }, given);
}

async function newPerson() {
  const client = app.client();
  const { user } = await signUpAndLogin(client);
  return { client, id: user.id as string };
}

describe('identity checks', () => {
  it('goes from the photos to a rejection, new photos and an approval, told by e-mail and in the app', async () => {
    const person = await newPerson();
    const sent = await submit(person.client);
    expect(sent.errors).toBeUndefined();
    const check = sent.data!.submitIdentityCheck;
    expect(check).toMatchObject({
      status: 'PENDING',
      documentKind: 'PASSPORT',
      waiting: true,
      documentsKeptUntil: null,
    });
    // Private files at signed addresses: the person sees them, nobody without the signature does.
    expect(check.documentUrl).toMatch(/^\/uploads\/private\/[a-f0-9]{32}\.png\?expires=\d+&signature=[\w-]+$/);
    expect((await person.client.request('GET', check.selfieUrl)).status).toBe(200);
    expect((await app.client().request('GET', check.documentUrl.replace(/\?.*$/, ''))).status).not.toBe(200);

    const again = await submit(person.client);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(/already waiting/);

    const queue = await admin.gql(QUEUE, { status: 'PENDING' });
    expect(queue.errors).toBeUndefined();
    const listed = queue.data!.adminIdentityChecks.items.find((i: { id: string }) => i.id === check.id);
    expect(listed).toMatchObject({ userId: person.id, status: 'PENDING', canDecide: true, decidedBy: null });
    expect(listed.documentUrl).toMatch(/signature=/);
    expect(queue.data!.adminPendingIdentityChecks).toBeGreaterThanOrEqual(1);

    const rejected = await admin.gql(REJECT, { id: check.id, reason: 'The passport photo is blurred' });
    expect(rejected.errors).toBeUndefined();
    expect(rejected.data!.rejectIdentityCheck).toMatchObject({
      status: 'REJECTED',
      reason: 'The passport photo is blurred',
    });
    const mine = (await person.client.gql(MINE)).data!;
    expect(mine.me.idVerified).toBe(false);
    expect(mine.myIdentityCheck).toMatchObject({ status: 'REJECTED', waiting: false });
    expect(Date.parse(mine.myIdentityCheck.documentsKeptUntil)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const [rejection] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'identity_rejected'), eq(emailOutbox.toAddress, await emailOf(person.id))));
    // The reason reads as a sentence of the message, its stop added.
    expect(rejection?.text).toContain('The passport photo is blurred. Send new photos from your profile.');
    const notes = await person.client.gql('{ notifications { items { kind message } } }');
    expect(notes.data!.notifications.items[0]).toMatchObject({ kind: 'IDENTITY' });
    expect(notes.data!.notifications.items[0].message).toMatch(/could not verify your ID/);

    // A rejected check may be followed by new photos, which an administrator approves.
    const second = (await submit(person.client, undefined, 'NATIONAL_ID')).data!.submitIdentityCheck;
    const approved = await admin.gql(APPROVE, { id: second.id });
    expect(approved.errors).toBeUndefined();
    expect(approved.data!.approveIdentityCheck).toMatchObject({ status: 'APPROVED', canDecide: false });
    expect(approved.data!.approveIdentityCheck.decidedBy).toBeTruthy();
    expect((await person.client.gql(MINE)).data!.me.idVerified).toBe(true);
    const audit = await app.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, second.id));
    expect(audit.map((a) => a.action)).toEqual(['identity_check.approve']);
    const [welcome] = await app.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'identity_approved'), eq(emailOutbox.toAddress, await emailOf(person.id))));
    expect(welcome?.subject).toBe('Your ID is verified');

    // Deciding twice, or sending photos once verified, is refused.
    expect((await admin.gql(APPROVE, { id: second.id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await submit(person.client)).errors?.[0]?.message).toBe('Your ID is already verified');
  });

  it('refuses a file that is not an image, naming it, and keeps nothing of the submission', async () => {
    const person = await newPerson();
    const svg = { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'id.png', type: 'image/png' };
    const bad = await submit(person.client, { document: png(30), selfie: svg });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: [{ path: 'selfie', msg: 'The selfie must be a PNG, JPEG or WebP image' }],
    });
    const missing = await submit(person.client, { document: png(30) });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.message).toMatch(/selfie/);
    expect((await person.client.gql(MINE)).data!.myIdentityCheck).toBeNull();
    const rows = await app.database.db.select().from(identityChecks).where(eq(identityChecks.userId, person.id));
    expect(rows).toEqual([]);
  });

  it('lets only administrators decide, never on their own ID, and a rejection needs a reason', async () => {
    const person = await newPerson();
    const check = (await submit(person.client)).data!.submitIdentityCheck;
    for (const client of [person.client, stranger]) {
      expect((await client.gql(QUEUE)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.gql(APPROVE, { id: check.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await app.client().gql(MINE)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(
      (await admin.gql(APPROVE, { id: '00000000-0000-4000-8000-000000000000' })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const noReason = await admin.gql(REJECT, { id: check.id, reason: '  ' });
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'reason' }] });

    const own = (await submit(admin)).data!.submitIdentityCheck;
    const queue = (await admin.gql(QUEUE, { status: 'PENDING' })).data!.adminIdentityChecks.items;
    expect(queue.find((i: { id: string }) => i.id === own.id).canDecide).toBe(false);
    const self = await admin.gql(APPROVE, { id: own.id });
    expect(self.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.gql(FORGET)).data!.forgetMyIdentityDocuments.status).toBe('WITHDRAWN');
    expect((await person.client.gql(MINE)).data!.myIdentityCheck.status).toBe('PENDING');
  });

  it('deletes the photos at the end of their retention, or at once when the person asks; the decision stays', async () => {
    const kept = await newPerson();
    const check = (await submit(kept.client)).data!.submitIdentityCheck;
    await admin.gql(APPROVE, { id: check.id });
    // Nothing is due yet: decided just now, kept 30 days.
    expect(await app.services.identity.deleteDueImages()).toBe(0);
    await app.database.db
      .update(identityChecks)
      .set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(identityChecks.id, check.id));
    expect(await app.services.identity.deleteDueImages()).toBeGreaterThanOrEqual(1);
    const after = (await kept.client.gql(MINE)).data!;
    expect(after.me.idVerified).toBe(true);
    expect(after.myIdentityCheck).toMatchObject({ status: 'APPROVED', documentUrl: null, selfieUrl: null });
    expect(after.myIdentityCheck.documentsDeletedAt).toBeTruthy();
    // The stored file is gone: its signed address answers nothing.
    expect((await kept.client.request('GET', check.documentUrl)).status).toBe(404);

    const withdrawn = await newPerson();
    const waiting = (await submit(withdrawn.client)).data!.submitIdentityCheck;
    const forgotten = await withdrawn.client.gql(FORGET);
    expect(forgotten.errors).toBeUndefined();
    expect(forgotten.data!.forgetMyIdentityDocuments).toMatchObject({
      status: 'WITHDRAWN',
      documentUrl: null,
      waiting: false,
    });
    expect((await withdrawn.client.request('GET', waiting.selfieUrl)).status).toBe(404);
    expect((await admin.gql(APPROVE, { id: waiting.id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await withdrawn.client.gql(FORGET)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Withdrawn, they may send new photos.
    expect((await submit(withdrawn.client)).errors).toBeUndefined();
  });

  it('keeps a tool whose owner asks for a verified ID from renters without one, and says how', async () => {
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, requiresIdVerification: true });
    const requestOnly = await buildTool(app.database.db, {
      owner: { id: ownerId },
      categoryId,
      requiresIdVerification: true,
      bookingMode: 'request',
    });
    const TOOL = 'query($id: ID!) { tool(id: $id) { requiresIdVerification canBook needsIdVerification } }';
    expect((await renter.gql(TOOL, { id: tool.id })).data!.tool).toEqual({
      requiresIdVerification: true,
      canBook: true,
      needsIdVerification: true,
    });
    expect((await owner.gql(TOOL, { id: tool.id })).data!.tool.needsIdVerification).toBe(false);

    const ADD = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }';
    const input = { toolId: tool.id, quantity: 1, ...bookingPeriod(20, 22) };
    const refused = await renter.gql(ADD, { input });
    expect(refused.errors?.[0]?.extensions?.code).toBe('ID_VERIFICATION_REQUIRED');
    expect(refused.errors?.[0]?.message).toMatch(/verified ID: verify yours from your profile/);
    const asked = await renter.gql('mutation($input: AddToCartInput!) { requestBooking(input: $input) { id } }', {
      input: { ...input, toolId: requestOnly.id },
    });
    expect(asked.errors?.[0]?.extensions?.code).toBe('ID_VERIFICATION_REQUIRED');

    await app.database.db.update(users).set({ idVerifiedAt: new Date() }).where(eq(users.id, renterId));
    app.services.sessions.forgetUser(renterId);
    expect((await renter.gql(TOOL, { id: tool.id })).data!.tool.needsIdVerification).toBe(false);
    const added = await renter.gql(ADD, { input });
    expect(added.errors).toBeUndefined();
    expect(added.data!.addToCart.totalQuantity).toBe(1);
  });

  it('lets an owner ask for it when listing, and shows the mark on their profiles', async () => {
    const UPDATE =
      'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { requiresIdVerification } }';
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId });
    const changed = await owner.gql(UPDATE, { id: tool.id, input: { requiresIdVerification: true } });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.updateTool.requiresIdVerification).toBe(true);
    const profile = await renter.gql('query($id: ID!) { ownerProfile(id: $id) { idVerified } }', { id: ownerId });
    expect(profile.data!.ownerProfile.idVerified).toBe(false);
    await app.database.db.update(users).set({ idVerifiedAt: new Date() }).where(eq(users.id, ownerId));
    const verified = await renter.gql('query($id: ID!) { ownerProfile(id: $id) { idVerified } }', { id: ownerId });
    expect(verified.data!.ownerProfile.idVerified).toBe(true);
  });
});

async function emailOf(userId: string): Promise<string> {
  const [row] = await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}

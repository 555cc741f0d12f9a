import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndPay,
  bookingPeriod,
  buildTool,
  payCard,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { waitUntil } from '../../../test/wait.js';
import { listen, wsClient } from '../../../test/ws-client.js';

/**
 * Questions before booking: a renter asks an owner from the tool page; the owner answers from their
 * inbox; the conversation carries into the renter's booking of the tool once it is paid or requested.
 */
let smtp: SmtpSink;
// Filled in by beforeAll.
let { app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger } = {} as Marketplace;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, ownerEmail, renter, renterId, stranger } = await startMarketplace({
    env: { SMTP_URL: smtp.url },
    admin: { email: 'inquiries.admin@example.com', password: 'admin-password-1' },
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita' },
  }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const db = () => app.database.db;
const newTool = (fields: Parameters<typeof buildTool>[1] = {}) =>
  buildTool(db(), { owner: { id: ownerId }, priceCents: 1500, ...fields });

const MESSAGE = 'id conversationId bookingId body clientId sender { id firstName }';
const ASK = `mutation($t: ID!, $body: String!, $c: String) { askOwner(toolId: $t, body: $body, clientId: $c) { ${MESSAGE} } }`;
const REPLY = `mutation($id: ID!, $body: String!) { sendMessage(conversationId: $id, body: $body) { ${MESSAGE} } }`;
const INBOX = `query($role: ConversationRole) { inbox(role: $role) { total items {
  id tool { id name } renter { id firstName } owner { id firstName } bookingId bookingCode
  lastMessage { body senderId } unread } } }`;
const THREAD = 'query($id: ID!) { conversation(conversationId: $id) { total items { body sender { firstName } } } }';
const UNREAD = 'query { unreadMessages { asRenter asOwner inquiries } }';

interface Sent {
  askOwner: { id: string; conversationId: string; bookingId: string | null };
}

describe('questions before booking', () => {
  it('reach the owner live, in their inbox and unread counts; the owner answers in the same conversation', async () => {
    const tool = await newTool({ name: 'Orbital sander' });
    const ws = wsClient(app, owner.token);
    const asked = await renter.gql<Sent>(ASK, { t: tool.id, body: 'Does it come with sanding discs?' });
    expect(asked.errors).toBeUndefined();
    const { conversationId, bookingId } = asked.data!.askOwner;
    expect(bookingId).toBeNull();

    const sub = listen(ws, 'subscription($id: ID) { messageAdded(conversationId: $id) { body } }', {
      id: conversationId,
    });
    await new Promise((r) => setTimeout(r, 300));
    // A second question goes to the same conversation, and the owner's open page hears it.
    const again = await renter.gql<Sent>(ASK, { t: tool.id, body: 'And a dust bag?', c: 'client-ask-0001' });
    expect(again.data!.askOwner.conversationId).toBe(conversationId);
    await waitUntil(() => sub.events.length === 1, 5000, 'the question on the owner side');
    expect(sub.events[0].data.messageAdded.body).toBe('And a dust bag?');
    // The same client id again is the message already stored.
    const retried = await renter.gql<Sent>(ASK, { t: tool.id, body: 'And a dust bag?', c: 'client-ask-0001' });
    expect(retried.data!.askOwner.id).toBe(again.data!.askOwner.id);
    sub.stop();
    await ws.dispose();

    expect((await owner.gql(UNREAD)).data.unreadMessages).toMatchObject({ inquiries: 2, asOwner: 0 });
    const inbox = await owner.gql(INBOX, { role: 'OWNER' });
    const entry = inbox.data.inbox.items.find((c: { id: string }) => c.id === conversationId);
    expect(entry).toMatchObject({
      tool: { id: tool.id, name: 'Orbital sander' },
      renter: { id: renterId, firstName: 'Rita' },
      owner: { id: ownerId, firstName: 'Olu' },
      bookingId: null,
      bookingCode: null,
      lastMessage: { body: 'And a dust bag?', senderId: renterId },
      unread: 2,
    });
    // The renter's side lists it too; it is not the owner's "as renter".
    expect((await renter.gql(INBOX, { role: 'RENTER' })).data.inbox.items.map((c: { id: string }) => c.id)).toContain(
      conversationId,
    );
    expect((await owner.gql(INBOX, { role: 'RENTER' })).data.inbox.items).toEqual([]);

    const answer = await owner.gql(REPLY, { id: conversationId, body: 'Yes, ten of each grit.' });
    expect(answer.errors).toBeUndefined();
    await owner.gql('mutation($id: ID) { markConversationRead(conversationId: $id) }', { id: conversationId });
    expect((await owner.gql(UNREAD)).data.unreadMessages.inquiries).toBe(0);
    expect((await renter.gql(UNREAD)).data.unreadMessages.inquiries).toBe(1);
    const thread = await renter.gql(THREAD, { id: conversationId });
    expect(thread.data.conversation.items.map((m: { body: string }) => m.body)).toEqual([
      'Does it come with sanding discs?',
      'And a dust bag?',
      'Yes, ten of each grit.',
    ]);
    const details = await renter.gql('query($id: ID!) { conversationDetails(id: $id) { id unread } }', {
      id: conversationId,
    });
    expect(details.data.conversationDetails).toEqual({ id: conversationId, unread: 1 });
  });

  it('are refused about your own tool, an unlisted tool, without text, and by name twice', async () => {
    const tool = await newTool();
    const own = await owner.gql(ASK, { t: tool.id, body: 'Hello?' });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const hidden = await newTool({ itemStatus: 'Unavailable' });
    expect((await renter.gql(ASK, { t: hidden.id, body: 'Hello?' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await renter.gql(ASK, { t: 'not-an-id', body: 'Hello?' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const empty = await renter.gql(ASK, { t: tool.id, body: '   ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'body', msg: 'Please write a message' }],
    });
    const signedOut = await app.client().gql(ASK, { t: tool.id, body: 'Hello?' });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const both = await renter.gql(
      'query($b: ID, $c: ID) { conversation(bookingId: $b, conversationId: $c) { total } }',
      { b: tool.id, c: tool.id },
    );
    expect(both.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'conversationId' }],
    });
  });

  it('stay between their two people: a stranger sees nothing, an administrator reads without writing', async () => {
    const tool = await newTool();
    const { conversationId } = (await renter.gql<Sent>(ASK, { t: tool.id, body: 'Is it cordless?' })).data!.askOwner;
    expect((await stranger.gql(THREAD, { id: conversationId })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await stranger.gql(REPLY, { id: conversationId, body: 'Me too' })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    const details = await stranger.gql('query($id: ID!) { conversationDetails(id: $id) { id } }', {
      id: conversationId,
    });
    expect(details.data.conversationDetails).toBeNull();
    const ws = wsClient(app, stranger.token);
    const sub = listen(ws, 'subscription($id: ID) { messageAdded(conversationId: $id) { body } }', {
      id: conversationId,
    });
    await waitUntil(() => sub.closed, 5000, "the stranger's subscription to be refused");
    expect(JSON.stringify({ failure: sub.failure, events: sub.events })).toMatch(/NOT_FOUND/);
    expect(sub.events.filter((e) => e.data?.messageAdded)).toEqual([]);
    await ws.dispose();
    expect((await admin.gql(THREAD, { id: conversationId })).data.conversation.total).toBe(1);
    expect((await admin.gql(REPLY, { id: conversationId, body: 'Admin here' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("carry into the renter's booking of the tool once it is paid; a later question starts afresh", async () => {
    const tool = await newTool({ name: 'Tile cutter' });
    const { conversationId } = (await renter.gql<Sent>(ASK, { t: tool.id, body: 'Can I collect it on Saturday?' }))
      .data!.askOwner;
    await owner.gql(REPLY, { id: conversationId, body: 'Saturday morning works.' });

    const booking = await bookAndPay(renter, tool.id, bookingPeriod(30, 31));
    const conversation = await owner.gql(
      'query($b: ID!) { conversation(bookingId: $b) { items { conversationId bookingId body } } }',
      { b: booking.id },
    );
    expect(conversation.data.conversation.items).toEqual([
      { conversationId, bookingId: booking.id, body: 'Can I collect it on Saturday?' },
      { conversationId, bookingId: booking.id, body: 'Saturday morning works.' },
    ]);
    const inbox = await owner.gql(INBOX, { role: 'OWNER' });
    expect(inbox.data.inbox.items.find((c: { id: string }) => c.id === conversationId)).toMatchObject({
      bookingId: booking.id,
      bookingCode: booking.code,
    });
    // Written on the booking, it is the same conversation, read by either key.
    await renter.gql('mutation($b: ID!) { sendMessage(bookingId: $b, body: "See you then") { id } }', {
      b: booking.id,
    });
    expect((await owner.gql(THREAD, { id: conversationId })).data.conversation.total).toBe(3);

    const next = (await renter.gql<Sent>(ASK, { t: tool.id, body: 'Could I book it again next month?' })).data!
      .askOwner;
    expect(next.conversationId).not.toBe(conversationId);
    expect(next.bookingId).toBeNull();
  });

  it('carry into a request to book as soon as it is sent to the owner', async () => {
    const tool = await newTool({ bookingMode: 'request' });
    const { conversationId } = (await renter.gql<Sent>(ASK, { t: tool.id, body: 'Is it free that week?' })).data!
      .askOwner;
    const asked = await renter.gql(
      `mutation($input: AddToCartInput!) { requestBooking(input: $input) { id clientSecret bookings { id } } }`,
      { input: { toolId: tool.id, quantity: 1, ...bookingPeriod(40, 41) } },
    );
    const payment = asked.data!.requestBooking;
    // Not before the card is authorised: a request nobody paid for is not the owner's to answer.
    const before = await owner.gql('query($id: ID!) { conversationDetails(id: $id) { bookingId } }', {
      id: conversationId,
    });
    expect(before.data.conversationDetails.bookingId).toBeNull();
    await payCard(renter, payment.clientSecret);
    const confirmed = await renter.gql(
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { status } } }',
      {
        id: payment.id,
      },
    );
    expect(confirmed.data!.confirmPayment.bookings).toEqual([{ status: 'REQUESTED' }]);
    const details = await owner.gql('query($id: ID!) { conversationDetails(id: $id) { bookingId } }', {
      id: conversationId,
    });
    expect(details.data.conversationDetails.bookingId).toBe(payment.bookings[0].id);
  });

  it('e-mail an unanswered question with a link to the conversation', async () => {
    const tool = await newTool({ name: 'Pressure washer' });
    const { conversationId } = (await renter.gql<Sent>(ASK, { t: tool.id, body: 'What pressure does it reach?' })).data!
      .askOwner;
    expect(await app.services.messages.emailUnread(conversationId, ownerId)).toBe('sent');
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ownerEmail) && m.subject === 'New message about Pressure washer',
    );
    expect(mail.text).toContain('What pressure does it reach?');
    expect(mail.text).toContain(`/user/messages/${conversationId}`);
  });

  it('start at most 20 new conversations a day per person; questions in open ones go on', async () => {
    const asker = app.client();
    await signUpAndLogin(asker, { first_name: 'Busy' });
    const tools = await Promise.all(Array.from({ length: 21 }, () => newTool()));
    for (const tool of tools.slice(0, 20)) {
      const res = await asker.gql(ASK, { t: tool.id, body: 'Is it available?' });
      expect(res.errors).toBeUndefined();
    }
    const refused = await asker.gql(ASK, { t: tools[20]!.id, body: 'Is it available?' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const more = await asker.gql(ASK, { t: tools[0]!.id, body: 'One more thing' });
    expect(more.errors).toBeUndefined();
  });
});

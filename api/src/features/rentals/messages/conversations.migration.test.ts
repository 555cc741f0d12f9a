import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, rentalRowsBefore } from '../../../test/migrations.js';

/** A database as it was when every conversation was a booking's. */
let db: Awaited<ReturnType<typeof databaseBefore>>;
let pglite: Awaited<ReturnType<typeof databaseBefore>>['pglite'];

beforeAll(async () => {
  db = await databaseBefore('0034_conversations');
  pglite = db.pglite;
}, 60_000);
afterAll(async () => {
  await db?.close();
});

describe('the migration to conversations of their own', () => {
  it("keeps each booking's messages, replies and read marks in a conversation of that booking", async () => {
    const { owner, renter, toolId, booking: bookingOf } = await rentalRowsBefore(pglite);
    const booking = (code: string) => bookingOf(code, 'confirmed');
    const talked = await booking('LT000001');
    await booking('LT000002');
    const [question] = (
      await pglite.query<{ id: string }>(
        `insert into booking_messages (booking_id, sender_id, body, client_id, created_at)
         values ($1, $2, 'Is 9 fine?', 'client-0001', '2026-12-01T10:00Z') returning id`,
        [talked, renter],
      )
    ).rows;
    await pglite.query(
      `insert into booking_messages (booking_id, sender_id, parent_id, body, created_at)
       values ($1, $2, $3, 'Yes', '2026-12-01T11:00Z')`,
      [talked, owner, question!.id],
    );
    await pglite.query(
      `insert into conversation_states (booking_id, user_id, last_read_at, last_emailed_at)
       values ($1, $2, '2026-12-01T10:30Z', '2026-12-01T10:05Z')`,
      [talked, owner],
    );

    await db.migrateRest();

    const conversations = await pglite.query<Record<string, unknown>>(
      'select id, tool_id, renter_id, owner_id, booking_id, last_message_at from conversations',
    );
    expect(conversations.rows).toEqual([
      {
        id: expect.any(String),
        tool_id: toolId,
        renter_id: renter,
        owner_id: owner,
        booking_id: talked,
        last_message_at: new Date('2026-12-01T11:00Z'),
      },
    ]);
    const conversationId = conversations.rows[0]!.id;
    const messages = await pglite.query<Record<string, unknown>>(
      'select id, conversation_id, sender_id, parent_id, body, client_id from messages order by created_at',
    );
    expect(messages.rows).toEqual([
      {
        id: question!.id,
        conversation_id: conversationId,
        sender_id: renter,
        parent_id: null,
        body: 'Is 9 fine?',
        client_id: 'client-0001',
      },
      {
        id: expect.any(String),
        conversation_id: conversationId,
        sender_id: owner,
        parent_id: question!.id,
        body: 'Yes',
        client_id: null,
      },
    ]);
    const reads = await pglite.query(
      'select conversation_id, user_id, last_read_at, last_emailed_at from conversation_reads',
    );
    expect(reads.rows).toEqual([
      {
        conversation_id: conversationId,
        user_id: owner,
        last_read_at: new Date('2026-12-01T10:30Z'),
        last_emailed_at: new Date('2026-12-01T10:05Z'),
      },
    ]);
    const gone = await pglite.query(
      `select table_name from information_schema.tables where table_name in ('booking_messages', 'conversation_states')`,
    );
    expect(gone.rows).toEqual([]);
  });
});

import { bookAndPay, bookingPeriod, buildTool, dayFromNow, payCard } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { outcomeOf, type Person } from './support.js';

/** What the extension probes need of the authorization suite's world. */
interface World {
  app: TestApp;
  owner: Person;
  renter: Person;
}
type Call = (as: HttpClient, w: World) => Promise<string>;
interface Entry {
  stranger: string;
  anonymous?: string;
  rightful: 'owner' | 'admin' | 'renter';
  call: Call;
}

const UNTIL = { endDate: dayFromNow(44), endTime: '09:00' };

/** A paid booking of a fresh tool of the owner's, by the renter (days 40 to 42). */
async function paidBooking(w: World): Promise<string> {
  const tool = await buildTool(w.app.database.db, { owner: { id: w.owner.user.id } });
  return (await bookAndPay(w.renter.client, tool.id, bookingPeriod(40, 42))).id;
}

/** A request to extend such a booking to day 44, the renter's card authorised (fresh per probe: answers are once only). */
async function askedExtension(w: World): Promise<string> {
  const bookingId = await paidBooking(w);
  const asked = await w.renter.client.gql<{ requestExtension: { id: string; clientSecret: string } }>(
    'mutation($id: ID!, $input: ExtensionInput!) { requestExtension(bookingId: $id, input: $input) { id clientSecret } }',
    { id: bookingId, input: UNTIL },
  );
  if (!asked.data) throw new Error(`requestExtension failed: ${JSON.stringify(asked.errors)}`);
  await payCard(w.renter.client, asked.data.requestExtension.clientSecret);
  return asked.data.requestExtension.id;
}

/** The extension operations that take an id, for the registry of tests/security/authorization.test.ts. */
export function extensionProbes(): Record<string, Entry> {
  const onBooking =
    (query: string): Call =>
    async (as, w) =>
      outcomeOf(await as.gql(query, { id: await paidBooking(w), input: UNTIL }));
  const onExtension =
    (query: string): Call =>
    async (as, w) =>
      outcomeOf(await as.gql(query, { id: await askedExtension(w) }));
  return {
    'Query.bookingExtensions': {
      stranger: 'NOT_FOUND',
      rightful: 'owner',
      call: onBooking('query($id: ID!) { bookingExtensions(bookingId: $id) { id } }'),
    },
    'Query.extensionQuote': {
      stranger: 'NOT_FOUND',
      rightful: 'renter',
      call: onBooking(
        'query($id: ID!, $input: ExtensionInput!) { extensionQuote(bookingId: $id, input: $input) { billedLength } }',
      ),
    },
    'Mutation.requestExtension': {
      stranger: 'NOT_FOUND',
      rightful: 'renter',
      call: onBooking(
        'mutation($id: ID!, $input: ExtensionInput!) { requestExtension(bookingId: $id, input: $input) { status } }',
      ),
    },
    'Mutation.confirmExtension': {
      stranger: 'NOT_FOUND',
      rightful: 'renter',
      call: onExtension('mutation($id: ID!) { confirmExtension(id: $id) { status } }'),
    },
    'Mutation.acceptExtension': {
      stranger: 'NOT_FOUND',
      rightful: 'owner',
      call: onExtension('mutation($id: ID!) { acceptExtension(id: $id) { status } }'),
    },
    'Mutation.declineExtension': {
      stranger: 'NOT_FOUND',
      rightful: 'owner',
      call: onExtension('mutation($id: ID!) { declineExtension(id: $id, reason: "Away") { status } }'),
    },
    'Mutation.withdrawExtension': {
      stranger: 'NOT_FOUND',
      rightful: 'renter',
      call: onExtension('mutation($id: ID!) { withdrawExtension(id: $id) { status } }'),
    },
  };
}

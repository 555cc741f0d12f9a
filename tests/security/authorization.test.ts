// Every query, mutation, subscription and REST route that names an object
// checks who may see or change it. The operations and routes are not listed by hand: they are read
// from the schema and from the Express router, and each one must appear in REGISTRY below with how
// a stranger (another signed-in user who is not an administrator) is refused, or why it is public.
//
// Adding an operation that takes an id (or an input holding one), or a route with a `:param`?
// Register it here: the first test fails and names it until you do.
import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  GraphQLID,
  isInputObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { webhookDeliveries, webhookEndpoints } from '../../api/src/features/webhooks/webhook.table.js';
import { createAppPubSub } from '../../api/src/graphql/pubsub.js';
import { buildAppSchema } from '../../api/src/graphql/schema.js';
import {
  bookAndPay,
  bookingPeriod,
  buildBooking,
  dayFromNow,
  registrationOf,
  tinyPng,
  uniqueEmail,
} from '../../api/src/test/factories.js';
import { HttpClient, type TestApp } from '../../api/src/test/test-app.js';
import { disputeProbes } from './dispute-probes.js';
import { pendingBankPayout, PROBE_SESSION, probeRegistrationType } from './fixtures.js';
import { recordProbes } from './record-probes.js';
import { extensionProbes } from './extension-probes.js';
import { requestProbes } from './request-probes.js';
import { newUser, outcomeOf, overWebSocket, signInAdmin, startSecurityApp, wsClient, type Person } from './support.js';

/** The objects the probes aim at: all owned by `owner`, or by nobody but the administrators. */
interface World {
  app: TestApp;
  admin: HttpClient;
  owner: Person;
  stranger: Person;
  anonymous: HttpClient;
  listedToolId: string;
  unlistedToolId: string;
  /** A listed tool nobody booked: the owner's deletion probe removes it. */
  deletableToolId: string;
  categoryId: string;
  /** A category no tool is filed under: the administrator's deletion probe removes it. */
  unusedCategoryId: string;
  /** Programme sessions and exhibitors made by the administrator; the deletion probes remove the second ones. */
  sessionId: string;
  deletableSessionId: string;
  exhibitorId: string;
  deletableExhibitorId: string;
  /** Registration types made by the administrator; the deletion probe removes the second one. */
  registrationTypeId: string;
  accessCodeId: string;
  deletableRegistrationTypeId: string;
  participantId: string;
  participantCode: string;
  sponsorId: string;
  campaignId: string;
  outboxId: string;
  /** Books the owner's listed tool: the other party of the marketplace objects below. */
  renter: Person;
  bookingId: string;
  /** The renter's pickup code of bookingId, which its owner types to confirm the pickup. */
  pickupCode: string;
  paymentId: string;
  /** Another paid booking of the renter, still ahead (for the cancellation). */
  laterBookingId: string;
  ownerCancelBookingId: string;
  /** Returned bookings of the renter (reviews: one through GraphQL, one through REST). */
  returnedBookingId: string;
  returnedBookingId2: string;
  messageId: string;
  cartLineId: string;
  renterNotificationId: string;
}

type Who = 'owner' | 'admin' | 'renter';
/** 'OK', a GraphQL error code, or 'HTTP <status>' for REST. */
type Outcome = string;
type Call = (as: HttpClient, w: World) => Promise<Outcome>;

type Entry =
  | {
      /** What the stranger gets; anonymous callers get `anonymous` (UNAUTHENTICATED unless said). */
      stranger: Outcome;
      anonymous?: Outcome;
      /** Who may do it: the same call succeeds for them, so the refusals are about who asks. */
      rightful: Who;
      call: Call;
    }
  | { public: string };

const gql =
  (query: string, variables: (w: World) => Record<string, unknown> = () => ({})): Call =>
  async (as, w) =>
    outcomeOf(await as.gql(query, variables(w)));

const rest =
  (method: string, path: (w: World) => string, body?: (w: World) => Record<string, string>): Call =>
  async (as, w) => {
    const res = body ? await as.form(method, path(w), body(w)) : await as.json(method, path(w));
    return res.status < 300 ? 'OK' : `HTTP ${res.status}`;
  };

/** A REST call with a JSON body (the booking, messaging and review routes read JSON). */
const restJson =
  (method: string, path: (w: World) => string, body: (w: World) => Record<string, unknown> = () => ({})): Call =>
  async (as, w) => {
    const res = await as.json(method, path(w), method === 'GET' ? undefined : body(w));
    return res.status < 300 ? 'OK' : `HTTP ${res.status}`;
  };

const byId = (key: keyof World) => (w: World) => ({ id: w[key] as string });

/** Days far ahead, one per call: each blocking probe takes a day no other block has. */
let blockDay = 200;
const nextBlockDay = () => (blockDay += 1);

/** A block of the owner's listed tool (a fresh one per probe: removing it is final). */
async function ownersBlock(w: World): Promise<string> {
  const res = await w.owner.client.gql<{ blockTool: { id: string } }>(
    'mutation($input: BlockToolInput!) { blockTool(input: $input) { id } }',
    { input: { toolId: w.listedToolId, startDate: dayFromNow(nextBlockDay()) } },
  );
  return res.data!.blockTool.id;
}

/** A personal API token of the owner (a fresh one per probe: revoking it is final). */
async function ownersApiToken(w: World): Promise<string> {
  const res = await w.owner.client.gql<{ createApiToken: { apiToken: { id: string } } }>(
    'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { apiToken { id } } }',
    { input: { name: 'Probe', scopes: ['READ'], expiresInDays: 7 } },
  );
  return res.data!.createApiToken.apiToken.id;
}

/** The renter's question about the owner's listed tool (their open one: asking again reuses it). */
async function rentersQuestion(w: World): Promise<string> {
  const res = await w.renter.client.gql<{ askOwner: { conversationId: string } }>(
    'mutation($id: ID!) { askOwner(toolId: $id, body: "Is it free?") { conversationId } }',
    { id: w.listedToolId },
  );
  return res.data!.askOwner.conversationId;
}

/** A saved search of the owner (a fresh one per probe). */
async function ownersSearch(w: World): Promise<string> {
  const res = await w.owner.client.gql<{ saveSearch: { id: string } }>(
    'mutation($f: ToolBrowseInput!) { saveSearch(filter: $f) { id } }',
    { f: { search: `probe ${randomUUID()}` } },
  );
  return res.data!.saveSearch.id;
}

/** A bank payout of the owner waiting in the payout queue (a fresh one per probe: settling it is final). */
const ownersPendingPayout = (w: World) => pendingBankPayout(w.app, w.owner.user.id);

/** A webhook endpoint (a fresh one per probe: deleting it is final), and a delivery to it that failed. */
async function probeWebhook(w: World): Promise<{ endpointId: string; deliveryId: string }> {
  const { db } = w.app.database;
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({ url: 'https://hooks.example.com/probe', events: ['payout.paid'], secret: 'whsec_probe' })
    .returning({ id: webhookEndpoints.id });
  const payload = { id: 'evt_probe', type: 'webhook.test', created: 0, data: { object: {} } };
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint!.id, eventType: payload.type, eventId: payload.id, payload, status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return { endpointId: endpoint!.id, deliveryId: delivery!.id };
}
const onProbeEndpoint =
  (query: string): Call =>
  async (as, w) =>
    outcomeOf(await as.gql(query, { id: (await probeWebhook(w)).endpointId }));

const REGISTRY: Record<string, Entry> = {
  // --- GraphQL queries
  'Query.user': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('query($id: ID!) { user(id: $id) { id } }', (w) => ({ id: w.owner.user.id })),
  },
  'Query.userByEmail': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('query($e: String!) { userByEmail(email: $e) { id } }', (w) => ({ e: w.owner.email })),
  },
  'Query.tool': {
    // A listed tool is public (the tool page); an unlisted one exists only for its owner and admins.
    stranger: 'NOT_FOUND',
    anonymous: 'NOT_FOUND',
    rightful: 'owner',
    call: gql('query($id: ID!) { tool(id: $id) { id } }', (w) => ({ id: w.unlistedToolId })),
  },
  'Query.tools': { public: 'the marketplace: only listed tools; categoryId filters them' },
  'Query.toolsConnection': { public: 'the marketplace as a connection: only listed tools; categoryId filters them' },
  'Query.rentalCategory': { public: 'categories are the public marketplace taxonomy' },
  'Query.sponsorshipPackage': { public: 'packages and their prices are published on the site' },
  'Query.adminParticipant': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminParticipant(id: $id) { id } }', (w) => ({ id: w.participantId })),
  },
  'Query.adminSponsor': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminSponsor(id: $id) { id } }', (w) => ({ id: w.sponsorId })),
  },
  'Query.adminSponsors': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('{ adminSponsors(packageId: "gold") { total } }'),
  },
  'Query.adminSponsorsConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('{ adminSponsorsConnection(packageId: "gold") { totalCount } }'),
  },
  'Mutation.setSponsorshipPackagePrice': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation { setSponsorshipPackagePrice(id: "silver", priceCents: 2500000) { id } }'),
  },
  'Query.adminOutboxMessage': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminOutboxMessage(id: $id) { id } }', (w) => ({ id: w.outboxId })),
  },
  'Query.mailCampaign': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { mailCampaign(id: $id) { sent } }', (w) => ({ id: w.campaignId })),
  },

  // --- GraphQL mutations
  'Mutation.updateAccount': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { updateAccount(id: $id, input: { city: "Owned" }) { id } }', (w) => ({
      id: w.owner.user.id,
    })),
  },
  'Mutation.updateTool': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { updateTool(id: $id, input: { description: "Mine" }) { id } }', (w) => ({
      id: w.listedToolId,
    })),
  },
  'Mutation.setToolStatus': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', (w) => ({
      id: w.unlistedToolId,
    })),
  },
  'Mutation.deleteTool': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { deleteTool(id: $id) }', byId('deletableToolId')),
  },
  'Mutation.createTool': { public: 'any signed-in user lists under their own account; categoryId is public' },
  'Mutation.updateRentalCategory': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { updateRentalCategory(id: $id, name: "Renamed") { id } }', (w) => ({
      id: w.categoryId,
    })),
  },
  'Mutation.deleteRentalCategory': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { deleteRentalCategory(id: $id) }', byId('unusedCategoryId')),
  },
  'Query.programmeSession': { public: 'the programme is published on the site' },
  'Query.registrationType': {
    public: 'a registration type is what the form shows (a hidden one by its invitation link): no person in it',
  },
  'Query.exhibitor': { public: 'an exhibitor record holds only what the public directory shows' },
  'Mutation.updateProgrammeSession': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql(
      'mutation($id: ID!, $input: ProgrammeSessionInput!) { updateProgrammeSession(id: $id, input: $input) { id } }',
      (w) => ({ id: w.sessionId, input: PROBE_SESSION }),
    ),
  },
  'Mutation.deleteProgrammeSession': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { deleteProgrammeSession(id: $id) }', byId('deletableSessionId')),
  },
  'Mutation.updateRegistrationType': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql(
      'mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { id } }',
      (w) => ({ id: w.registrationTypeId, input: probeRegistrationType() }),
    ),
  },
  'Mutation.deleteRegistrationType': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { deleteRegistrationType(id: $id) }', byId('deletableRegistrationTypeId')),
  },
  'Mutation.createAccessCode': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql(
      'mutation($id: ID!) { createAccessCode(input: { typeId: $id, places: 2 }) { id } }',
      byId('registrationTypeId'),
    ),
  },
  'Mutation.updateAccessCode': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { updateAccessCode(id: $id, input: { places: 3 }) { id } }', byId('accessCodeId')),
  },
  'Mutation.revokeAccessCode': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { revokeAccessCode(id: $id) { id } }', byId('accessCodeId')),
  },
  'Query.adminAccessCode': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminAccessCode(id: $id) { code } }', byId('accessCodeId')),
  },
  'Query.adminAccessCodeUses': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminAccessCodeUses(codeId: $id) { firstName } }', byId('accessCodeId')),
  },
  'Mutation.bookSessionSeat': {
    public: 'authorised by the registration’s private link alone (its token); sessionId names a published session',
  },
  'Mutation.giveUpSessionSeat': {
    public: 'authorised by the registration’s private link alone (its token); sessionId names a published session',
  },
  'Query.adminSessionSeats': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminSessionSeats(sessionId: $id) { total } }', byId('sessionId')),
  },
  'Query.adminSessionSeatsConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminSessionSeatsConnection(sessionId: $id) { totalCount } }', byId('sessionId')),
  },
  'Query.adminWaitlist': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminWaitlist(typeId: $id) { total } }', byId('registrationTypeId')),
  },
  'Query.adminWaitlistConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID!) { adminWaitlistConnection(typeId: $id) { totalCount } }', byId('registrationTypeId')),
  },
  'Mutation.createExhibitor': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation { createExhibitor(input: { company: "Probe exhibitor", sponsorId: null }) { id } }'),
  },
  'Mutation.updateExhibitor': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql(
      'mutation($id: ID!) { updateExhibitor(id: $id, input: { company: "Renamed" }) { id } }',
      byId('exhibitorId'),
    ),
  },
  'Mutation.deleteExhibitor': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { deleteExhibitor(id: $id) }', byId('deletableExhibitorId')),
  },
  'Mutation.reviewSponsor': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }', (w) => ({
      id: w.sponsorId,
    })),
  },
  'Mutation.checkInParticipant': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($code: String!) { checkInParticipant(idOrCode: $code) { id } }', (w) => ({
      code: w.participantCode,
    })),
  },
  'Mutation.undoCheckIn': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    // Checked in first by the same caller, so the admin's undo has a check-in to take back.
    call: async (as, w) => {
      await as.gql('mutation($id: String!) { checkInParticipant(idOrCode: $id) { id } }', { id: w.participantId });
      return outcomeOf(await as.gql('mutation($id: ID!) { undoCheckIn(id: $id) { id } }', { id: w.participantId }));
    },
  },
  'Mutation.syncCheckIns': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql(
      'mutation($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) { syncCheckIns(desk: $desk, scans: $scans) { results { outcome } } }',
      (w) => ({
        desk: { id: randomUUID(), name: 'Probe desk', entrance: 'Probe gate', day: '2026-12-10' },
        scans: [{ id: randomUUID(), code: w.participantCode, scannedAt: new Date().toISOString() }],
      }),
    ),
  },
  'Mutation.undoCheckInScan': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    // A scan that checked nobody in (an unknown code): past the policy, the rightful caller is told CONFLICT.
    call: async (as) => {
      const scan = { id: randomUUID(), code: 'AIB26-PROBE0', scannedAt: new Date().toISOString() };
      await as.gql(
        'mutation($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) { syncCheckIns(desk: $desk, scans: $scans) { results { outcome } } }',
        { desk: { id: randomUUID(), name: 'Probe desk', entrance: 'Probe gate', day: '2026-12-10' }, scans: [scan] },
      );
      const outcome = outcomeOf(
        await as.gql('mutation($id: ID!) { undoCheckInScan(id: $id) { id } }', { id: scan.id }),
      );
      return outcome === 'CONFLICT' ? 'OK' : outcome;
    },
  },
  'Query.checkInGuestList': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($s: ID) { checkInGuestList(day: "2026-12-10", sessionId: $s, first: 1) { endCursor } }', () => ({
      s: null,
    })),
  },
  'Mutation.retryGroupMailFailures': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('mutation($id: ID!) { retryGroupMailFailures(id: $id) }', (w) => ({ id: w.campaignId })),
  },
  'Mutation.resendOutboxMessage': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    // On an e-mail stored (no SMTP server) for the probe: the administrator's call queues a copy of it.
    call: async (as, w) => {
      const [message] = await w.app.database.db
        .insert(emailOutbox)
        .values({
          toAddress: uniqueEmail('probe'),
          subject: 'Probe',
          text: 'Hi',
          html: '<p>Hi</p>',
          template: 'probe',
          status: 'stored',
        })
        .returning({ id: emailOutbox.id });
      return outcomeOf(await as.gql('mutation($id: ID!) { resendOutboxMessage(id: $id) { id } }', { id: message!.id }));
    },
  },
  // --- webhooks (administrators only)
  'Query.webhookEndpoint': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('query($id: ID!) { webhookEndpoint(id: $id) { id } }'),
  },
  'Query.webhookDeliveries': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('query($id: ID!) { webhookDeliveries(endpointId: $id) { total } }'),
  },
  'Query.webhookDeliveriesConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('query($id: ID!) { webhookDeliveriesConnection(endpointId: $id) { totalCount } }'),
  },
  'Mutation.updateWebhookEndpoint': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint(
      'mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { description: "Probe" }) { id } }',
    ),
  },
  'Mutation.deleteWebhookEndpoint': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }'),
  },
  'Mutation.revealWebhookSecret': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('mutation($id: ID!) { revealWebhookSecret(id: $id) }'),
  },
  'Mutation.rotateWebhookSecret': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('mutation($id: ID!) { rotateWebhookSecret(id: $id) }'),
  },
  'Mutation.sendTestWebhook': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: onProbeEndpoint('mutation($id: ID!) { sendTestWebhook(endpointId: $id) { id } }'),
  },
  'Mutation.resendWebhookDelivery': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: async (as, w) =>
      outcomeOf(
        await as.gql('mutation($id: ID!) { resendWebhookDelivery(id: $id) { id } }', {
          id: (await probeWebhook(w)).deliveryId,
        }),
      ),
  },
  // --- bookings, payments, messages, reviews, notifications
  'Query.booking': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('query($id: ID!) { booking(id: $id) { id } }', byId('bookingId')),
  },
  'Mutation.addConditionPhotos': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: async (as, w) =>
      outcomeOf(
        await as.gqlUpload(
          'mutation($id: ID!, $images: [Upload!]!) { addConditionPhotos(bookingId: $id, stage: PICKUP, images: $images) { id } }',
          { id: w.bookingId, images: [null] },
          { 'images.0': { data: tinyPng(), name: 'pickup.png', type: 'image/png' } },
        ),
      ),
  },
  'Query.adminBookings': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID) { adminBookings(toolId: $id) { total } }', byId('listedToolId')),
  },
  'Query.adminBookingsConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: gql('query($id: ID) { adminBookingsConnection(toolId: $id) { totalCount } }', byId('listedToolId')),
  },
  'Query.bookingQuote': { public: 'what a period of a listed tool costs and how many units are free; no names' },
  'Query.bookingSettings': {
    // A listed tool's zone is public (the tool page); an unlisted tool is shown to its owner only.
    stranger: 'NOT_FOUND',
    anonymous: 'NOT_FOUND',
    rightful: 'owner',
    call: gql('query($id: ID) { bookingSettings(toolId: $id) { timeZone } }', (w) => ({ id: w.unlistedToolId })),
  },
  'Query.toolCalendar': {
    // Booked periods of a listed tool are public (the tool page); an unlisted tool has none to show.
    stranger: 'NOT_FOUND',
    anonymous: 'NOT_FOUND',
    rightful: 'owner',
    call: gql(
      'query($id: ID!, $from: DateTimeISO!, $to: DateTimeISO!) { toolCalendar(toolId: $id, from: $from, to: $to) { units } }',
      (w) => ({
        id: w.unlistedToolId,
        from: new Date().toISOString(),
        to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      }),
    ),
  },
  'Query.toolReviews': { public: "a tool's published reviews, with the reviewers' first names" },
  'Query.toolReviewsConnection': {
    public: "a tool's published reviews as a connection, with the reviewers' first names",
  },
  'Query.bookingReview': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('query($id: ID!) { bookingReview(bookingId: $id) { canReview } }', byId('returnedBookingId')),
  },
  'Query.conversation': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('query($id: ID!) { conversation(bookingId: $id) { items { id } } }', byId('bookingId')),
  },
  'Query.conversationConnection': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql(
      'query($id: ID!) { conversationConnection(bookingId: $id) { edges { node { id } } } }',
      byId('bookingId'),
    ),
  },
  'Query.payment': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('query($id: ID!) { payment(id: $id) { status } }', byId('paymentId')),
  },
  'Mutation.markPayoutPaid': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: async (as, w) =>
      outcomeOf(
        await as.gql('mutation($id: ID!) { markPayoutPaid(payoutId: $id, reference: "FT1") { status } }', {
          id: await ownersPendingPayout(w),
        }),
      ),
  },
  'Mutation.markPayoutFailed': {
    stranger: 'FORBIDDEN',
    rightful: 'admin',
    call: async (as, w) =>
      outcomeOf(
        await as.gql('mutation($id: ID!) { markPayoutFailed(payoutId: $id, reason: "Account closed") { status } }', {
          id: await ownersPendingPayout(w),
        }),
      ),
  },
  'Mutation.addToCart': { public: 'any signed-in user books for themself; toolId names a listed tool' },
  'Query.toolBlocks': {
    // A listed tool is public, its blocks (with the owner's notes) are not.
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('query($id: ID!) { toolBlocks(toolId: $id) { id } }', byId('listedToolId')),
  },
  'Mutation.blockTool': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: async (as, w) =>
      outcomeOf(
        await as.gql('mutation($input: BlockToolInput!) { blockTool(input: $input) { id } }', {
          input: { toolId: w.listedToolId, startDate: dayFromNow(nextBlockDay()) },
        }),
      ),
  },
  'Mutation.unblockTool': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: async (as, w) =>
      outcomeOf(await as.gql('mutation($id: ID!) { unblockTool(id: $id) }', { id: await ownersBlock(w) })),
  },
  'Mutation.revokeApiToken': {
    // Someone else's token is not theirs to know of.
    stranger: 'NOT_FOUND',
    rightful: 'owner',
    call: async (as, w) =>
      outcomeOf(await as.gql('mutation($id: ID!) { revokeApiToken(id: $id) { id } }', { id: await ownersApiToken(w) })),
  },
  'Mutation.saveTool': {
    // Saving needs a tool the viewer may see: an unlisted one is its owner's alone.
    stranger: 'NOT_FOUND',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { saveTool(toolId: $id, saved: true) { id } }', byId('unlistedToolId')),
  },
  'Mutation.saveSearch': { public: 'any signed-in user saves their own search; categoryId names a public category' },
  'Mutation.deleteSavedSearch': {
    stranger: 'NOT_FOUND',
    rightful: 'owner',
    call: async (as, w) =>
      outcomeOf(await as.gql('mutation($id: ID!) { deleteSavedSearch(id: $id) }', { id: await ownersSearch(w) })),
  },
  'Query.ownerProfile': { public: "an owner's public profile: only accounts with a listed tool have one" },
  'Mutation.askOwner': {
    public: 'any signed-in user asks about a listed tool, not their own (FORBIDDEN); an unlisted one is NOT_FOUND',
  },
  'Query.renterProfile': {
    // The renter's own profile; to anyone they never booked or asked, it does not exist.
    stranger: 'NOT_FOUND',
    rightful: 'renter',
    call: async (as, w) =>
      outcomeOf(await as.gql('query($id: ID!) { renterProfile(id: $id) { id } }', { id: w.renter.user.id })),
  },
  'Query.conversationDetails': {
    // A lookup by id: null to whoever may not see it, as if there were none.
    stranger: 'NOT_FOUND',
    rightful: 'renter',
    call: async (as, w) => {
      const res = await as.gql('query($id: ID!) { conversationDetails(id: $id) { id } }', {
        id: await rentersQuestion(w),
      });
      return res.errors?.length ? outcomeOf(res) : res.data?.conversationDetails ? 'OK' : 'NOT_FOUND';
    },
  },
  'Mutation.removeFromCart': {
    stranger: 'NOT_FOUND',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { removeFromCart(lineId: $id) { totalQuantity } }', byId('cartLineId')),
  },
  'Mutation.confirmPickup': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }', (w) => ({
      id: w.bookingId,
      code: w.pickupCode,
    })),
  },
  'Mutation.confirmReturn': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', byId('bookingId')),
  },
  ...disputeProbes(),
  ...requestProbes(),
  ...extensionProbes(),
  ...recordProbes(),
  'Mutation.requestBooking': { public: 'any signed-in user requests for themself; toolId names a listed tool' },
  'Mutation.cancelBooking': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', byId('laterBookingId')),
  },
  'Mutation.cancelBookingAsOwner': {
    stranger: 'FORBIDDEN',
    rightful: 'owner',
    call: gql(
      'mutation($id: ID!) { cancelBookingAsOwner(bookingId: $id, reason: "The tool is broken") { status } }',
      byId('ownerCancelBookingId'),
    ),
  },
  'Mutation.confirmPayment': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status } }', byId('paymentId')),
  },
  // On a paid payment both answer it as it is: resuming and releasing are the renter's alone.
  'Mutation.resumePayment': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { resumePayment(paymentId: $id) { status } }', byId('paymentId')),
  },
  'Mutation.releaseHold': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { releaseHold(paymentId: $id) { status } }', byId('paymentId')),
  },
  'Mutation.sendMessage': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { sendMessage(bookingId: $id, body: "Probe") { id } }', byId('bookingId')),
  },
  'Mutation.markConversationRead': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { markConversationRead(bookingId: $id) }', byId('bookingId')),
  },
  'Mutation.markNotificationRead': {
    stranger: 'NOT_FOUND',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', byId('renterNotificationId')),
  },
  'Mutation.addReview': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { addReview(bookingId: $id, rating: 4) { id } }', byId('returnedBookingId')),
  },
  'Mutation.updateReview': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: gql('mutation($id: ID!) { updateReview(bookingId: $id, rating: 5) { id } }', byId('returnedBookingId')),
  },
  'Subscription.messageAdded': {
    stranger: 'FORBIDDEN',
    rightful: 'renter',
    call: async (as, w) => {
      const ws = wsClient(w.app, as.token);
      try {
        const first = overWebSocket(ws, 'subscription($id: ID!) { messageAdded(bookingId: $id) { id } }', {
          id: w.bookingId,
        });
        // Allowed listeners get the next message of the conversation; refused ones an error at once.
        const sent = new Promise((r) => setTimeout(r, 300)).then(() =>
          w.owner.client.gql('mutation($id: ID!) { sendMessage(bookingId: $id, body: "Ping") { id } }', {
            id: w.bookingId,
          }),
        );
        const result = await first;
        await sent;
        if (result.closed) return `CLOSED ${result.closed.code}`;
        return outcomeOf(result);
      } finally {
        await ws.dispose();
      }
    },
  },
  'Mutation.login': { public: 'signs the caller in; one answer for an unknown e-mail and a wrong password' },
  'Mutation.requestPasswordReset': { public: 'one answer whether or not the account exists; mails only its owner' },
  'Mutation.resendParticipantConfirmation': {
    public: 'one answer whether or not the e-mail is registered; mails only that address',
  },
  'Mutation.applyForSponsorship': { public: 'anyone may apply; packageId names a published package' },

  // --- REST routes (the old client's API and the rest) that have a parameter
  'GET /api/get-user-by-email/:email': {
    // The old client reads the text 'Unauthorized' as "signed out"; it gets that for others' e-mails too.
    stranger: 'HTTP 401',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: rest('GET', (w) => `/api/get-user-by-email/${encodeURIComponent(w.owner.email)}`),
  },
  'PUT /api/update-account/:userId': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: rest(
      'PUT',
      (w) => `/api/update-account/${w.owner.user.id}`,
      () => ({ city: 'Owned' }),
    ),
  },
  'GET /api/user/:userId/rentals/my-rentals': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: rest('GET', (w) => `/api/user/${w.owner.user.id}/rentals/my-rentals`),
  },
  'POST /api/user/:userId/add-rental': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: async (as, w) => {
      const res = await as.form(
        'POST',
        `/api/user/${w.owner.user.id}/add-rental`,
        { name: 'Probe', price: '3', categoryId: w.categoryId, country: 'Nigeria', city: 'Abuja' },
        { cover_image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
      );
      return res.status < 300 ? 'OK' : `HTTP ${res.status}`;
    },
  },
  'PUT /api/update-rental/:id': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: rest(
      'PUT',
      (w) => `/api/update-rental/${w.listedToolId}`,
      () => ({ description: 'Mine' }),
    ),
  },
  // A frame's request carries no bearer token: the page asks GraphQL for a pass naming its session. The
  // probe gives each caller a pass for their own session (strangers cannot get one; if they could, the
  // admin check behind it still refuses them) and none to anonymous callers.
  'GET /api/admin/mail-view/outbox/:id': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'admin',
    call: async (as, w) => {
      const session = as.token ? await w.app.services.sessions.resolveViewer(as.token) : undefined;
      const pass = session && 'viewer' in session ? w.app.services.mailViews.issue(session.viewer) : '';
      const res = await as.json('GET', `/api/admin/mail-view/outbox/${w.outboxId}?pass=${encodeURIComponent(pass)}`);
      return res.status < 300 ? 'OK' : `HTTP ${res.status}`;
    },
  },
  'GET /api/get-tool/:id': {
    stranger: 'HTTP 404',
    anonymous: 'HTTP 404',
    rightful: 'owner',
    call: rest('GET', (w) => `/api/get-tool/${w.unlistedToolId}`),
  },
  'PUT /api/update-rental-category/:id': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'admin',
    call: rest(
      'PUT',
      (w) => `/api/update-rental-category/${w.categoryId}`,
      () => ({ name: 'Renamed again' }),
    ),
  },
  'POST /api/user/:userId/add-rental-booking': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson(
      'POST',
      (w) => `/api/user/${w.renter.user.id}/add-rental-booking`,
      (w) => ({
        rental_id: w.listedToolId,
        start_date: dayFromNow(60),
        start_time: '9.00 AM',
        end_date: dayFromNow(61),
        end_time: '9.00 AM',
      }),
    ),
  },
  'GET /api/rentalBookings/:userId/my-bookings': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson('GET', (w) => `/api/rentalBookings/${w.renter.user.id}/my-bookings`),
  },
  'PUT /api/user/:userId/rentalBookings/update-booking/:bookingId': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: restJson(
      'PUT',
      (w) => `/api/user/${w.owner.user.id}/rentalBookings/update-booking/${w.bookingId}`,
      () => ({ returned_status: 'Returned', authorization: 'Authorized' }),
    ),
  },
  'POST /api/user/:ownerId/notifications/add-notification': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson(
      'POST',
      (w) => `/api/user/${w.owner.user.id}/notifications/add-notification`,
      () => ({ message: 'Your tool has just been booked' }),
    ),
  },
  'PUT /api/payment/confirm-payment/:paymentId': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson('PUT', (w) => `/api/payment/confirm-payment/${w.paymentId}`),
  },
  'POST /api/rentalBookings/:bookingId/send-message': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson(
      'POST',
      (w) => `/api/rentalBookings/${w.bookingId}/send-message`,
      () => ({ message: 'Probe' }),
    ),
  },
  'GET /api/bookings/:id/receipt.pdf': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson('GET', (w) => `/api/bookings/${w.bookingId}/receipt.pdf`),
  },
  'GET /api/messaging/:bookingId/my-messages': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson('GET', (w) => `/api/messaging/${w.bookingId}/my-messages`),
  },
  'POST /api/user/:userId/messaging/:messageId/send-reply': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'owner',
    call: restJson(
      'POST',
      (w) => `/api/user/${w.owner.user.id}/messaging/${w.messageId}/send-reply`,
      () => ({ message: 'Probe reply' }),
    ),
  },
  'GET /api/replies/:messageId/my-replies': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson('GET', (w) => `/api/replies/${w.messageId}/my-replies`),
  },
  'POST /api/user/:userId/reviews/add-review': {
    stranger: 'HTTP 403',
    anonymous: 'HTTP 401',
    rightful: 'renter',
    call: restJson(
      'POST',
      (w) => `/api/user/${w.renter.user.id}/reviews/add-review`,
      (w) => ({ rentalBooking_id: w.returnedBookingId2, rating: 4, comment: 'Probe' }),
    ),
  },
  'ALL /api/{*splat}': { public: 'answers 404 NOT_FOUND for API paths that do not exist' },
  'GET /uploads/:name': { public: 'uploaded pictures are public; their names are 128 random bits' },
  'GET /uploads/private/:name': {
    public:
      "condition photos: answered only with an unexpired HMAC signature of the name, which GraphQL gives only to the booking's parties and administrators (condition-photos.test.ts)",
  },
  'GET /sitemap-tools-:page.xml': { public: 'listed tools are public pages; the parameter is a page number' },
  'GET /tools/:slug': { public: "a listed tool's public page; one not listed (or not there) is a 404 for everyone" },
  'GET /{*splat}': { public: 'the web app shell (index.html) for client-side routes' },
};

// ---------------------------------------------------------------------------------------------------
// What exists: read from the schema and the router.

/**
 * Arguments that name an object: an ID anywhere in them, a lookup key (id, …Id, idOrCode, email), or
 * an input with an …Id field. (An e-mail inside an input is data being submitted, not a lookup.)
 */
const LOOKUP_ARGUMENT = /^(id|idOrCode|email)$|Id$/;
const REFERENCE_FIELD = /Id$/;

function namesAnObject(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named === GraphQLID) return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => REFERENCE_FIELD.test(f.name) || namesAnObject(f.type, seen));
}

async function operationsTakingIds(): Promise<string[]> {
  const schema = await buildAppSchema(createAppPubSub());
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
    (t): t is GraphQLObjectType => Boolean(t),
  );
  return roots.flatMap((root) =>
    Object.values(root.getFields())
      .filter((field: GraphQLField<unknown, unknown>) =>
        field.args.some((arg) => LOOKUP_ARGUMENT.test(arg.name) || namesAnObject(arg.type)),
      )
      .map((field) => `${root.name}.${field.name}`),
  );
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  rawPath?: string | string[];
  handle: { stack?: Layer[] };
}

/** Every route of the Express app whose path has a parameter, as "METHOD /full/path". */
function routesWithParameters(app: TestApp): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const path = prefix + layer.route.path;
        if (!/[:*]/.test(path)) continue;
        for (const method of Object.keys(layer.route.methods)) {
          found.push(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${path}`);
        }
      } else if (layer.handle.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app.httpApp as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return [...new Set(found)];
}

// ---------------------------------------------------------------------------------------------------

let w: World;

beforeAll(async () => {
  // A week: the main booking (in two days) can be picked up now, its pickup window being open.
  const app = await startSecurityApp({ PICKUP_OPENS_HOURS_BEFORE: '168' });
  const admin = await signInAdmin(app);
  const owner = await newUser(app);
  const stranger = await newUser(app);
  const categoryId = (await admin.gql('mutation { createRentalCategory(name: "Probes") { id } }')).data!
    .createRentalCategory.id as string;
  const listTool = async (name: string) =>
    (
      await owner.client.form(
        'POST',
        `/api/user/${owner.user.id}/add-rental`,
        { name, price: '9', categoryId, country: 'Nigeria', city: 'Abuja' },
        { cover_image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
      )
    ).body.rental.id as string;
  const listedToolId = await listTool('Listed tool');
  const unlistedToolId = await listTool('Unlisted tool');
  const deletableToolId = await listTool('Deletable tool');
  const unusedCategoryId = (await admin.gql('mutation { createRentalCategory(name: "Unused probes") { id } }')).data!
    .createRentalCategory.id as string;
  await owner.client.gql('mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { id } }', {
    id: unlistedToolId,
  });
  const newSession = async () =>
    (
      await admin.gql('mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }', {
        input: PROBE_SESSION,
      })
    ).data!.createProgrammeSession.id as string;
  const newExhibitor = async () =>
    (await admin.gql('mutation { createExhibitor(input: { company: "Probe Co" }) { id } }')).data!.createExhibitor
      .id as string;
  const newRegistrationType = async () =>
    (
      await admin.gql('mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id } }', {
        input: probeRegistrationType(),
      })
    ).data!.createRegistrationType.id as string;
  const [registrationTypeId, deletableRegistrationTypeId] = [await newRegistrationType(), await newRegistrationType()];
  const accessCodeId = (
    await admin.gql('mutation($id: ID!) { createAccessCode(input: { typeId: $id, places: 5 }) { id } }', {
      id: registrationTypeId,
    })
  ).data!.createAccessCode.id as string;
  const [sessionId, deletableSessionId, exhibitorId, deletableExhibitorId] = [
    await newSession(),
    await newSession(),
    await newExhibitor(),
    await newExhibitor(),
  ];
  const participantEmail = uniqueEmail('probe');
  await app.client().json('POST', '/api/register', {
    first_name: 'Probe',
    last_name: 'Participant',
    email: participantEmail,
    phone: '+234 803 000 1111',
    country: 'Nigeria',
  });
  const registration = await registrationOf(app.database.db, participantEmail);
  const sponsor = await app.client().form('POST', '/api/sponsorship-registration', {
    company: 'Probe Ltd',
    email: uniqueEmail('probe'),
    phone: '+234 803 000 2222',
    country: 'Nigeria',
    category: 'SILVER',
  });
  const campaign = await admin.gql(
    'mutation { sendGroupMail(audience: ALL_USERS, subject: "Probe", message: "Hi") { id } }',
  );
  const outbox = await admin.gql('{ adminOutbox(page: { pageSize: 1 }) { items { id } } }');

  // The marketplace side: the renter's bookings of the owner's listed tool (built in the database),
  // and one through the checkout.
  const renter = await newUser(app);
  const booked = (startDay: number, status: 'confirmed' | 'returned' = 'confirmed') =>
    buildBooking(app.database.db, {
      status,
      tool: { id: listedToolId },
      renter: renter.user,
      period: bookingPeriod(startDay, startDay + 1),
    });
  const main = await booked(2);
  const later = await booked(20);
  const ownerCancel = await booked(24);
  const returned = await booked(30, 'returned');
  const returned2 = await bookAndPay(renter.client, listedToolId, bookingPeriod(4, 5));
  // Through the API, so the renter is notified: the pickup with the renter's code, then the return.
  await owner.client.gql(
    'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
    {
      id: returned2.id,
      code: returned2.pickupCode,
    },
  );
  await owner.client.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', {
    id: returned2.id,
  });
  const message = await renter.client.gql('mutation($id: ID!) { sendMessage(bookingId: $id, body: "Hello") { id } }', {
    id: main.id,
  });
  const cart = await renter.client.gql(
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { lines { id } } }',
    {
      input: {
        toolId: listedToolId,
        startDate: dayFromNow(50),
        startTime: '09:00',
        endDate: dayFromNow(51),
        endTime: '09:00',
      },
    },
  );
  const notes = await renter.client.gql('{ notifications { items { id } } }');
  // The old client pays first, then books (POST /api/user/:userId/add-rental-booking).
  const legacy = await renter.client.json('POST', '/api/payment/create-payment-intent', {
    amount: 900,
    userId: renter.user.id,
  });
  await renter.client.json('POST', '/api/payment/test-provider/confirm', {
    clientSecret: legacy.body.clientSecret,
    cardNumber: '4242424242424242',
    expMonth: 12,
    expYear: 2031,
    cvc: '123',
  });
  await renter.client.json('PUT', `/api/payment/confirm-payment/${legacy.body.paymentId}`, {});

  w = {
    app,
    admin,
    owner,
    stranger,
    anonymous: app.client(),
    listedToolId,
    unlistedToolId,
    deletableToolId,
    categoryId,
    unusedCategoryId,
    sessionId,
    deletableSessionId,
    exhibitorId,
    deletableExhibitorId,
    registrationTypeId,
    deletableRegistrationTypeId,
    accessCodeId,
    participantId: registration.id,
    participantCode: registration.registrationCode,
    sponsorId: sponsor.body.sponsor.id,
    campaignId: campaign.data!.sendGroupMail.id,
    outboxId: outbox.data!.adminOutbox.items[0].id,
    renter,
    bookingId: main.id,
    pickupCode: main.pickupCode,
    paymentId: main.paymentId,
    laterBookingId: later.id,
    ownerCancelBookingId: ownerCancel.id,
    returnedBookingId: returned.id,
    returnedBookingId2: returned2.id,
    messageId: message.data!.sendMessage.id,
    cartLineId: cart.data!.addToCart.lines[0].id,
    renterNotificationId: notes.data!.notifications.items[0].id,
  };
});
afterAll(() => w?.app.close());

describe('object-level authorization', () => {
  it('has a registry entry for every operation that takes an id and every route with a parameter', async () => {
    const existing = [...(await operationsTakingIds()), ...routesWithParameters(w.app)].sort();
    // Sanity: the discovery sees what we know is there.
    expect(existing).toEqual(expect.arrayContaining(['Mutation.updateTool', 'PUT /api/update-rental/:id']));
    const missing = existing.filter((name) => !(name in REGISTRY));
    expect(missing, 'register these in tests/security/authorization.test.ts').toEqual([]);
    // The web app's pages are routed only when the web app is built (CI runs this suite before the build).
    const builtOnly = new Set(['GET /{*splat}', 'GET /tools/:slug']);
    const stale = Object.keys(REGISTRY).filter((name) => !existing.includes(name) && !builtOnly.has(name));
    expect(stale, 'these no longer exist: remove them from the registry').toEqual([]);
  });

  const probes = Object.entries(REGISTRY).filter(
    (entry): entry is [string, Extract<Entry, { call: Call }>] => 'call' in entry[1],
  );
  it.each(probes)(
    '%s: refused to strangers and anonymous callers, allowed to the rightful one',
    async (_name, entry) => {
      expect(await entry.call(w.stranger.client, w)).toBe(entry.stranger);
      expect(await entry.call(w.anonymous, w)).toBe(entry.anonymous ?? 'UNAUTHENTICATED');
      const rightful = { admin: w.admin, owner: w.owner.client, renter: w.renter.client }[entry.rightful];
      expect(await entry.call(rightful, w)).toBe('OK');
    },
  );

  it('answers ids that do not exist like ids that are not yours (no probing for existence)', async () => {
    const missing = randomUUID();
    const strangerOnMissing = await w.stranger.client.gql('query($id: ID!) { tool(id: $id) { id } }', { id: missing });
    expect(outcomeOf(strangerOnMissing)).toBe('NOT_FOUND');
    const byEmail = await w.stranger.client.gql('query($e: String!) { userByEmail(email: $e) { id } }', {
      e: 'no-such-account@example.com',
    });
    expect(outcomeOf(byEmail)).toBe('FORBIDDEN');
  });
});

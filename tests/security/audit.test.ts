import { randomUUID } from 'node:crypto';
// Every change administrators and check-in staff make is audited: each one writes an admin_audit entry in
// the transaction of the change (who, what, which record, the reason when the operation takes one).
// The operations are not listed by hand: the GraphQL mutations only staff roles may call are read from
// type-graphql's metadata (the roles the auth checker enforces), and the REST routes from the Express
// router; each one must appear in REGISTRY below, with a call that makes the change for real and the
// entry it must leave, or with the reason it writes none.
//
// Adding an admin or check-in mutation, or a route that changes something? Register it here: the
// first test fails and names it until you do.
import { desc, eq } from 'drizzle-orm';
import { getMetadataStorage } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, type Role } from '../../api/src/features/accounts/account.table.js';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGETS,
  type AuditAction,
  type AuditTarget,
} from '../../api/src/features/audit/audit.table.js';
import { privacyRequests } from '../../api/src/features/expo/expo.table.js';
import { campaignRecipients, mailCampaigns } from '../../api/src/features/mailings/mailing.table.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { webhookDeliveries } from '../../api/src/features/webhooks/webhook.table.js';
import { createAppPubSub } from '../../api/src/graphql/pubsub.js';
import { buildAppSchema } from '../../api/src/graphql/schema.js';
import { createCategory, listTool, signIn, tinyPng, uniqueEmail } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import {
  freshInvoice,
  freshRecord,
  openDispute,
  pendingBankPayout,
  PROBE_SESSION,
  probeRegistrationType,
  type RecordKind,
} from './fixtures.js';
import { appRoutes, newUser, signInAdmin, startSecurityApp, type Person } from './support.js';

interface World {
  app: TestApp;
  admin: HttpClient;
  adminId: string;
  /** Check-in staff (role CheckIn): the desk's operations run as them. */
  staff: HttpClient;
  staffId: string;
  owner: Person;
  renter: Person;
}

type Entry =
  | {
      action: AuditAction;
      targetType: AuditTarget;
      /** Who calls it: an administrator unless said (the check-in desk is run by check-in staff). */
      as?: 'admin' | 'staff';
      /** The reason the entry keeps, for operations that take one. */
      reason?: string;
      /** Makes the change for real; answers the id of the record the entry must name (null: none). */
      run: (as: HttpClient, w: World) => Promise<string | null>;
    }
  | { exempt: string };

const REASON = 'Probe reason';

/** The data of a GraphQL answer; an answer with errors fails the probe, naming them. */
async function mutate(as: HttpClient, query: string, variables: Record<string, unknown> = {}) {
  const res = await as.gql(query, variables);
  if (res.errors?.length || !res.data) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** A REST answer's body; a status of 300 or more fails the probe. */
function okBody(res: { status: number; body: any }, what: string) {
  if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A GraphQL mutation on a fresh record: `$id` is its id, and the entry names it. */
const onRecord =
  (kind: RecordKind, query: string, variables: Record<string, unknown> = {}) =>
  async (as: HttpClient, w: World) => {
    const id = await freshRecord(w.app, kind);
    await mutate(as, query, { id, ...variables });
    return id;
  };

/** A REST call on a fresh record, with a JSON body. */
const restOnRecord =
  (kind: RecordKind, method: string, path: (id: string) => string, body?: Record<string, unknown>) =>
  async (as: HttpClient, w: World) => {
    const id = await freshRecord(w.app, kind);
    okBody(await as.json(method, path(id), body), `${method} ${path(id)}`);
    return id;
  };

const participantInput = () => ({
  firstName: 'Probe',
  lastName: 'Fixed',
  email: uniqueEmail('probe'),
  phone: '+234 803 000 0000',
  country: 'Nigeria',
});
const sponsorContact = { email: 'probe.fixed@example.com', phone: '+234 803 000 0000', country: 'Nigeria' };

const newCategory = async (as: HttpClient, name = `Probe ${Math.random().toString(36).slice(2, 8)}`) =>
  (await mutate(as, 'mutation($name: String!) { createRentalCategory(name: $name) { id } }', { name }))
    .createRentalCategory.id as string;
const newExhibitor = async (as: HttpClient) =>
  (await mutate(as, 'mutation { createExhibitor(input: { company: "Probe Co" }) { id } }')).createExhibitor
    .id as string;
const newRegistrationType = async (as: HttpClient) =>
  (
    await mutate(as, 'mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id } }', {
      input: probeRegistrationType(),
    })
  ).createRegistrationType.id as string;
const newAccessCode = async (as: HttpClient) =>
  (
    await mutate(as, 'mutation($id: ID!) { createAccessCode(input: { typeId: $id, places: 4 }) { id } }', {
      id: await newRegistrationType(as),
    })
  ).createAccessCode.id as string;
const newSession = async (as: HttpClient) =>
  (
    await mutate(as, 'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }', {
      input: PROBE_SESSION,
    })
  ).createProgrammeSession.id as string;

/** A group e-mail with one message that failed (built in the database: delivery is not what is probed). */
async function campaignWithFailure(w: World): Promise<string> {
  const { db } = w.app.database;
  const [campaign] = await db
    .insert(mailCampaigns)
    .values({ audience: 'all-users', year: 2026, subject: 'Probe', message: 'Hi', createdBy: w.adminId })
    .returning({ id: mailCampaigns.id });
  const email = uniqueEmail('probe');
  const [message] = await db
    .insert(emailOutbox)
    .values({ toAddress: email, subject: 'Probe', text: 'Hi', html: '<p>Hi</p>', template: 'group-mail' })
    .returning({ id: emailOutbox.id });
  await db.update(emailOutbox).set({ status: 'failed', lastError: 'Probe' }).where(eq(emailOutbox.id, message!.id));
  await db.insert(campaignRecipients).values({ campaignId: campaign!.id, email, outboxId: message!.id });
  return campaign!.id;
}

/** An e-mail the outbox gave up on (refused, or not delivered in its lifetime). */
async function failedMessage(w: World): Promise<string> {
  const [message] = await w.app.database.db
    .insert(emailOutbox)
    .values({
      toAddress: uniqueEmail('probe'),
      subject: 'Probe',
      text: 'Hi',
      html: '<p>Hi</p>',
      template: 'probe',
      status: 'failed',
      lastError: 'Probe',
    })
    .returning({ id: emailOutbox.id });
  return message!.id;
}

const newWebhookEndpoint = async (as: HttpClient) =>
  (
    await mutate(
      as,
      'mutation { createWebhookEndpoint(input: { url: "https://hooks.example.com/probe", events: [PAYOUT_PAID] }) { endpoint { id } } }',
    )
  ).createWebhookEndpoint.endpoint.id as string;
const onNewWebhookEndpoint = (query: string) => async (as: HttpClient) => {
  const id = await newWebhookEndpoint(as);
  await mutate(as, query, { id });
  return id;
};

const REGISTRY: Record<string, Entry> = {
  // --- the check-in desk (administrators and check-in staff)
  'Mutation.checkInParticipant': {
    action: 'participant.check_in',
    targetType: 'participant',
    as: 'staff',
    run: onRecord('participant', 'mutation($id: String!) { checkInParticipant(idOrCode: $id) { id } }'),
  },
  'Mutation.syncCheckIns': {
    exempt:
      'each scan is its own record (check_ins: the desk, its staff, the time, the outcome); an audit entry per scan would double the writes of twenty desks scanning all day',
  },
  'Mutation.undoCheckInScan': {
    action: 'participant.undo_check_in',
    targetType: 'participant',
    as: 'staff',
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'participant');
      const desk = { id: randomUUID(), name: 'Probe desk', entrance: 'Probe gate', day: '2026-12-10' };
      const scan = { id: randomUUID(), code: id, scannedAt: new Date().toISOString() };
      const synced = await mutate(
        as,
        'mutation($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) { syncCheckIns(desk: $desk, scans: $scans) { results { outcome } } }',
        { desk, scans: [scan] },
      );
      if (synced.syncCheckIns.results[0].outcome !== 'ADMITTED') throw new Error('the probe scan was not admitted');
      await mutate(as, 'mutation($id: ID!) { undoCheckInScan(id: $id) { id } }', { id: scan.id });
      return id;
    },
  },
  'Mutation.undoCheckIn': {
    action: 'participant.undo_check_in',
    targetType: 'participant',
    as: 'staff',
    run: onRecord('checkedInParticipant', 'mutation($id: ID!) { undoCheckIn(id: $id) { id } }'),
  },
  'POST /api/admin/participants/:id/badge.pdf': {
    action: 'participant.badge_print',
    targetType: 'participant',
    as: 'staff',
    run: restOnRecord('participant', 'POST', (id) => `/api/admin/participants/${id}/badge.pdf`, {}),
  },
  'POST /api/admin/badges.pdf': {
    action: 'badge_batch.print',
    targetType: 'badge_batch',
    // One document of badges: the entry names no record (its id is its own).
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'participant');
      okBody(await as.json('POST', '/api/admin/badges.pdf', { participantIds: [id] }), 'POST /api/admin/badges.pdf');
      return null;
    },
  },

  // --- corrections of participants, sponsors and accounts
  'Mutation.reviewSponsor': {
    action: 'sponsor.approve',
    targetType: 'sponsor',
    run: onRecord('sponsor', 'mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }'),
  },
  'Mutation.updateParticipant': {
    action: 'participant.update',
    targetType: 'participant',
    reason: REASON,
    run: (as, w) =>
      onRecord(
        'participant',
        'mutation($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) { updateParticipant(id: $id, input: $input, reason: $reason) { id } }',
        { input: participantInput(), reason: REASON },
      )(as, w),
  },
  'Mutation.cancelParticipant': {
    action: 'participant.cancel',
    targetType: 'participant',
    reason: REASON,
    run: onRecord('participant', 'mutation($id: ID!, $r: String!) { cancelParticipant(id: $id, reason: $r) { id } }', {
      r: REASON,
    }),
  },
  'Mutation.reinstateParticipant': {
    action: 'participant.reinstate',
    targetType: 'participant',
    reason: REASON,
    run: onRecord(
      'cancelledParticipant',
      'mutation($id: ID!, $r: String!) { reinstateParticipant(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.approveParticipant': {
    action: 'participant.approve',
    targetType: 'participant',
    reason: REASON,
    run: onRecord(
      'pendingParticipant',
      'mutation($id: ID!, $r: String!) { approveParticipant(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.declineParticipant': {
    action: 'participant.decline',
    targetType: 'participant',
    reason: REASON,
    run: onRecord(
      'pendingParticipant',
      'mutation($id: ID!, $r: String!) { declineParticipant(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.deleteParticipant': {
    action: 'participant.delete',
    targetType: 'participant',
    reason: REASON,
    run: onRecord('participant', 'mutation($id: ID!, $r: String!) { deleteParticipant(id: $id, reason: $r) }', {
      r: REASON,
    }),
  },
  'Mutation.adminResendParticipantConfirmation': {
    action: 'participant.resend_confirmation',
    targetType: 'participant',
    reason: REASON,
    run: onRecord(
      'participant',
      'mutation($id: ID!, $r: String!) { adminResendParticipantConfirmation(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  // --- sponsorship invoices (the entries name the sponsor; settings and packages are not records with ids)
  'Mutation.updateInvoiceSettings': {
    action: 'invoice_settings.update',
    targetType: 'invoice_settings',
    run: async (as) => {
      await mutate(
        as,
        'mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { legalName } }',
        {
          input: {
            legalName: `Probe Events ${Math.random().toString(36).slice(2, 8)}`,
            address: '1 Probe Way, Abuja',
            taxNumber: '',
            bankDetails: 'Probe Bank 0000000000',
            invoicePrefix: 'AIBEX',
            paymentTermsDays: 30,
            reminderDaysBefore: 7,
            taxLines: [{ name: 'VAT', basisPoints: 750 }],
            paidSponsorsOnly: false,
          },
        },
      );
      return null;
    },
  },
  'Mutation.setSponsorshipPackagePrice': {
    action: 'sponsorship_package.price',
    targetType: 'sponsorship_package',
    run: async (as) => {
      const price = 1_000_000 + Math.floor(Math.random() * 1_000_000);
      await mutate(as, 'mutation($p: Int!) { setSponsorshipPackagePrice(id: "silver", priceCents: $p) { id } }', {
        p: price,
      });
      return null;
    },
  },
  'Mutation.issueSponsorInvoice': {
    action: 'sponsor.invoice',
    targetType: 'sponsor',
    run: onRecord(
      'approvedSponsor',
      'mutation($id: ID!) { issueSponsorInvoice(sponsorId: $id, input: { amountCents: 100000 }) { id } }',
    ),
  },
  'Mutation.markInvoicePaid': {
    action: 'sponsor.invoice_paid',
    targetType: 'sponsor',
    run: async (as, w) => {
      const invoice = await freshInvoice(w.app, 'open');
      await mutate(as, 'mutation($id: ID!) { markInvoicePaid(id: $id, reference: "PROBE-TRANSFER") { id } }', {
        id: invoice.id,
      });
      return invoice.sponsorId;
    },
  },
  'Mutation.creditInvoice': {
    action: 'sponsor.credit',
    targetType: 'sponsor',
    reason: REASON,
    run: async (as, w) => {
      const invoice = await freshInvoice(w.app, 'open');
      await mutate(as, 'mutation($id: ID!, $r: String!) { creditInvoice(id: $id, reason: $r) { number } }', {
        id: invoice.id,
        r: REASON,
      });
      return invoice.sponsorId;
    },
  },
  'Mutation.updateSponsor': {
    action: 'sponsor.update',
    targetType: 'sponsor',
    reason: REASON,
    run: onRecord(
      'sponsor',
      'mutation($id: ID!, $input: SponsorCorrectionInput!, $r: String!) { updateSponsor(id: $id, input: $input, reason: $r) { id } }',
      { input: { packageId: 'gold', company: 'Probe Fixed', ...sponsorContact }, r: REASON },
    ),
  },
  'Mutation.cancelSponsor': {
    action: 'sponsor.cancel',
    targetType: 'sponsor',
    reason: REASON,
    run: onRecord('sponsor', 'mutation($id: ID!, $r: String!) { cancelSponsor(id: $id, reason: $r) { id } }', {
      r: REASON,
    }),
  },
  'Mutation.reinstateSponsor': {
    action: 'sponsor.reinstate',
    targetType: 'sponsor',
    reason: REASON,
    run: onRecord(
      'cancelledSponsor',
      'mutation($id: ID!, $r: String!) { reinstateSponsor(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.deleteSponsor': {
    action: 'sponsor.delete',
    targetType: 'sponsor',
    reason: REASON,
    run: onRecord('sponsor', 'mutation($id: ID!, $r: String!) { deleteSponsor(id: $id, reason: $r) }', { r: REASON }),
  },
  'Mutation.adminResendSponsorConfirmation': {
    action: 'sponsor.resend_confirmation',
    targetType: 'sponsor',
    reason: REASON,
    run: onRecord(
      'sponsor',
      'mutation($id: ID!, $r: String!) { adminResendSponsorConfirmation(id: $id, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.adminUpdateUser': {
    action: 'user.update',
    targetType: 'user',
    reason: REASON,
    run: onRecord(
      'user',
      'mutation($id: ID!, $r: String!) { adminUpdateUser(id: $id, input: { firstName: "Probe", lastName: "Fixed", role: USER }, reason: $r) { id } }',
      { r: REASON },
    ),
  },
  'Mutation.disableUser': {
    action: 'user.disable',
    targetType: 'user',
    reason: REASON,
    run: onRecord('user', 'mutation($id: ID!, $r: String!) { disableUser(id: $id, reason: $r) { id } }', {
      r: REASON,
    }),
  },
  'Mutation.enableUser': {
    action: 'user.enable',
    targetType: 'user',
    reason: REASON,
    run: onRecord('disabledUser', 'mutation($id: ID!, $r: String!) { enableUser(id: $id, reason: $r) { id } }', {
      r: REASON,
    }),
  },

  // --- the contact inbox
  'Mutation.markContactMessageRead': {
    exempt:
      'read marks are the inbox’s note of which messages an administrator has opened: nothing changes for the sender, and the handled mark and replies (audited) are the decisions',
  },
  'Mutation.setContactMessageHandled': {
    action: 'contact_message.handled',
    targetType: 'contact_message',
    run: onRecord('message', 'mutation($id: ID!) { setContactMessageHandled(id: $id, handled: true) { id } }'),
  },
  'Mutation.replyToContactMessage': {
    action: 'contact_message.reply',
    targetType: 'contact_message',
    run: onRecord(
      'message',
      'mutation($id: ID!) { replyToContactMessage(id: $id, input: { body: "Thank you" }) { id } }',
    ),
  },

  // --- identity checks
  'Mutation.approveIdentityCheck': {
    action: 'identity_check.approve',
    targetType: 'identity_check',
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'identityCheck');
      await mutate(as, 'mutation($id: ID!) { approveIdentityCheck(id: $id) { status } }', { id });
      return id;
    },
  },
  'Mutation.rejectIdentityCheck': {
    action: 'identity_check.reject',
    targetType: 'identity_check',
    reason: REASON,
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'identityCheck');
      await mutate(as, 'mutation($id: ID!, $r: String!) { rejectIdentityCheck(id: $id, reason: $r) { status } }', {
        id,
        r: REASON,
      });
      return id;
    },
  },

  // --- privacy requests and past editions
  'Mutation.completePrivacyRequest': {
    action: 'participant.erase',
    targetType: 'participant',
    reason: 'Deletion requested by the person',
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'privacyRequest');
      const [request] = await w.app.database.db
        .select({ participantId: privacyRequests.participantId })
        .from(privacyRequests)
        .where(eq(privacyRequests.id, id));
      await mutate(as, 'mutation($id: ID!) { completePrivacyRequest(id: $id) { status } }', { id });
      return request!.participantId;
    },
  },
  'Mutation.declinePrivacyRequest': {
    action: 'participant.erasure_declined',
    targetType: 'participant',
    reason: REASON,
    run: async (as, w) => {
      const id = await freshRecord(w.app, 'privacyRequest');
      const [request] = await w.app.database.db
        .select({ participantId: privacyRequests.participantId })
        .from(privacyRequests)
        .where(eq(privacyRequests.id, id));
      await mutate(as, 'mutation($id: ID!, $r: String!) { declinePrivacyRequest(id: $id, reason: $r) { status } }', {
        id,
        r: REASON,
      });
      return request!.participantId;
    },
  },
  'Mutation.purgePastEditions': {
    action: 'past_editions.purge',
    targetType: 'past_editions',
    reason: REASON,
    // The purge names no record (its entry's id is its own).
    run: async (as, w) => {
      await freshRecord(w.app, 'pastParticipant');
      await mutate(as, 'mutation($r: String!) { purgePastEditions(reason: $r) { participants } }', { r: REASON });
      return null;
    },
  },

  // --- the programme and the exhibitor directory
  'Mutation.createProgrammeSession': {
    action: 'programme_session.create',
    targetType: 'programme_session',
    run: newSession,
  },
  'Mutation.updateProgrammeSession': {
    action: 'programme_session.update',
    targetType: 'programme_session',
    run: async (as) => {
      const id = await newSession(as);
      await mutate(
        as,
        'mutation($id: ID!, $input: ProgrammeSessionInput!) { updateProgrammeSession(id: $id, input: $input) { id } }',
        { id, input: { ...PROBE_SESSION, room: 'Hall B' } },
      );
      return id;
    },
  },
  'Mutation.deleteProgrammeSession': {
    action: 'programme_session.delete',
    targetType: 'programme_session',
    run: async (as) => {
      const id = await newSession(as);
      await mutate(as, 'mutation($id: ID!) { deleteProgrammeSession(id: $id) }', { id });
      return id;
    },
  },
  'Mutation.createRegistrationType': {
    action: 'registration_type.create',
    targetType: 'registration_type',
    run: newRegistrationType,
  },
  'Mutation.updateRegistrationType': {
    action: 'registration_type.update',
    targetType: 'registration_type',
    run: async (as) => {
      const id = await newRegistrationType(as);
      await mutate(
        as,
        'mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { id } }',
        { id, input: { ...probeRegistrationType(), capacity: 80 } },
      );
      return id;
    },
  },
  'Mutation.deleteRegistrationType': {
    action: 'registration_type.delete',
    targetType: 'registration_type',
    run: async (as) => {
      const id = await newRegistrationType(as);
      await mutate(as, 'mutation($id: ID!) { deleteRegistrationType(id: $id) }', { id });
      return id;
    },
  },
  'Mutation.setExpoDayCapacity': {
    action: 'expo_day.capacity',
    targetType: 'expo_day',
    // A day has no record id: its entry's id is its own, the day its label.
    run: async (as) => {
      await mutate(as, 'mutation { setExpoDayCapacity(day: "2026-12-12", capacity: 90000) { day } }');
      return null;
    },
  },
  'Mutation.createAccessCode': { action: 'access_code.create', targetType: 'access_code', run: newAccessCode },
  'Mutation.updateAccessCode': {
    action: 'access_code.update',
    targetType: 'access_code',
    run: async (as) => {
      const id = await newAccessCode(as);
      await mutate(as, 'mutation($id: ID!) { updateAccessCode(id: $id, input: { places: 9 }) { id } }', { id });
      return id;
    },
  },
  'Mutation.revokeAccessCode': {
    action: 'access_code.revoke',
    targetType: 'access_code',
    run: async (as) => {
      const id = await newAccessCode(as);
      await mutate(as, 'mutation($id: ID!) { revokeAccessCode(id: $id) { id } }', { id });
      return id;
    },
  },
  'Mutation.createExhibitor': { action: 'exhibitor.create', targetType: 'exhibitor', run: newExhibitor },
  'Mutation.updateExhibitor': {
    action: 'exhibitor.update',
    targetType: 'exhibitor',
    run: async (as) => {
      const id = await newExhibitor(as);
      await mutate(as, 'mutation($id: ID!) { updateExhibitor(id: $id, input: { company: "Renamed" }) { id } }', { id });
      return id;
    },
  },
  'Mutation.deleteExhibitor': {
    action: 'exhibitor.delete',
    targetType: 'exhibitor',
    run: async (as) => {
      const id = await newExhibitor(as);
      await mutate(as, 'mutation($id: ID!) { deleteExhibitor(id: $id) }', { id });
      return id;
    },
  },

  // --- group e-mail
  'Mutation.sendGroupMail': {
    action: 'mail_campaign.send',
    targetType: 'mail_campaign',
    run: async (as) =>
      (await mutate(as, 'mutation { sendGroupMail(audience: ALL_USERS, subject: "Probe", message: "Hi") { id } }'))
        .sendGroupMail.id,
  },
  'Mutation.sendTestMail': {
    action: 'outbox_message.test_send',
    targetType: 'outbox_message',
    run: async (as, w) => {
      await mutate(as, 'mutation { sendTestMail(subject: "Probe", message: "Hi") }');
      const [sent] = await w.app.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.template, 'group-mail-test'))
        .orderBy(desc(emailOutbox.createdAt))
        .limit(1);
      return sent!.id;
    },
  },
  'Mutation.retryGroupMailFailures': {
    action: 'mail_campaign.retry_failed',
    targetType: 'mail_campaign',
    run: async (as, w) => {
      const id = await campaignWithFailure(w);
      const data = await mutate(as, 'mutation($id: ID!) { retryGroupMailFailures(id: $id) }', { id });
      expect(data.retryGroupMailFailures).toBe(1);
      return id;
    },
  },
  'Mutation.resendOutboxMessage': {
    action: 'outbox_message.resend',
    targetType: 'outbox_message',
    run: async (as, w) => {
      const id = await failedMessage(w);
      await mutate(as, 'mutation($id: ID!) { resendOutboxMessage(id: $id) { id } }', { id });
      return id;
    },
  },
  'Mutation.resendFailedOutboxMessages': {
    action: 'outbox.resend_failed',
    targetType: 'outbox',
    // Every failed e-mail at once: the entry names no record (its id is its own).
    run: async (as, w) => {
      await failedMessage(w);
      const data = await mutate(as, 'mutation { resendFailedOutboxMessages }');
      expect(data.resendFailedOutboxMessages).toBeGreaterThan(0);
      return null;
    },
  },

  // --- webhooks
  'Mutation.createWebhookEndpoint': {
    action: 'webhook_endpoint.create',
    targetType: 'webhook_endpoint',
    run: (as) => newWebhookEndpoint(as),
  },
  'Mutation.updateWebhookEndpoint': {
    action: 'webhook_endpoint.update',
    targetType: 'webhook_endpoint',
    run: onNewWebhookEndpoint(
      'mutation($id: ID!) { updateWebhookEndpoint(id: $id, input: { enabled: false, disabledReason: "Probe" }) { id } }',
    ),
  },
  'Mutation.deleteWebhookEndpoint': {
    action: 'webhook_endpoint.delete',
    targetType: 'webhook_endpoint',
    run: onNewWebhookEndpoint('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }'),
  },
  'Mutation.revealWebhookSecret': {
    action: 'webhook_endpoint.reveal_secret',
    targetType: 'webhook_endpoint',
    run: onNewWebhookEndpoint('mutation($id: ID!) { revealWebhookSecret(id: $id) }'),
  },
  'Mutation.rotateWebhookSecret': {
    action: 'webhook_endpoint.rotate_secret',
    targetType: 'webhook_endpoint',
    run: onNewWebhookEndpoint('mutation($id: ID!) { rotateWebhookSecret(id: $id) }'),
  },
  'Mutation.sendTestWebhook': {
    action: 'webhook_endpoint.test',
    targetType: 'webhook_endpoint',
    run: onNewWebhookEndpoint('mutation($id: ID!) { sendTestWebhook(endpointId: $id) { id } }'),
  },
  'Mutation.resendWebhookDelivery': {
    action: 'webhook_delivery.resend',
    targetType: 'webhook_endpoint',
    // A delivery that failed (built in the database: delivery is not what is probed); the entry names its endpoint.
    run: async (as, w) => {
      const endpointId = await newWebhookEndpoint(as);
      const payload = { id: 'evt_probe', type: 'webhook.test', created: 0, data: { object: {} } };
      const [delivery] = await w.app.database.db
        .insert(webhookDeliveries)
        .values({ endpointId, eventType: payload.type, eventId: payload.id, payload, status: 'failed' })
        .returning({ id: webhookDeliveries.id });
      await mutate(as, 'mutation($id: ID!) { resendWebhookDelivery(id: $id) { id } }', { id: delivery!.id });
      return endpointId;
    },
  },

  // --- the marketplace: categories, disputes, payouts
  'Mutation.createRentalCategory': {
    action: 'rental_category.create',
    targetType: 'rental_category',
    run: (as) => newCategory(as),
  },
  'Mutation.updateRentalCategory': {
    action: 'rental_category.update',
    targetType: 'rental_category',
    run: async (as) => {
      const id = await newCategory(as);
      await mutate(as, 'mutation($id: ID!, $name: String!) { updateRentalCategory(id: $id, name: $name) { id } }', {
        id,
        name: `Renamed ${id.slice(0, 8)}`,
      });
      return id;
    },
  },
  'Mutation.deleteRentalCategory': {
    action: 'rental_category.delete',
    targetType: 'rental_category',
    run: async (as) => {
      const id = await newCategory(as);
      await mutate(as, 'mutation($id: ID!) { deleteRentalCategory(id: $id) }', { id });
      return id;
    },
  },
  'Mutation.decideDispute': {
    action: 'dispute.decide',
    targetType: 'dispute',
    reason: REASON,
    run: async (as, w) => {
      const id = await openDispute(w.app, w.owner.user.id, w.renter.user.id);
      await mutate(
        as,
        'mutation($id: ID!, $note: String!) { decideDispute(disputeId: $id, refundToRenter: "1", awardToOwner: "2", note: $note) { id } }',
        { id, note: REASON },
      );
      return id;
    },
  },
  'Mutation.dismissDispute': {
    action: 'dispute.dismiss',
    targetType: 'dispute',
    reason: REASON,
    run: async (as, w) => {
      const id = await openDispute(w.app, w.owner.user.id, w.renter.user.id);
      await mutate(as, 'mutation($id: ID!, $note: String!) { dismissDispute(disputeId: $id, note: $note) { id } }', {
        id,
        note: REASON,
      });
      return id;
    },
  },
  'Mutation.markPayoutPaid': {
    action: 'payout.mark_paid',
    targetType: 'payout',
    run: async (as, w) => {
      const id = await pendingBankPayout(w.app, w.owner.user.id);
      await mutate(as, 'mutation($id: ID!) { markPayoutPaid(payoutId: $id, reference: "FT1") { status } }', { id });
      return id;
    },
  },
  'Mutation.markPayoutFailed': {
    action: 'payout.mark_failed',
    targetType: 'payout',
    reason: REASON,
    run: async (as, w) => {
      const id = await pendingBankPayout(w.app, w.owner.user.id);
      await mutate(as, 'mutation($id: ID!, $r: String!) { markPayoutFailed(payoutId: $id, reason: $r) { status } }', {
        id,
        r: REASON,
      });
      return id;
    },
  },

  // --- REST routes that need an administrator and change something
  'PUT /api/admin/participants/:id': {
    action: 'participant.update',
    targetType: 'participant',
    reason: REASON,
    run: (as, w) =>
      restOnRecord('participant', 'PUT', (id) => `/api/admin/participants/${id}`, {
        first_name: 'Probe',
        last_name: 'Fixed',
        email: uniqueEmail('probe'),
        phone: '+234 803 000 0000',
        country: 'Nigeria',
        reason: REASON,
      })(as, w),
  },
  'POST /api/admin/participants/:id/cancel': {
    action: 'participant.cancel',
    targetType: 'participant',
    reason: REASON,
    run: restOnRecord('participant', 'POST', (id) => `/api/admin/participants/${id}/cancel`, { reason: REASON }),
  },
  'POST /api/admin/participants/:id/reinstate': {
    action: 'participant.reinstate',
    targetType: 'participant',
    reason: REASON,
    run: restOnRecord('cancelledParticipant', 'POST', (id) => `/api/admin/participants/${id}/reinstate`, {
      reason: REASON,
    }),
  },
  'POST /api/admin/participants/:id/resend-confirmation': {
    action: 'participant.resend_confirmation',
    targetType: 'participant',
    reason: REASON,
    run: restOnRecord('participant', 'POST', (id) => `/api/admin/participants/${id}/resend-confirmation`, {
      reason: REASON,
    }),
  },
  'DELETE /api/admin/participants/:id': {
    action: 'participant.delete',
    targetType: 'participant',
    reason: REASON,
    run: restOnRecord('participant', 'DELETE', (id) => `/api/admin/participants/${id}`, { reason: REASON }),
  },
  'PUT /api/admin/sponsors/:id': {
    action: 'sponsor.update',
    targetType: 'sponsor',
    reason: REASON,
    run: restOnRecord('sponsor', 'PUT', (id) => `/api/admin/sponsors/${id}`, {
      company: 'Probe Fixed',
      category: 'GOLD',
      ...sponsorContact,
      reason: REASON,
    }),
  },
  'POST /api/admin/sponsors/:id/cancel': {
    action: 'sponsor.cancel',
    targetType: 'sponsor',
    reason: REASON,
    run: restOnRecord('sponsor', 'POST', (id) => `/api/admin/sponsors/${id}/cancel`, { reason: REASON }),
  },
  'POST /api/admin/sponsors/:id/reinstate': {
    action: 'sponsor.reinstate',
    targetType: 'sponsor',
    reason: REASON,
    run: restOnRecord('cancelledSponsor', 'POST', (id) => `/api/admin/sponsors/${id}/reinstate`, { reason: REASON }),
  },
  'POST /api/admin/sponsors/:id/resend-confirmation': {
    action: 'sponsor.resend_confirmation',
    targetType: 'sponsor',
    reason: REASON,
    run: restOnRecord('sponsor', 'POST', (id) => `/api/admin/sponsors/${id}/resend-confirmation`, {
      reason: REASON,
    }),
  },
  'DELETE /api/admin/sponsors/:id': {
    action: 'sponsor.delete',
    targetType: 'sponsor',
    reason: REASON,
    run: restOnRecord('sponsor', 'DELETE', (id) => `/api/admin/sponsors/${id}`, { reason: REASON }),
  },
  'PUT /api/admin/users/:id': {
    action: 'user.update',
    targetType: 'user',
    reason: REASON,
    run: restOnRecord('user', 'PUT', (id) => `/api/admin/users/${id}`, {
      first_name: 'Probe',
      last_name: 'Fixed',
      role: 'User',
      reason: REASON,
    }),
  },
  'POST /api/admin/users/:id/disable': {
    action: 'user.disable',
    targetType: 'user',
    reason: REASON,
    run: restOnRecord('user', 'POST', (id) => `/api/admin/users/${id}/disable`, { reason: REASON }),
  },
  'POST /api/admin/users/:id/enable': {
    action: 'user.enable',
    targetType: 'user',
    reason: REASON,
    run: restOnRecord('disabledUser', 'POST', (id) => `/api/admin/users/${id}/enable`, { reason: REASON }),
  },
  'POST /api/admin/contact-messages/:id/reply': {
    action: 'contact_message.reply',
    targetType: 'contact_message',
    run: restOnRecord('message', 'POST', (id) => `/api/admin/contact-messages/${id}/reply`, { body: 'Thank you' }),
  },
  'PUT /api/admin/contact-messages/:id/handled': {
    action: 'contact_message.handled',
    targetType: 'contact_message',
    run: restOnRecord('message', 'PUT', (id) => `/api/admin/contact-messages/${id}/handled`, { handled: true }),
  },
  'PUT /api/admin/contact-messages/:id/read': {
    exempt: 'the read mark, as Mutation.markContactMessageRead',
  },
  'POST /api/send-message': {
    action: 'mail_campaign.send',
    targetType: 'mail_campaign',
    run: async (as) =>
      okBody(
        await as.json('POST', '/api/send-message', { receivers: 'ALL USERS', subject: 'Probe', message: 'Hi' }),
        'POST /api/send-message',
      ).campaignId,
  },
  'POST /api/add-rental-category': {
    action: 'rental_category.create',
    targetType: 'rental_category',
    run: async (as) =>
      okBody(
        await as.form(
          'POST',
          '/api/add-rental-category',
          { name: `Probe ${Math.random().toString(36).slice(2, 8)}` },
          { image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
        ),
        'POST /api/add-rental-category',
      ).category.id,
  },
  'PUT /api/update-rental-category/:id': {
    action: 'rental_category.update',
    targetType: 'rental_category',
    run: async (as) => {
      const id = await newCategory(as);
      okBody(
        await as.form('PUT', `/api/update-rental-category/${id}`, { name: `Renamed ${id.slice(0, 8)}` }),
        'PUT /api/update-rental-category/:id',
      );
      return id;
    },
  },
  'POST /api/admin/mail-view/group-mail': {
    exempt: 'the preview of a group e-mail in a frame: the draft is rendered, nothing is stored or sent',
  },
};

/**
 * The other non-GET routes of the /api shim, with who may call them: none needs an administrator (the
 * audit covers staff actions). A new route goes here or into REGISTRY, so none is left out unseen.
 */
const NOT_STAFF_ONLY: Record<string, string> = {
  'POST /api/create-account': 'anyone: signs up',
  'POST /api/login': 'anyone: signs in',
  'POST /api/logout': 'the signed-in caller: ends their own session',
  'POST /api/logout-everywhere': 'the signed-in caller: ends every session of their own',
  'POST /api/verify-email': 'the holder of the link that confirms an account’s address',
  'POST /api/resend-email-verification': 'the signed-in caller: their own address’s link again',
  'PUT /api/update-account/:userId': 'the account’s owner (or an administrator, for any account)',
  'POST /api/user-request-password-token': 'anyone: asks for a password reset link',
  'POST /api/request-password-token': 'anyone: asks for a password reset link',
  'POST /api/confirm-email-change': 'the holder of the link e-mailed to the new address',
  'POST /api/reset-password': 'the holder of a password reset link',
  'POST /api/register': 'anyone: registers for the expo',
  'POST /api/send-participant-email-notification': 'anyone, rate-limited: a participant’s confirmation again',
  'POST /api/sponsorship-registration': 'anyone: applies for a sponsorship package',
  'POST /api/send-sponsor-email-notification': 'anyone, rate-limited: a sponsor’s confirmation again',
  'POST /api/user/:userId/add-rental': 'a signed-in owner: lists a tool of their own',
  'PUT /api/update-rental/:id': 'the tool’s owner (or an administrator)',
  'PUT /api/user/:userId/rentalBookings/update-booking/:bookingId': 'the tool’s owner: pickup and return',
  'POST /api/user/:userId/add-rental-booking': 'a signed-in renter: books after paying (old client)',
  'POST /api/user/:ownerId/notifications/add-notification': 'the renter of a booking of the owner’s tool',
  'POST /api/send-notification': 'anyone, rate-limited: the old client’s notice to an owner',
  'POST /api/payment/create-payment-intent': 'a signed-in renter: starts a payment (old client)',
  'PUT /api/payment/confirm-payment/:paymentId': 'the payment’s renter',
  'POST /api/payment/test-provider/confirm': 'the test payment provider’s card form (no money moves)',
  'POST /api/payment/test-provider/authenticate': 'the test payment provider’s 3-D Secure challenge (no money moves)',
  'POST /api/payment/webhook': 'the payment provider, with a signature',
  'POST /api/rentalBookings/:bookingId/send-message': 'a party of the booking',
  'POST /api/user/:userId/messaging/:messageId/send-reply': 'a party of the booking',
  'POST /api/send-messaging-notification': 'anyone, rate-limited: the old client’s notice of a message',
  'POST /api/user/:userId/reviews/add-review': 'the renter of a returned booking',
};

// ---------------------------------------------------------------------------------------------------
// What exists: read from type-graphql's metadata and the router.

/** Roles that are staff: an operation only they may call is an administrative one. */
const STAFF_ROLES: readonly Role[] = ['Admin', 'CheckIn'];

/**
 * Mutations whose `@Authorized(...)` (on the field, else on its resolver class) names only staff
 * roles: what the auth checker lets administrators or check-in staff alone call.
 */
async function staffOnlyMutations(): Promise<string[]> {
  // Building the schema completes the metadata of every resolver.
  await buildAppSchema(createAppPubSub());
  const metadata = getMetadataStorage();
  return metadata.mutations
    .filter((mutation) => {
      const roles =
        metadata.authorizedFields.find((f) => f.target === mutation.target && f.fieldName === mutation.methodName)
          ?.roles ?? metadata.authorizedResolver.find((r) => r.target === mutation.target)?.roles;
      return Boolean(roles?.length) && roles!.every((role) => STAFF_ROLES.includes(role as Role));
    })
    .map((mutation) => `Mutation.${mutation.schemaName}`);
}

/** Every route of the /api shim that is not a read. */
function changingApiRoutes(app: TestApp): string[] {
  return appRoutes(app)
    .filter((r) => r.path.startsWith('/api/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    .map((r) => `${r.method} ${r.path}`);
}

/** The GraphQL name of a stored action: 'participant.check_in' -> PARTICIPANT_CHECK_IN. */
const enumName = (value: string) => value.toUpperCase().replace('.', '_');

interface LoggedEntry {
  id: string;
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string | null;
}

/** The newest entries of the audit log, as administrators read it. */
async function newestEntries(): Promise<LoggedEntry[]> {
  const data = await mutate(
    w.admin,
    '{ adminAuditLog(page: { pageSize: 100 }) { items { id actorId action targetType targetId targetLabel reason } } }',
  );
  return data.adminAuditLog.items;
}

/**
 * Runs a registered operation and reads what it wrote: exactly one new entry of its action, by its
 * caller, about its record, with its reason. Answers what is wrong, or null.
 */
async function auditProblem(entry: Extract<Entry, { run: unknown }>): Promise<string | null> {
  const before = new Set((await newestEntries()).map((e) => e.id));
  const targetId = await entry.run(entry.as === 'staff' ? w.staff : w.admin, w);
  const action = enumName(entry.action);
  const written = (await newestEntries()).filter((e) => !before.has(e.id) && e.action === action);
  if (written.length !== 1) return `${written.length} new ${action} entries, expected 1`;
  const audit = written[0]!;
  const expected = {
    actorId: entry.as === 'staff' ? w.staffId : w.adminId,
    targetType: entry.targetType.toUpperCase(),
    targetId: targetId ?? audit.targetId,
    reason: entry.reason ?? null,
  };
  const actual = {
    actorId: audit.actorId,
    targetType: audit.targetType,
    targetId: audit.targetId,
    reason: audit.reason,
  };
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    return `the entry says ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`;
  }
  return audit.targetLabel ? null : 'the entry names no record (empty label)';
}

// ---------------------------------------------------------------------------------------------------

let w: World;

/** A new account given a role in the database, signed in again so its token carries it. */
async function withRole(app: TestApp, role: Role): Promise<{ client: HttpClient; id: string }> {
  const person = await newUser(app);
  await app.database.db.update(users).set({ role }).where(eq(users.id, person.user.id));
  await signIn(person.client, person.email, person.password);
  return { client: person.client, id: person.user.id };
}

beforeAll(async () => {
  const app = await startSecurityApp();
  const admin = await signInAdmin(app);
  const adminId = (await mutate(admin, '{ me { id } }')).me.id as string;
  const staff = await withRole(app, 'CheckIn');
  w = {
    app,
    admin,
    adminId,
    staff: staff.client,
    staffId: staff.id,
    owner: await newUser(app),
    renter: await newUser(app),
  };
});
afterAll(() => w?.app.close());

describe('audit of administrators’ and check-in staff’s changes', () => {
  it('has a registry entry for every staff-only mutation and every changing /api route', async () => {
    const staffOnly = await staffOnlyMutations();
    const routes = changingApiRoutes(w.app);
    // Sanity: the discovery sees what we know is there.
    expect(staffOnly).toEqual(expect.arrayContaining(['Mutation.checkInParticipant', 'Mutation.markPayoutPaid']));
    expect(routes).toEqual(expect.arrayContaining(['POST /api/admin/users/:id/disable', 'POST /api/login']));
    const missing = [
      ...staffOnly.filter((name) => !(name in REGISTRY)),
      ...routes.filter((name) => !(name in REGISTRY) && !(name in NOT_STAFF_ONLY)),
    ];
    expect(missing, 'register these in tests/security/audit.test.ts').toEqual([]);
    const existing = new Set([...staffOnly, ...routes]);
    const stale = [...Object.keys(REGISTRY), ...Object.keys(NOT_STAFF_ONLY)].filter((name) => !existing.has(name));
    expect(stale, 'these no longer exist (or are no longer staff-only): remove them').toEqual([]);
  });

  it('shows every action and kind of record through GraphQL', async () => {
    const types = await mutate(
      w.admin,
      '{ a: __type(name: "AuditAction") { enumValues { name } } t: __type(name: "AuditTargetType") { enumValues { name } } }',
    );
    const names = (type: { enumValues: { name: string }[] }) => type.enumValues.map((v) => v.name).sort();
    expect(names(types.a)).toEqual(AUDIT_ACTIONS.map(enumName).sort());
    expect(names(types.t)).toEqual(AUDIT_TARGETS.map((t) => t.toUpperCase()).sort());
  });

  it(
    'writes the entry of every registered operation, run for real',
    async () => {
      const probes = Object.entries(REGISTRY).filter(
        (entry): entry is [string, Extract<Entry, { run: unknown }>] => 'run' in entry[1],
      );
      const problems: string[] = [];
      for (const [name, entry] of probes) {
        const problem = await auditProblem(entry).catch((error: Error) => `failed: ${error.message}`);
        if (problem) problems.push(`${name}: ${problem}`);
      }
      expect(problems, 'these write no audit entry, or not the one registered').toEqual([]);
    },
    // Some fifty operations, one after the other, on a shared machine.
    120_000,
  );
});

describe('administrators acting through a member’s own operations', () => {
  it('audits an administrator’s change to someone else’s account, and not the member’s own', async () => {
    const member = await newUser(w.app);
    const UPDATE = 'mutation($id: ID!, $input: UpdateAccountInput!) { updateAccount(id: $id, input: $input) { id } }';
    const before = new Set((await newestEntries()).map((e) => e.id));
    await mutate(member.client, UPDATE, { id: member.user.id, input: { city: 'Kano' } });
    await mutate(w.admin, UPDATE, { id: member.user.id, input: { city: 'Jos', newPassword: 'set by the admin 1' } });
    const written = (await newestEntries()).filter((e) => !before.has(e.id));
    expect(written).toEqual([
      expect.objectContaining({
        action: 'USER_UPDATE',
        actorId: w.adminId,
        targetType: 'USER',
        targetId: member.user.id,
      }),
    ]);
  });

  it('audits an administrator’s change to and deletion of a member’s tool', async () => {
    const categoryId = await createCategory(w.admin);
    const toolId = await listTool(w.owner.client, categoryId);
    const before = new Set((await newestEntries()).map((e) => e.id));
    await mutate(
      w.owner.client,
      'mutation($id: ID!) { updateTool(id: $id, input: { name: "Owner named it" }) { id } }',
      {
        id: toolId,
      },
    );
    await mutate(w.admin, 'mutation($id: ID!) { updateTool(id: $id, input: { name: "Admin renamed it" }) { id } }', {
      id: toolId,
    });
    await mutate(w.admin, 'mutation($id: ID!) { deleteTool(id: $id) }', { id: toolId });
    const written = (await newestEntries()).filter((e) => !before.has(e.id));
    expect(written.map((e) => [e.action, e.actorId, e.targetId]).sort()).toEqual(
      [
        ['TOOL_DELETE', w.adminId, toolId],
        ['TOOL_UPDATE', w.adminId, toolId],
      ].sort(),
    );
  });
});

import { uniqueEmail } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { freshRecord, type RecordKind } from './fixtures.js';
import { outcomeOf } from './support.js';

/** What the record-correction probes need of the authorization suite's world. */
interface World {
  app: TestApp;
}
type Outcome = string;
type Call = (as: HttpClient, w: World) => Promise<Outcome>;
interface Entry {
  stranger: Outcome;
  anonymous?: Outcome;
  rightful: 'admin';
  call: Call;
}

type Kind = RecordKind;

/**
 * A fresh record per probe, built in the database: cancelling, deleting or disabling it is once
 * only, and the probes of one operation run three times (stranger, anonymous, administrator).
 */
const fresh = (w: World, kind: Kind) => freshRecord(w.app, kind);

const gql =
  (kind: Kind, query: string, variables: Record<string, unknown> = {}): Call =>
  async (as, w) =>
    outcomeOf(await as.gql(query, { id: await fresh(w, kind), ...variables }));

const rest =
  (kind: Kind, method: string, path: (id: string) => string, body?: Record<string, unknown>): Call =>
  async (as, w) => {
    const res = await as.json(method, path(await fresh(w, kind)), body);
    return res.status < 300 ? 'OK' : `HTTP ${res.status}`;
  };

const admin = (call: Call): Entry => ({ stranger: 'FORBIDDEN', rightful: 'admin', call });
const adminRest = (call: Call): Entry => ({ stranger: 'HTTP 403', anonymous: 'HTTP 401', rightful: 'admin', call });

const reason = { reason: 'Probe' };
const contact = { email: 'probe.fixed@example.com', phone: '+234 803 000 0000', country: 'Nigeria' };
const participantBody = { first_name: 'Probe', last_name: 'Fixed', ...contact, ...reason };
const participantInput = { firstName: 'Probe', lastName: 'Fixed', ...contact };

/**
 * The administrator's corrections (participants, sponsors, accounts), the contact inbox and the audit
 * log: every operation that takes an id and every REST route with one, for the registry of
 * tests/security/authorization.test.ts.
 */
export function recordProbes(): Record<string, Entry> {
  return {
    'Query.adminAuditLog': admin(gql('participant', 'query($id: ID) { adminAuditLog(targetId: $id) { total } }')),
    'Query.adminAuditLogConnection': admin(
      gql('participant', 'query($id: ID) { adminAuditLogConnection(targetId: $id) { totalCount } }'),
    ),
    'Query.adminContactMessage': admin(gql('message', 'query($id: ID!) { adminContactMessage(id: $id) { id } }')),
    'Mutation.approveIdentityCheck': admin(
      gql('identityCheck', 'mutation($id: ID!) { approveIdentityCheck(id: $id) { status } }'),
    ),
    'Mutation.rejectIdentityCheck': admin(
      gql('identityCheck', 'mutation($id: ID!) { rejectIdentityCheck(id: $id, reason: "Probe") { status } }'),
    ),
    'Mutation.completePrivacyRequest': admin(
      gql('privacyRequest', 'mutation($id: ID!) { completePrivacyRequest(id: $id) { status } }'),
    ),
    'Mutation.declinePrivacyRequest': admin(
      gql('privacyRequest', 'mutation($id: ID!) { declinePrivacyRequest(id: $id, reason: "Probe") { status } }'),
    ),
    'Mutation.updateParticipant': admin(
      gql(
        'participant',
        'mutation($id: ID!, $input: ParticipantCorrectionInput!) { updateParticipant(id: $id, input: $input, reason: "Probe") { id } }',
        { input: { ...participantInput, email: uniqueEmail('probe') } },
      ),
    ),
    'Mutation.cancelParticipant': admin(
      gql('participant', 'mutation($id: ID!) { cancelParticipant(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.reinstateParticipant': admin(
      gql('cancelledParticipant', 'mutation($id: ID!) { reinstateParticipant(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.approveParticipant': admin(
      gql('pendingParticipant', 'mutation($id: ID!) { approveParticipant(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.declineParticipant': admin(
      gql('pendingParticipant', 'mutation($id: ID!) { declineParticipant(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.deleteParticipant': admin(
      gql('participant', 'mutation($id: ID!) { deleteParticipant(id: $id, reason: "Probe") }'),
    ),
    'Mutation.adminResendParticipantConfirmation': admin(
      gql('participant', 'mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.updateSponsor': admin(
      gql(
        'sponsor',
        'mutation($id: ID!, $input: SponsorCorrectionInput!) { updateSponsor(id: $id, input: $input, reason: "Probe") { id } }',
        { input: { packageId: 'gold', company: 'Probe Fixed', ...contact } },
      ),
    ),
    'Mutation.cancelSponsor': admin(
      gql('sponsor', 'mutation($id: ID!) { cancelSponsor(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.reinstateSponsor': admin(
      gql('cancelledSponsor', 'mutation($id: ID!) { reinstateSponsor(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.deleteSponsor': admin(gql('sponsor', 'mutation($id: ID!) { deleteSponsor(id: $id, reason: "Probe") }')),
    'Mutation.adminResendSponsorConfirmation': admin(
      gql('sponsor', 'mutation($id: ID!) { adminResendSponsorConfirmation(id: $id, reason: "Probe") { id } }'),
    ),
    // Sponsorship invoices: issued to an approved sponsor, then paid, credited and printed by id.
    'Query.sponsorInvoices': admin(
      gql('approvedSponsor', 'query($id: ID!) { sponsorInvoices(sponsorId: $id) { id } }'),
    ),
    'Query.invoiceCreditNote': admin(
      gql('creditedInvoice', 'query($id: ID!) { invoiceCreditNote(invoiceId: $id) { number } }'),
    ),
    'Mutation.issueSponsorInvoice': admin(
      gql(
        'approvedSponsor',
        'mutation($id: ID!) { issueSponsorInvoice(sponsorId: $id, input: { amountCents: 100000 }) { id } }',
      ),
    ),
    'Mutation.markInvoicePaid': admin(
      gql('invoice', 'mutation($id: ID!) { markInvoicePaid(id: $id, reference: "PROBE-TRANSFER") { id } }'),
    ),
    'Mutation.creditInvoice': admin(
      gql('invoice', 'mutation($id: ID!) { creditInvoice(id: $id, reason: "Probe") { number } }'),
    ),
    'Mutation.adminUpdateUser': admin(
      gql(
        'user',
        'mutation($id: ID!) { adminUpdateUser(id: $id, input: { firstName: "Probe", lastName: "Fixed", role: USER }, reason: "Probe") { id } }',
      ),
    ),
    'Mutation.disableUser': admin(gql('user', 'mutation($id: ID!) { disableUser(id: $id, reason: "Probe") { id } }')),
    'Mutation.enableUser': admin(
      gql('disabledUser', 'mutation($id: ID!) { enableUser(id: $id, reason: "Probe") { id } }'),
    ),
    'Mutation.markContactMessageRead': admin(
      gql('message', 'mutation($id: ID!) { markContactMessageRead(id: $id) { id } }'),
    ),
    'Mutation.setContactMessageHandled': admin(
      gql('message', 'mutation($id: ID!) { setContactMessageHandled(id: $id, handled: true) { id } }'),
    ),
    'Mutation.replyToContactMessage': admin(
      gql('message', 'mutation($id: ID!) { replyToContactMessage(id: $id, input: { body: "Thank you" }) { id } }'),
    ),

    'PUT /api/admin/participants/:id': adminRest(
      rest('participant', 'PUT', (id) => `/api/admin/participants/${id}`, {
        ...participantBody,
        email: uniqueEmail('probe'),
      }),
    ),
    'POST /api/admin/participants/:id/cancel': adminRest(
      rest('participant', 'POST', (id) => `/api/admin/participants/${id}/cancel`, reason),
    ),
    'POST /api/admin/participants/:id/reinstate': adminRest(
      rest('cancelledParticipant', 'POST', (id) => `/api/admin/participants/${id}/reinstate`, reason),
    ),
    'POST /api/admin/participants/:id/resend-confirmation': adminRest(
      rest('participant', 'POST', (id) => `/api/admin/participants/${id}/resend-confirmation`, reason),
    ),
    'DELETE /api/admin/participants/:id': adminRest(
      rest('participant', 'DELETE', (id) => `/api/admin/participants/${id}`, reason),
    ),
    'PUT /api/admin/sponsors/:id': adminRest(
      rest('sponsor', 'PUT', (id) => `/api/admin/sponsors/${id}`, {
        company: 'Probe Fixed',
        category: 'GOLD',
        ...contact,
        ...reason,
      }),
    ),
    'POST /api/admin/sponsors/:id/cancel': adminRest(
      rest('sponsor', 'POST', (id) => `/api/admin/sponsors/${id}/cancel`, reason),
    ),
    'POST /api/admin/sponsors/:id/reinstate': adminRest(
      rest('cancelledSponsor', 'POST', (id) => `/api/admin/sponsors/${id}/reinstate`, reason),
    ),
    'POST /api/admin/sponsors/:id/resend-confirmation': adminRest(
      rest('sponsor', 'POST', (id) => `/api/admin/sponsors/${id}/resend-confirmation`, reason),
    ),
    'DELETE /api/admin/sponsors/:id': adminRest(rest('sponsor', 'DELETE', (id) => `/api/admin/sponsors/${id}`, reason)),
    // Badges: the batch's count by the registrations named, a walk-up's badge at the desk.
    'Query.badgePrintCount': admin(
      gql('participant', 'query($id: ID!) { badgePrintCount(filter: { participantIds: [$id] }) { matching } }'),
    ),
    'POST /api/admin/participants/:id/badge.pdf': adminRest(
      rest('participant', 'POST', (id) => `/api/admin/participants/${id}/badge.pdf`, {}),
    ),
    'GET /api/admin/invoices/:id/invoice.pdf': adminRest(
      rest('invoice', 'GET', (id) => `/api/admin/invoices/${id}/invoice.pdf`),
    ),
    'GET /api/admin/invoices/:id/credit-note.pdf': adminRest(
      rest('creditedInvoice', 'GET', (id) => `/api/admin/invoices/${id}/credit-note.pdf`),
    ),
    'PUT /api/admin/users/:id': adminRest(
      rest('user', 'PUT', (id) => `/api/admin/users/${id}`, {
        first_name: 'Probe',
        last_name: 'Fixed',
        role: 'User',
        ...reason,
      }),
    ),
    'POST /api/admin/users/:id/disable': adminRest(
      rest('user', 'POST', (id) => `/api/admin/users/${id}/disable`, reason),
    ),
    'POST /api/admin/users/:id/enable': adminRest(
      rest('disabledUser', 'POST', (id) => `/api/admin/users/${id}/enable`, reason),
    ),
    'GET /api/admin/contact-messages/:id': adminRest(
      rest('message', 'GET', (id) => `/api/admin/contact-messages/${id}`),
    ),
    'POST /api/admin/contact-messages/:id/reply': adminRest(
      rest('message', 'POST', (id) => `/api/admin/contact-messages/${id}/reply`, { body: 'Thank you' }),
    ),
    'PUT /api/admin/contact-messages/:id/handled': adminRest(
      rest('message', 'PUT', (id) => `/api/admin/contact-messages/${id}/handled`, { handled: true }),
    ),
    'PUT /api/admin/contact-messages/:id/read': adminRest(
      rest('message', 'PUT', (id) => `/api/admin/contact-messages/${id}/read`, { read: true }),
    ),
  };
}

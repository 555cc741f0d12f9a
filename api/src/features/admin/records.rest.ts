import { Router, type Request } from 'express';
import { CONTACT_FIELDS } from '../../core/contact.js';
import { camelizeKeys, errorShape, listParams, requireViewer, str } from '../../http/rest/support.js';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { presentUser } from '../accounts/account.presenter.js';
import { AUDIT_ACTIONS, AUDIT_TARGETS, type AuditRow } from '../audit/audit.table.js';
import type { ContactReply, InboxState } from '../expo/contact-inbox.service.js';
import { presentParticipant, presentSponsor } from '../expo/expo.rest.js';
import type { ContactMessageRow } from '../expo/expo.table.js';

const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
const reasonOf = (req: Request) => body(req).reason;
const idOf = (req: Request) => String(req.params.id);

const presentAudit = (a: AuditRow) => ({
  id: a.id,
  at: a.createdAt.toISOString(),
  actor_id: a.actorId,
  actor: a.actorName,
  action: a.action,
  target_type: a.targetType,
  target_id: a.targetId,
  target: a.targetLabel,
  reason: a.reason,
  changes: a.changes,
});

const presentContactMessage = (m: ContactMessageRow) => ({
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  read_at: m.readAt?.toISOString() ?? null,
  handled_at: m.handledAt?.toISOString() ?? null,
  replied_at: m.repliedAt?.toISOString() ?? null,
  created_at: m.createdAt.toISOString(),
});

const presentReply = (r: ContactReply) => ({
  id: r.id,
  author: r.authorName,
  subject: r.subject,
  body: r.body,
  outbox_id: r.outboxId,
  delivery_status: r.deliveryStatus,
  created_at: r.createdAt.toISOString(),
});

/** `true`/`false` in a JSON body or a form, else a field error naming it. */
function flag(value: unknown, name: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw AppError.badInput([{ path: name, msg: `${name} must be true or false` }]);
}

/** One of a closed list of query values, else a field error naming the parameter and the values. */
function oneOf<T extends string>(value: unknown, allowed: readonly T[], name: string): T | null {
  const text = str(value);
  if (text === null) return null;
  if ((allowed as readonly string[]).includes(text)) return text as T;
  throw AppError.badInput([{ path: name, msg: `${name} must be one of ${allowed.join(', ')}` }]);
}

/**
 * The admin REST area's corrections of participants, sponsors and accounts, the contact inbox and
 * the audit log, on the same services as GraphQL. Bodies use the old client's snake_case field names
 * (as its registration and sponsorship forms send them) and a `reason`. Mounted under the admin
 * routes, which resolve the caller first.
 */
export function adminRecordRoutes(services: Services): Router {
  const router = Router();
  const { participantRecords, sponsorRecords, accountAdmin, inbox, audit } = services;

  // `language` ('en' or 'fr'): the language of the person's e-mails, left as it is when not sent.
  const participantFields = ['title', 'gender', 'first_name', 'last_name', ...CONTACT_FIELDS, 'language'];
  router.put('/admin/participants/:id', async (req, res) => {
    const input = camelizeKeys(req.body, participantFields);
    const row = await participantRecords.update(requireViewer(req), idOf(req), input, reasonOf(req));
    res.json({ message: 'The participant’s details are saved.', participant: presentParticipant(row) });
  });
  router.post('/admin/participants/:id/cancel', async (req, res) => {
    const row = await participantRecords.cancel(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The registration is cancelled.', participant: presentParticipant(row) });
  });
  router.post('/admin/participants/:id/reinstate', async (req, res) => {
    const row = await participantRecords.reinstate(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The registration is reinstated.', participant: presentParticipant(row) });
  });
  router.post('/admin/participants/:id/resend-confirmation', async (req, res) => {
    const row = await participantRecords.resendConfirmation(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: `The confirmation is on its way to ${row.email}.`, participant: presentParticipant(row) });
  });
  router.delete('/admin/participants/:id', async (req, res) => {
    await participantRecords.delete(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The registration is deleted.' });
  });

  router.put(
    '/admin/sponsors/:id',
    errorShape({ fields: { packageId: ['category', 'package_id'] } }),
    async (req, res) => {
      const input = {
        ...camelizeKeys(req.body, ['company', ...CONTACT_FIELDS, 'language']),
        packageId: body(req).category ?? body(req).package_id ?? '',
      };
      const { sponsor, package: pkg } = await sponsorRecords.update(
        requireViewer(req),
        idOf(req),
        input,
        reasonOf(req),
      );
      res.json({ message: 'The application is saved.', sponsor: presentSponsor(sponsor, pkg) });
    },
  );
  router.post('/admin/sponsors/:id/cancel', async (req, res) => {
    const { sponsor, package: pkg } = await sponsorRecords.cancel(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The application is cancelled.', sponsor: presentSponsor(sponsor, pkg) });
  });
  router.post('/admin/sponsors/:id/reinstate', async (req, res) => {
    const { sponsor, package: pkg } = await sponsorRecords.reinstate(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The application is back in review.', sponsor: presentSponsor(sponsor, pkg) });
  });
  router.post('/admin/sponsors/:id/resend-confirmation', async (req, res) => {
    const { sponsor, package: pkg } = await sponsorRecords.resendConfirmation(
      requireViewer(req),
      idOf(req),
      reasonOf(req),
    );
    res.json({ message: `The confirmation is on its way to ${sponsor.email}.`, sponsor: presentSponsor(sponsor, pkg) });
  });
  router.delete('/admin/sponsors/:id', async (req, res) => {
    await sponsorRecords.delete(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The application is deleted.' });
  });

  router.put('/admin/users/:id', async (req, res) => {
    const input = camelizeKeys(req.body, [
      'user_name',
      'first_name',
      'last_name',
      'phone',
      'country',
      'state',
      'city',
      'address',
      'role',
    ]);
    const user = await accountAdmin.update(requireViewer(req), idOf(req), input, reasonOf(req));
    res.json({ message: 'The account is saved.', user: presentUser(user) });
  });
  router.post('/admin/users/:id/disable', async (req, res) => {
    const user = await accountAdmin.disable(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The account is disabled and its sessions have ended.', user: presentUser(user) });
  });
  router.post('/admin/users/:id/enable', async (req, res) => {
    const user = await accountAdmin.enable(requireViewer(req), idOf(req), reasonOf(req));
    res.json({ message: 'The account is enabled.', user: presentUser(user) });
  });

  router.get('/admin/audit', async (req, res) => {
    const page = await audit.list(requireViewer(req), listParams(req), {
      targetType: oneOf(req.query.targetType, AUDIT_TARGETS, 'targetType'),
      targetId: str(req.query.targetId),
      actorId: str(req.query.actorId),
      action: oneOf(req.query.action, AUDIT_ACTIONS, 'action'),
    });
    res.json({ entries: page.items.map(presentAudit), total: page.total, page: page.page, pageSize: page.pageSize });
  });

  router.get('/admin/contact-messages', async (req, res) => {
    const state = oneOf<InboxState>(req.query.state, ['unread', 'unhandled', 'handled'], 'state');
    const page = await inbox.list(requireViewer(req), listParams(req), { state });
    res.json({
      messages: page.items.map(presentContactMessage),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    });
  });
  router.get('/admin/contact-messages/:id', async (req, res) => {
    const viewer = requireViewer(req);
    const message = await inbox.get(viewer, idOf(req));
    const replies = await inbox.replies(viewer, message.id);
    res.json({ message: presentContactMessage(message), replies: replies.map(presentReply) });
  });
  router.post('/admin/contact-messages/:id/reply', async (req, res) => {
    const viewer = requireViewer(req);
    await inbox.reply(viewer, idOf(req), { subject: body(req).subject, body: body(req).body });
    const replies = await inbox.replies(viewer, idOf(req));
    res.status(201).json({ message: 'The reply is on its way.', replies: replies.map(presentReply) });
  });
  router.put('/admin/contact-messages/:id/handled', async (req, res) => {
    const message = await inbox.setHandled(requireViewer(req), idOf(req), flag(body(req).handled, 'handled'));
    res.json({ message: presentContactMessage(message) });
  });
  router.put('/admin/contact-messages/:id/read', async (req, res) => {
    const message = await inbox.markRead(requireViewer(req), idOf(req), flag(body(req).read ?? true, 'read'));
    res.json({ message: presentContactMessage(message) });
  });

  return router;
}

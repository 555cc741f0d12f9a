import { Router } from 'express';
import { limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import type { Services } from '../../../services.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import type { MessageWithSender } from './message.service.js';

/** The old client's message and reply shapes. */
function presentMessage({ message, sender, bookingId }: MessageWithSender) {
  return {
    id: message.id,
    message: message.body,
    rentalBooking_id: bookingId,
    messageId: message.parentId,
    user: { id: sender.id, first_name: sender.firstName },
    createdAt: message.createdAt.toISOString(),
  };
}

/** The old client's messaging calls; the conversation is the same one the GraphQL pages show. */
export function messageRoutes(services: Services): Router {
  const router = Router();
  const { messages } = services;
  const auth = resolveViewer(services);
  const limit = limited(services, 'message.send');

  router.post('/rentalBookings/:bookingId/send-message', auth, limit, async (req, res) => {
    const viewer = requireViewer(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.userId !== undefined)
      authorizeAccount(viewer, 'actAs', String(body.userId), 'You can only send messages as yourself');
    const sent = await messages.send(viewer, { bookingId: String(req.params.bookingId) }, { body: body.message });
    res.status(201).json({ message: 'Message sent', messaging: presentMessage(sent) });
  });

  router.get('/messaging/:bookingId/my-messages', auth, async (req, res) => {
    const rows = await messages.list(requireViewer(req), String(req.params.bookingId), { topLevelOnly: true });
    res.json({ messaging: rows.map(presentMessage) });
  });

  router.post('/user/:userId/messaging/:messageId/send-reply', auth, limit, async (req, res) => {
    const viewer = requireViewer(req);
    authorizeAccount(viewer, 'actAs', String(req.params.userId), 'You can only reply as yourself');
    const original = await messages.get(viewer, String(req.params.messageId));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const sent = await messages.send(
      viewer,
      { bookingId: original.bookingId },
      {
        body: body.message,
        parentId: original.message.id,
      },
    );
    res.status(201).json({ message: 'Reply sent', reply: presentMessage(sent) });
  });

  router.get('/replies/:messageId/my-replies', auth, async (req, res) => {
    const viewer = requireViewer(req);
    const original = await messages.get(viewer, String(req.params.messageId));
    const rows = await messages.list(viewer, original.bookingId, { parentId: original.message.id });
    res.json({ replies: rows.map(presentMessage) });
  });

  // Sent without a token: it can only hurry the e-mail of messages `userId` has not read (see
  // emailUnreadNow), so it is not a relay; the answer is the same whether or not one went out.
  router.post('/send-messaging-notification', limit, async (req, res) => {
    await messages.emailUnreadNow((req.body as Record<string, unknown> | undefined)?.userId);
    res.json({ message: 'Notification sent' });
  });

  return router;
}

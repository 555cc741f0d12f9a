import { createPubSub } from '@graphql-yoga/subscription';

/** Events carried to subscriptions; each topic is keyed by the id of who should hear it. */
export type AccountEvent = { kind: 'updated' } | { kind: 'sessions-revoked' };

export interface PublishedMessage {
  id: string;
  bookingId: string;
  senderId: string;
  senderFirstName: string;
  parentId: string | null;
  clientId: string | null;
  body: string;
  /** ISO 8601 */
  createdAt: string;
}

export type PubSubTopics = {
  ACCOUNT_CHANGED: [userId: string, event: AccountEvent];
  /** Keyed by the owner's id: their My Rentals list updates without polling. */
  TOOL_CHANGED: [ownerId: string, event: { toolId: string }];
  /** Keyed by the user whose bell changed (a new note, or notes read: notificationId null). */
  NOTIFICATION_ADDED: [userId: string, event: { notificationId: string | null }];
  /** Keyed by the renter and by the owner: their booking pages update without polling. */
  BOOKING_CHANGED: [userId: string, event: { bookingId: string }];
  /**
   * Keyed by booking: a new message in its conversation, whole (JSON-safe), so delivering it to the
   * other party's page needs no database read.
   */
  MESSAGE_ADDED: [bookingId: string, event: { message: PublishedMessage }];
  /** Keyed by user: their unread message counts changed (a message came, or they read some). */
  UNREAD_MESSAGES_CHANGED: [userId: string, event: Record<string, never>];
};

export type AppPubSub = ReturnType<typeof createAppPubSub>;

export function createAppPubSub() {
  return createPubSub<PubSubTopics>();
}

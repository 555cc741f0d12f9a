// Every table of every feature, for drizzle-kit and the typed database handle.
export * from '../features/accounts/account.table.js';
export * from '../features/outbox/outbox.table.js';
export * from '../features/expo/expo.table.js';
export * from '../features/rentals/categories/category.table.js';
export * from '../features/mailings/mailing.table.js';
export * from '../features/rentals/tools/tool.table.js';
export * from '../features/rentals/payments/payment.table.js';
export * from '../features/rentals/bookings/booking.table.js';
export * from '../features/rentals/payments/ledger.table.js';
export * from '../features/rentals/payments/payout.table.js';
export * from '../features/rentals/disputes/dispute.table.js';
export * from '../features/rentals/handovers/handover.table.js';
export * from '../features/notifications/notification.table.js';
export * from '../features/rentals/messages/message.table.js';
export * from '../features/rentals/reviews/review.table.js';
export * from '../features/audit/audit.table.js';
export * from '../lib/rate-limits/rate-limit.table.js';

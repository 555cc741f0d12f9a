import { GROUP_MAIL_PER_MINUTE } from './features/mailings/mailing.service.js';
import type { Budget } from './lib/rate-limits/rate-limits.js';

/** A request budget: `limit` calls a minute, scaled by RATE_LIMIT_SCALE. */
const perMinute = (limit: number, shared = false): Budget => ({ limit, windowSeconds: 60, shared, scaled: true });

/**
 * Every budget, by name. A REST route and the GraphQL field that do the same thing name the same
 * budget, so a caller has one allowance whichever API (HTTP or WebSocket) they use.
 */
export const BUDGETS = {
  'account.create': perMinute(20),
  'session.sign-in': perMinute(30),
  /** Personal API tokens one account creates (each is a credential: few a minute is plenty). */
  'api-token.create': perMinute(5),
  'password-reset.request': perMinute(10, true),
  'password-reset.confirm': perMinute(20),
  'email-change.confirm': perMinute(20),
  'email.verify': perMinute(20),
  'message.send': perMinute(60, true),
  /**
   * New questions to owners one person starts in a day (each a conversation with another owner or
   * about another tool): enough to shop around, too few to write to every owner of the marketplace.
   */
  'inquiry.start': { limit: 20, windowSeconds: 86_400, shared: true, scaled: false },
  'review.write': perMinute(20),
  /** ID documents one person sends for review in a day (each refused or withdrawn one may be followed by another). */
  'identity.submit': { limit: 5, windowSeconds: 86_400, shared: true, scaled: false },
  'cart.add': perMinute(120),
  'payment.start': perMinute(30),
  'payment.test-card': perMinute(60),
  /**
   * Account holder names Paystack resolves for the payout form: each answer names whoever holds the
   * number, so a day's allowance is small too (an owner sets up one account, perhaps after a typo or two).
   */
  'payout.check-account': perMinute(10),
  'payout.check-account-daily': { limit: 30, windowSeconds: 86_400, shared: true, scaled: false },
  'booking.notify-owner': perMinute(10, true),
  'expo.register': perMinute(20, true),
  // A group names up to 20 people: fewer groups than single registrations a minute.
  'expo.register-group': perMinute(5, true),
  'expo.resend-confirmation': perMinute(10, true),
  'expo.sponsor-apply': perMinute(20, true),
  'expo.contact': perMinute(10, true),
  /** "My registration": every call made with the private link's token (page, edits, badge, data export). */
  'expo.my-registration': perMinute(60, true),
  /** Badge PDFs (a batch from the admin area, a walk-up's at the desk): each draws up to a thousand badges. */
  'badge.print': perMinute(30),
  'mail.group': perMinute(GROUP_MAIL_PER_MINUTE, true),
  'mail.test': perMinute(10, true),
  'mail.unsubscribe': perMinute(30),
  /**
   * Confirmation-type mails that strangers can cause (registration, sponsorship, resend, a sign-up's
   * link, "you already have an account") one address receives in a day, whoever asks: a public form
   * must not become a way to flood someone's inbox. Security mail (password resets, links confirming
   * an address the account holder asked for) never counts here, so strangers cannot starve it: it is
   * counted per account (password-reset links per 15 minutes, changes of address per day, and the one
   * below).
   */
  'mail.recipient': { limit: 5, windowSeconds: 86_400, shared: true, scaled: false },
  /** Confirmation links a signed-in member asks for again, per account and day. */
  'mail.account-verification': { limit: 5, windowSeconds: 86_400, shared: true, scaled: false },
  /**
   * Notices of new sponsorship applications to ORGANISER_EMAIL: far above a real expo's rate, low
   * enough that a flood of applications cannot bury the organisers' inbox. Every application stays
   * in the admin area whether or not its notice went out.
   */
  'mail.organiser-notice': { limit: 20, windowSeconds: 3_600, shared: true, scaled: false },
} satisfies Record<string, Budget>;

export type BudgetName = keyof typeof BUDGETS;

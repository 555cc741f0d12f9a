import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import { requireSignedIn, requireVerifiedEmail } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type ListParams, type Page } from '../../../lib/list-query.js';
import type { Logger } from '../../../lib/logger.js';
import { decimalCentsOf, formatMoney } from '../../../lib/money.js';
import { users, type UserRow } from '../../accounts/account.table.js';
import { recordAudit } from '../../audit/audit.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft, OutboxService } from '../../outbox/outbox.service.js';
import { payoutStatementPdf, type PayoutStatementLine } from './documents/payout-statement-pdf.js';
import type { EarningsService } from './earnings.service.js';
import { recordPayout, recordPayoutReversal } from './ledger.js';
import { authorizePayout } from './payout.policy.js';
import {
  isPayoutPending,
  isReversible,
  movePayout,
  notFailedPayoutWhere,
  PAYOUT_REQUESTED,
  pendingRank,
  type PayoutTransition,
} from './payout-status.js';
import { payoutAccounts, payouts, type PayoutAccountRow, type PayoutRow, type PayoutStatus } from './payout.table.js';
import type { PayoutBank, PaystackTransfers, ResolvedAccount, TransferOutcome } from './paystack-transfers.js';
import { TransferRefusedError, type ConnectProvider, type ConnectAccount } from './stripe-connect.js';

export const PAYOUT_QUEUE = 'payout.transfer';
const PAYOUT_RETRY = { retryLimit: 8, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 300 };
/** The smallest payout: 1.00 of the currency (bank and transfer fees make smaller ones pointless). */
export const MIN_PAYOUT_CENTS = 100;
/** Far above any owner's balance; bounds the decimal text a caller may send. */
const MAX_PAYOUT_CENTS = 100_000_000_000;

export interface BankDetailsInput {
  accountName: string;
  bankName: string;
  accountNumber: string;
  bankCode: string;
}

/** A Paystack transfer still on its way is looked at again after this long (its webhook may come first). */
const TRANSFER_RECHECK_SECONDS = 600;
/** The reference of a payout's transfer at the processor. */
const transferReference = (payoutId: string) => `payout-${payoutId}`;
const PAYOUT_REFERENCE = /^payout-([0-9a-f-]{36})$/;

/** An Idempotency-Key as clients send it (Stripe's rule): 1 to 255 visible ASCII characters. */
function requestKeyOf(value: string): string {
  if (!/^[\x21-\x7e]{1,255}$/.test(value))
    throw AppError.badInput([
      { path: 'Idempotency-Key', msg: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is best)' },
    ]);
  return value;
}

/** An account number as the owner sees it after saving: its last four characters only. */
export const maskAccountNumber = (value: string | null) => (value ? `••••${value.slice(-4)}` : null);

/**
 * A payout with its owner: the administrators' payout queue and its CSV. Where to send it is the
 * payout's own copy of the details it was asked for with.
 */
export interface QueuedPayout {
  payout: PayoutRow;
  owner: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;
}

/** The sizes of the payout queue's pages (and of its connection). */
export const QUEUE_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/** A queued payout as the queue selects it: the payout, and its owner's name and address. */
const queuedPayoutColumns = {
  payout: payouts,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

const queueWhere = (status: PayoutStatus | null) => (status ? eq(payouts.status, status) : undefined);

/**
 * The queue's order, worked from the top: payouts on their way first, then the oldest first, the id
 * among payouts asked for at once. The page's ORDER BY and its connection's keys; whether a payout is
 * on its way is a number (1, else 0), so a cursor carries it.
 */
const QUEUE_KEYS: KeysetKey[] = [
  { expr: pendingRank(), direction: 'desc', kind: 'integer' },
  { expr: payouts.createdAt, direction: 'asc' },
  { expr: payouts.id, direction: 'asc' },
];

function text(value: string, field: string, min: number, max: number, pattern?: RegExp, hint?: string): string {
  const trimmed = value.trim().replace(/\s+/g, ' ');
  if (trimmed.length < min || trimmed.length > max)
    throw AppError.badInput([{ path: field, msg: `${field} must be ${min} to ${max} characters` }]);
  if (pattern && !pattern.test(trimmed)) throw AppError.badInput([{ path: field, msg: `${field} ${hint}` }]);
  return trimmed;
}

/**
 * Owner payouts. The owner's available balance (see EarningsService) is set aside in one transaction
 * that locks the owner's user row, so two requests at once cannot both spend it: a payout row
 * ('pending') and its `payout:<p>` ledger entry (−amount). Then:
 * - Stripe Connect: a job transfers the amount to the owner's Express account with the idempotency
 *   key `payout-<p>` and records the transfer in a transaction that changes nothing if it already did.
 *   A transfer Stripe refuses fails the payout and gives the money back (`payout-reversal:<p>`).
 * - Paystack: a job transfers the amount to the owner's transfer recipient (a bank account Paystack
 *   resolved) under the reference `payout-<p>`; Paystack's transfer.success / failed / reversed
 *   webhook (or the job looking again) settles it: paid, or failed with the money back.
 * - bank: the payout waits in the administrators' queue until one of them marks it paid (with the
 *   bank's reference) or failed.
 */
export class PayoutService {
  constructor(
    private readonly deps: {
      db: Database;
      jobs: Jobs;
      config: Pick<
        Config,
        'currency' | 'currencies' | 'stripeConnect' | 'timeZone' | 'expo' | 'site' | 'payoutCoolingOffHours'
      >;
      connect: ConnectProvider | undefined;
      /** Paystack Transfers, when Paystack takes the payments. */
      paystack?: PaystackTransfers | undefined;
      earnings: EarningsService;
      outbox: Pick<OutboxService, 'enqueue'>;
      logger: Logger;
      publicUrl: () => string;
      now: () => Date;
      /** Throws BAD_USER_INPUT (`currentPassword`) unless `given` is the account's password. */
      confirmPassword: (user: UserRow, given: unknown, purpose: string) => Promise<void>;
    },
  ) {}

  now(): Date {
    return this.deps.now();
  }

  /**
   * Which way owners are paid here: Stripe Connect when it is on, Paystack transfers when Paystack
   * takes the payments, else bank transfers by an administrator.
   */
  get method(): 'stripe' | 'paystack' | 'bank' {
    if (this.deps.config.stripeConnect && this.deps.connect) return 'stripe';
    return this.deps.paystack ? 'paystack' : 'bank';
  }

  async accountOf(ownerId: string): Promise<PayoutAccountRow | undefined> {
    const [row] = await this.deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
    return row;
  }

  /**
   * Where the money goes is guarded like the password: a session alone is not enough. The caller must
   * have confirmed their address (the warning below must reach its holder) and give their password.
   */
  private async guardDestination(viewer: Viewer | undefined, currentPassword: unknown, purpose: string) {
    const me = requireSignedIn(viewer);
    const [user] = await this.deps.db.select().from(users).where(eq(users.id, me.user.id));
    if (!user) throw AppError.unauthenticated();
    requireVerifiedEmail(user);
    await this.deps.confirmPassword(user, currentPassword, purpose);
    return user;
  }

  async setBankDetails(
    viewer: Viewer | undefined,
    input: BankDetailsInput,
    currentPassword: unknown,
  ): Promise<PayoutAccountRow> {
    requireSignedIn(viewer);
    if (this.method === 'stripe')
      throw new AppError('CONFLICT', 'Owners are paid through Stripe here: set up payouts with Stripe instead');
    if (this.method === 'paystack')
      throw new AppError(
        'CONFLICT',
        'Owners are paid through Paystack here: choose your bank from the list and let Paystack check the account (setPaystackPayoutAccount)',
      );
    const details = {
      accountName: text(input.accountName, 'accountName', 2, 100),
      bankName: text(input.bankName, 'bankName', 2, 100),
      accountNumber: text(
        input.accountNumber,
        'accountNumber',
        4,
        34,
        /^[A-Za-z0-9 -]+$/,
        'may hold only letters, digits, spaces and hyphens',
      ).replace(/[ -]/g, ''),
      bankCode: text(
        input.bankCode,
        'bankCode',
        2,
        20,
        /^[A-Za-z0-9 -]+$/,
        'may hold only letters, digits, spaces and hyphens',
      ),
    };
    if (details.accountNumber.length < 4)
      throw AppError.badInput([{ path: 'accountNumber', msg: 'accountNumber must have at least 4 letters or digits' }]);
    const user = await this.guardDestination(viewer, currentPassword, 'to change where you are paid');
    const now = this.now();
    // A new destination starts the cooling-off period and lifts a hold: the password was just given.
    const state = { method: 'bank' as const, ...details, changedAt: now, heldAt: null, updatedAt: now };
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payoutAccounts)
        .values({ ownerId: user.id, ...state, createdAt: now })
        .onConflictDoUpdate({ target: payoutAccounts.ownerId, set: state })
        .returning();
      await this.deps.outbox.enqueue(
        tx,
        this.destinationChangedEmail(user, [
          ['Bank', details.bankName],
          ['Account', maskAccountNumber(details.accountNumber)!],
        ]),
      );
      return row!;
    });
  }

  private requirePaystack(): PaystackTransfers {
    if (this.method !== 'paystack' || !this.deps.paystack)
      throw new AppError('CONFLICT', 'Owners are not paid through Paystack here: enter your payout details instead');
    return this.deps.paystack;
  }

  /**
   * A currency an owner names for their payouts: one the marketplace prices in (BAD_USER_INPUT
   * otherwise); by default the one they earn in (EarningsService.currenciesOf).
   */
  async payoutCurrency(ownerId: string, asked: string | null | undefined): Promise<string> {
    return (await this.ownerCurrencies(ownerId, asked)).chosen;
  }

  /**
   * The currencies the owner earns in (EarningsService.currenciesOf, read once) and the one asked for
   * among them or the marketplace's (BAD_USER_INPUT otherwise; a balance in a currency the operator has
   * since dropped stays reachable), by default their latest.
   */
  async ownerCurrencies(ownerId: string, asked: string | null | undefined) {
    const currencies = await this.deps.earnings.currenciesOf(ownerId);
    if (asked == null || asked.trim() === '') return { currencies, chosen: currencies[0]! };
    const chosen = asked.trim().toUpperCase();
    const known = [...new Set([...this.deps.config.currencies, ...currencies])];
    if (!known.includes(chosen))
      throw AppError.badInput([
        { path: 'currency', msg: `Payouts here are in ${known.join(', ')}; "${asked}" is none of them` },
      ]);
    return { currencies, chosen };
  }

  /** The banks an owner can be paid into through Paystack, for accounts in `currency` (theirs by default). */
  async payoutBanks(viewer: Viewer | undefined, currency?: string | null): Promise<PayoutBank[]> {
    const me = requireSignedIn(viewer);
    const paystack = this.requirePaystack();
    const wanted = await this.payoutCurrency(me.user.id, currency);
    return this.processorCall('Paystack', () => paystack.banks(wanted));
  }

  /** Paystack accounts saved while payouts had one currency took the operator's (CURRENCY). Run at start-up. */
  async syncAccountCurrencies(): Promise<number> {
    const given = await this.deps.db
      .update(payoutAccounts)
      .set({ paystackCurrency: this.deps.config.currency })
      .where(and(isNotNull(payoutAccounts.paystackRecipientCode), isNull(payoutAccounts.paystackCurrency)))
      .returning({ ownerId: payoutAccounts.ownerId });
    return given.length;
  }

  /**
   * The holder of an account as the bank has it, for the owner to see before saving it. Each answer
   * names whoever holds the number: only a confirmed address may ask, and the caller limits how often.
   */
  async checkPaystackAccount(
    viewer: Viewer | undefined,
    input: { bankCode: string; accountNumber: string; currency?: string | null },
  ): Promise<ResolvedAccount> {
    const me = requireSignedIn(viewer);
    const paystack = this.requirePaystack();
    const [user] = await this.deps.db.select().from(users).where(eq(users.id, me.user.id));
    if (!user) throw AppError.unauthenticated();
    requireVerifiedEmail(user);
    const { bankCode, accountNumber } = paystackAccountInput(input);
    const currency = await this.payoutCurrency(me.user.id, input.currency);
    return this.processorCall('Paystack', () => paystack.resolve(bankCode, accountNumber, currency));
  }

  /**
   * Saves where the owner is paid through Paystack: the account is resolved again here (the name the
   * owner saw is never taken from the caller), becomes a transfer recipient, and is guarded and
   * announced like any change of destination.
   */
  async setPaystackAccount(
    viewer: Viewer | undefined,
    input: { bankCode: string; accountNumber: string; currency?: string | null },
    currentPassword: unknown,
  ): Promise<PayoutAccountRow> {
    const me = requireSignedIn(viewer);
    const paystack = this.requirePaystack();
    const { bankCode, accountNumber } = paystackAccountInput(input);
    const currency = await this.payoutCurrency(me.user.id, input.currency);
    const user = await this.guardDestination(viewer, currentPassword, 'to change where you are paid');
    const { resolved, recipientCode } = await this.processorCall('Paystack', async () => {
      const account = await paystack.resolve(bankCode, accountNumber, currency);
      return { resolved: account, recipientCode: await paystack.recipient(account) };
    });
    const now = this.now();
    const state = {
      method: 'paystack' as const,
      accountName: resolved.accountName,
      bankName: resolved.bankName,
      accountNumber: resolved.accountNumber,
      bankCode: resolved.bankCode,
      paystackRecipientCode: recipientCode,
      paystackCurrency: resolved.currency,
      changedAt: now,
      heldAt: null,
      updatedAt: now,
    };
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(payoutAccounts)
        .values({ ownerId: user.id, ...state, createdAt: now })
        .onConflictDoUpdate({ target: payoutAccounts.ownerId, set: state })
        .returning();
      await this.deps.outbox.enqueue(
        tx,
        this.destinationChangedEmail(user, [
          ['Bank', resolved.bankName],
          ['Account', maskAccountNumber(resolved.accountNumber)!],
          ['Account holder', resolved.accountName],
        ]),
      );
      return row!;
    });
  }

  /**
   * After a password reset the owner confirms, with the new password, that the payout details are
   * theirs: the hold ends (the cooling-off period of their last change still applies).
   */
  async confirmDetails(viewer: Viewer | undefined, currentPassword: unknown): Promise<PayoutAccountRow> {
    const user = await this.guardDestination(viewer, currentPassword, 'to confirm your payout details');
    const [row] = await this.deps.db
      .update(payoutAccounts)
      .set({ heldAt: null, updatedAt: this.now() })
      .where(eq(payoutAccounts.ownerId, user.id))
      .returning();
    if (!row) throw new AppError('PAYOUT_ACCOUNT_REQUIRED', 'There are no payout details to confirm yet');
    return row;
  }

  /** A password reset by the address's holder: details saved before it wait for them to confirm. */
  async holdDetails(tx: Executor, ownerId: string): Promise<void> {
    await tx.update(payoutAccounts).set({ heldAt: this.now() }).where(eq(payoutAccounts.ownerId, ownerId));
  }

  /**
   * The account changed hands (ADMIN_EMAIL took the address over): whatever destination the earlier
   * holder set up is forgotten. Payouts already asked for keep their own copy of it.
   */
  async forgetDetails(tx: Executor, ownerId: string): Promise<void> {
    await tx.delete(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
  }

  /** The owner's warning that where they are paid changed, sent to the account's address at once. */
  private destinationChangedEmail(owner: UserRow, details: [string, string][]): EmailDraft {
    const brand = this.deps.config.expo.name;
    const hours = this.deps.config.payoutCoolingOffHours;
    return {
      to: owner.email,
      subject: `${brand}: your payout details were changed`,
      template: 'payout.details-changed',
      meta: { userId: owner.id },
      ...renderEmail(
        {
          title: 'Your payout details were changed',
          paragraphs: [
            `Hello ${owner.firstName},`,
            `Where your ${brand} earnings are paid was just changed.${hours ? ` For your safety, no payout can be asked for during the next ${hours} hours.` : ''}`,
            'If this was not you, reset your password now: that signs everyone out and puts payouts on hold until you confirm your details.',
          ],
          details,
          action: { label: 'Reset my password', url: `${this.deps.publicUrl()}/password-request` },
        },
        brand,
      ),
    };
  }

  private requireConnect(): ConnectProvider {
    if (this.method !== 'stripe' || !this.deps.connect)
      throw new AppError('CONFLICT', 'Stripe payouts are not on here: enter bank details for bank transfers instead');
    return this.deps.connect;
  }

  /**
   * A call to the payout processor: a failure that is not the caller's doing becomes
   * SERVICE_UNAVAILABLE ("Stripe is not answering…"), so the owner tries again later.
   */
  private processorCall<T>(processor: 'Stripe' | 'Paystack', run: () => Promise<T>): Promise<T> {
    return run().catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      this.deps.logger.warn({ err: error }, `${processor} did not answer`);
      throw new AppError('SERVICE_UNAVAILABLE', `${processor} is not answering. Please try again in a moment.`);
    });
  }

  /**
   * The owner's Express account (created once: the key `connect-account-<owner>` makes a second
   * click answer the same account) and a fresh onboarding link back to the earnings page.
   */
  async startOnboarding(
    viewer: Viewer | undefined,
    returnPath: string,
    currentPassword: unknown,
  ): Promise<{ url: string }> {
    requireSignedIn(viewer);
    const connect = this.requireConnect();
    // An onboarding link lets whoever opens it set the bank account at Stripe: it is a change of
    // destination, guarded and announced like saving bank details.
    const me = await this.guardDestination(viewer, currentPassword, 'to set up payouts with Stripe');
    return this.processorCall('Stripe', async () => {
      let accountId = (await this.accountOf(me.id))?.stripeAccountId ?? null;
      if (!accountId) {
        const account = await connect.createAccount({
          email: me.email,
          ownerId: me.id,
          idempotencyKey: `connect-account-${me.id}`,
        });
        accountId = account.id;
        await this.storeAccount(me.id, account);
      }
      const base = `${this.deps.publicUrl()}${returnPath}`;
      const link = await connect.onboardingLink({
        accountId,
        refreshUrl: `${base}?stripe=refresh`,
        returnUrl: `${base}?stripe=return`,
      });
      const now = this.now();
      await this.deps.db.transaction(async (tx) => {
        await tx
          .update(payoutAccounts)
          .set({ changedAt: now, heldAt: null, updatedAt: now })
          .where(eq(payoutAccounts.ownerId, me.id));
        await this.deps.outbox.enqueue(tx, this.destinationChangedEmail(me, [['Paid through', 'Stripe']]));
      });
      return link;
    });
  }

  private async storeAccount(ownerId: string, account: ConnectAccount): Promise<PayoutAccountRow> {
    const now = this.now();
    const state = {
      method: 'stripe' as const,
      stripeAccountId: account.id,
      stripeDetailsSubmitted: account.detailsSubmitted,
      stripePayoutsEnabled: account.payoutsEnabled,
      updatedAt: now,
    };
    const [row] = await this.deps.db
      .insert(payoutAccounts)
      .values({ ownerId, ...state, createdAt: now })
      .onConflictDoUpdate({ target: payoutAccounts.ownerId, set: state })
      .returning();
    return row!;
  }

  /** Asks Stripe where the owner's account is (after onboarding) and keeps its answer. */
  async refreshStripeAccount(
    viewer: Viewer | undefined,
  ): Promise<{ account: PayoutAccountRow | undefined; currentlyDue: string[] }> {
    const me = requireSignedIn(viewer);
    const connect = this.requireConnect();
    const stored = await this.accountOf(me.user.id);
    if (!stored?.stripeAccountId) return { account: stored, currentlyDue: [] };
    const account = await this.processorCall('Stripe', () => connect.retrieveAccount(stored.stripeAccountId!));
    return { account: await this.storeAccount(me.user.id, account), currentlyDue: account.currentlyDue };
  }

  /**
   * Sets aside `amountText` (decimal text; all of the available balance when absent) for a payout.
   * Refused: no payout method yet (PAYOUT_ACCOUNT_REQUIRED), more than is available or less than the
   * minimum (PAYOUT_NOT_AVAILABLE).
   */
  async requestPayout(
    viewer: Viewer | undefined,
    amountText: string | null | undefined,
    idempotencyKey?: string | undefined,
    currencyText?: string | null,
  ): Promise<PayoutRow> {
    const me = authorizePayout(viewer, 'request');
    const ownerId = me.user.id;
    const method = this.method;
    const asked = amountText == null ? undefined : decimalCentsOf(amountText, 'amount', MAX_PAYOUT_CENTS);
    const requestKey = idempotencyKey === undefined ? undefined : requestKeyOf(idempotencyKey);
    // What the request asked, as the key remembers it: "all", or the amount in minor units.
    const requestedAmount = asked === undefined ? 'all' : String(asked);
    // A payout is in one currency: what the owner earned in it, to an account that takes it.
    const currency = await this.payoutCurrency(ownerId, currencyText);
    return this.deps.db.transaction(async (tx) => {
      // The owner's row is the lock: a second request waits here and then sees the first one's entry.
      const [owner] = await tx.select().from(users).where(eq(users.id, ownerId)).for('update');
      if (!owner) throw AppError.unauthenticated();
      if (requestKey) {
        // The same request again (a double click, a retry after a lost answer): the payout it made.
        const [earlier] = await tx
          .select()
          .from(payouts)
          .where(and(eq(payouts.ownerId, ownerId), eq(payouts.requestKey, requestKey)));
        if (earlier && earlier.requestedAmount === requestedAmount && earlier.currency === currency) return earlier;
        if (earlier)
          throw new AppError(
            'CONFLICT',
            'This Idempotency-Key was already used for another payout request: send a new key for a new request',
            [{ path: 'Idempotency-Key', msg: 'Already used for a request with another amount' }],
          );
      }
      requireVerifiedEmail(owner);
      const [account] = await tx.select().from(payoutAccounts).where(eq(payoutAccounts.ownerId, ownerId));
      if (method === 'stripe' && !(account?.stripeAccountId && account.stripePayoutsEnabled))
        throw new AppError(
          'PAYOUT_ACCOUNT_REQUIRED',
          'Finish setting up payouts with Stripe first: Stripe has not enabled payouts to your account yet',
        );
      if (method === 'bank' && !(account?.method === 'bank' && account.accountNumber))
        throw new AppError('PAYOUT_ACCOUNT_REQUIRED', 'Enter the bank account to pay you into first');
      if (method === 'paystack' && !(account?.method === 'paystack' && account.paystackRecipientCode))
        throw new AppError(
          'PAYOUT_ACCOUNT_REQUIRED',
          'Choose your bank and enter your account number first: Paystack checks the account before it can pay you',
        );
      if (method === 'paystack' && account!.paystackCurrency !== currency)
        throw new AppError(
          'PAYOUT_ACCOUNT_REQUIRED',
          `Your account takes ${account!.paystackCurrency}, and this payout is in ${currency}: choose a bank from the ${currency} list and enter an account there first`,
        );
      this.assertNotHeld(account!);
      const { availableCents } = await this.deps.earnings.balances(ownerId, currency, tx);
      const amountCents = asked ?? availableCents;
      const format = (cents: number) => formatMoney(cents, currency);
      if (amountCents > availableCents)
        throw new AppError(
          'PAYOUT_NOT_AVAILABLE',
          `You can take out up to ${format(Math.max(availableCents, 0))} now. Earnings become available once the tool is back and the dispute window has passed.`,
        );
      if (amountCents < MIN_PAYOUT_CENTS)
        throw new AppError(
          'PAYOUT_NOT_AVAILABLE',
          availableCents < MIN_PAYOUT_CENTS
            ? `Nothing to pay out yet: payouts start at ${format(MIN_PAYOUT_CENTS)} of available earnings`
            : `A payout is at least ${format(MIN_PAYOUT_CENTS)}`,
        );
      const now = this.now();
      const [payout] = await tx
        .insert(payouts)
        .values({
          ownerId,
          method,
          amountCents,
          currency,
          status: PAYOUT_REQUESTED,
          requestKey: requestKey ?? null,
          requestedAmount,
          // Where it goes is fixed now: a later change of details never redirects it.
          accountName: account!.accountName,
          bankName: account!.bankName,
          accountNumber: account!.accountNumber,
          bankCode: account!.bankCode,
          stripeAccountId: account!.stripeAccountId,
          paystackRecipientCode: account!.paystackRecipientCode,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordPayout(tx, payout!, now);
      if (method !== 'bank')
        await this.deps.jobs.send(PAYOUT_QUEUE, { payoutId: payout!.id }, { ...PAYOUT_RETRY, ...inTransaction(tx) });
      return payout!;
    });
  }

  /** Payouts wait while the details are on hold, and for the cooling-off period after they changed. */
  private assertNotHeld(account: PayoutAccountRow): void {
    if (account.heldAt)
      throw new AppError(
        'PAYOUT_ON_HOLD',
        'Your password was reset, so payouts are on hold until you confirm your payout details with your new password.',
      );
    const resumesAt = (account.changedAt?.getTime() ?? 0) + this.deps.config.payoutCoolingOffHours * 3_600_000;
    const wait = Math.ceil((resumesAt - this.now().getTime()) / 1000);
    if (wait > 0)
      throw new AppError(
        'PAYOUT_ON_HOLD',
        `Your payout details changed recently. For your safety, payouts can be asked for again from ${new Date(resumesAt).toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
        [],
        wait,
      );
  }

  /** When the owner may ask for a payout again, or null when nothing holds payouts back. */
  payoutsResumeAt(account: PayoutAccountRow): Date | null {
    const resumesAt = (account.changedAt?.getTime() ?? 0) + this.deps.config.payoutCoolingOffHours * 3_600_000;
    return resumesAt > this.now().getTime() ? new Date(resumesAt) : null;
  }

  async startWorkers(): Promise<void> {
    await ensureQueue(this.deps.jobs, PAYOUT_QUEUE, PAYOUT_RETRY);
    await workEach<{ payoutId: string }>(this.deps.jobs, PAYOUT_QUEUE, (job) => this.transfer(job.data.payoutId));
  }

  /**
   * The job: transfers a pending Stripe payout to the owner's connected account. Safe to run again:
   * Stripe answers the same transfer for the same key, and recording it twice changes nothing.
   */
  async transfer(payoutId: string): Promise<void> {
    const [payout] = await this.deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!payout || !isPayoutPending(payout)) return;
    if (payout.method === 'paystack') return this.transferWithPaystack(payout);
    if (payout.method !== 'stripe') return;
    const connect = this.deps.connect;
    if (!connect) throw new Error(`Payout ${payoutId} is a Stripe transfer, but Stripe Connect is off`);
    // The account the payout was asked for with, never the one the owner has now.
    const destination = payout.stripeAccountId;
    if (!destination) {
      await this.recordFailure(payoutId, 'The owner has no Stripe account to transfer to', null);
      return;
    }
    let transferId: string;
    try {
      ({ id: transferId } = await connect.transfer({
        amountCents: payout.amountCents,
        currency: payout.currency,
        destination,
        idempotencyKey: `payout-${payoutId}`,
        metadata: { payoutId, ownerId: payout.ownerId },
      }));
    } catch (error) {
      if (!(error instanceof TransferRefusedError)) throw error;
      await this.recordFailure(payoutId, `Stripe refused the transfer: ${error.message}`, null);
      return;
    }
    await this.recordTransfer(payoutId, transferId);
  }

  /**
   * The job for a Paystack payout: the transfer to the recipient the payout was asked for with, under
   * the payout's reference (a retry after a lost answer reads the transfer Paystack has). While it is
   * on its way, the job looks again later; Paystack's webhook usually settles it first.
   */
  private async transferWithPaystack(payout: PayoutRow): Promise<void> {
    const paystack = this.deps.paystack;
    if (!paystack) throw new Error(`Payout ${payout.id} is a Paystack transfer, but Paystack is off`);
    if (!payout.paystackRecipientCode) {
      await this.recordFailure(payout.id, 'The owner has no Paystack account to transfer to', null);
      return;
    }
    const outcome = await paystack.transfer({
      amountCents: payout.amountCents,
      currency: payout.currency,
      recipientCode: payout.paystackRecipientCode,
      reference: transferReference(payout.id),
      reason: `${this.deps.config.expo.name} earnings`,
    });
    await this.applyTransferOutcome(payout, outcome);
  }

  private async applyTransferOutcome(payout: PayoutRow, outcome: TransferOutcome): Promise<void> {
    if (outcome.state === 'paid') {
      if (isPayoutPending(payout)) await this.recordTransfer(payout.id, outcome.code);
    } else if (outcome.state === 'failed') {
      if (isPayoutPending(payout)) await this.recordFailure(payout.id, outcome.reason, null);
      else if (isReversible(payout)) await this.recordFailure(payout.id, outcome.reason, null, 'reverse_transfer');
    } else if (isPayoutPending(payout)) {
      await this.deps.jobs.send(
        PAYOUT_QUEUE,
        { payoutId: payout.id },
        { ...PAYOUT_RETRY, startAfter: TRANSFER_RECHECK_SECONDS },
      );
    }
  }

  /**
   * Paystack's webhook said a transfer moved (transfer.success, failed, reversed): where the transfer
   * stands is read from Paystack, never from the event, and the payout follows. A reference that is
   * not one of our payouts changes nothing.
   */
  async settleTransfer(reference: string): Promise<void> {
    const id = PAYOUT_REFERENCE.exec(reference)?.[1];
    const [payout] = id && isUuid(id) ? await this.deps.db.select().from(payouts).where(eq(payouts.id, id)) : [];
    if (!payout || payout.method !== 'paystack' || !this.deps.paystack) {
      this.deps.logger.warn({ reference }, 'transfer event for an unknown payout');
      return;
    }
    const outcome = await this.deps.paystack.outcome(transferReference(payout.id));
    if (outcome) await this.applyTransferOutcome(payout, outcome);
  }

  /** The transfer went through: the payout is paid (once), and the owner gets their statement. */
  async recordTransfer(payoutId: string, transferId: string): Promise<void> {
    await this.recordPaid(payoutId, transferId, null);
  }

  /** `by`: the administrator who settled it by hand (audited), or null for Stripe's transfer. */
  private async recordPaid(payoutId: string, reference: string, by: Viewer | null): Promise<PayoutRow | undefined> {
    const now = this.now();
    const statement = await this.statementDraft(payoutId, { reference, paidAt: now });
    return this.deps.db.transaction(async (tx) => {
      const paid = await movePayout(tx, {
        name: by ? 'mark_paid' : 'transfer',
        payoutId,
        now,
        changes: { reference, paidAt: now, paidById: by?.user.id ?? null },
      });
      if (paid && statement) await this.deps.outbox.enqueue(tx, statement);
      if (paid && by) {
        const [owner] = await tx.select().from(users).where(eq(users.id, paid.ownerId));
        await recordAudit(tx, by, {
          action: 'payout.mark_paid',
          targetType: 'payout',
          targetId: paid.id,
          targetLabel: payoutLabel(paid, owner),
          changes: [
            { field: 'status', before: PAYOUT_REQUESTED, after: paid.status },
            { field: 'reference', before: null, after: reference },
          ],
        });
      }
      return paid;
    });
  }

  /**
   * The payout did not reach the owner: failed, and the money back in their available balance (once).
   * `by`: the administrator who marked it failed (audited, with the reason), or null for the
   * processor's refusal (`reverse_transfer`: of a transfer it had reported sent).
   */
  private async recordFailure(
    payoutId: string,
    reason: string,
    by: Viewer | null,
    transition: PayoutTransition = by ? 'mark_failed' : 'refuse_transfer',
  ): Promise<PayoutRow | undefined> {
    const now = this.now();
    return this.deps.db.transaction(async (tx) => {
      const failed = await movePayout(tx, {
        name: transition,
        payoutId,
        now,
        changes: { failureMessage: reason, paidById: by?.user.id ?? null },
      });
      if (!failed) return undefined;
      await recordPayoutReversal(tx, failed, now);
      const [owner] = await tx.select().from(users).where(eq(users.id, failed.ownerId));
      if (owner) await this.deps.outbox.enqueue(tx, this.failedEmail(owner, failed, reason));
      if (by) {
        await recordAudit(tx, by, {
          action: 'payout.mark_failed',
          targetType: 'payout',
          targetId: failed.id,
          targetLabel: payoutLabel(failed, owner),
          reason,
          changes: [{ field: 'status', before: PAYOUT_REQUESTED, after: failed.status }],
        });
      }
      return failed;
    });
  }

  // --- administrators' payout queue

  async queue(
    viewer: Viewer | undefined,
    params: ListParams,
    status: PayoutStatus | null,
  ): Promise<Page<QueuedPayout>> {
    authorizePayout(viewer, 'list');
    const where = queueWhere(status);
    const { page, pageSize, offset } = params.unpaged
      ? { page: 1, pageSize: 200_000, offset: 0 }
      : paging(params, QUEUE_PAGE_SIZES);
    const [items, [counted]] = await Promise.all([
      this.deps.db
        .select(queuedPayoutColumns)
        .from(payouts)
        .innerJoin(users, eq(users.id, payouts.ownerId))
        .where(where)
        .orderBy(...keysetOrderBy(QUEUE_KEYS))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ total: count() }).from(payouts).where(where),
    ]);
    return { items, total: Number(counted?.total ?? 0), page, pageSize };
  }

  /**
   * The payout queue as a connection: the same filter and order, read on from a cursor, so a payout
   * asked for (or settled) between two reads moves no other. `count` counts every match, run only
   * when asked for.
   */
  async queueConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    status: PayoutStatus | null,
  ): Promise<Connection<QueuedPayout> & { count: () => Promise<number> }> {
    authorizePayout(viewer, 'list');
    const where = queueWhere(status);
    const keyset = keysetPage(
      window,
      { list: 'payoutQueue', order: 'pendingFirst_createdAt_asc', keys: QUEUE_KEYS },
      QUEUE_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...queuedPayoutColumns, cursor: keyset.cursorValues })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.ownerId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(payouts).where(where))[0]?.n ?? 0,
    };
  }

  private async pendingBankPayout(payoutId: string): Promise<PayoutRow> {
    if (!isUuid(payoutId)) throw AppError.notFound('The payout');
    const [payout] = await this.deps.db.select().from(payouts).where(eq(payouts.id, payoutId));
    if (!payout) throw AppError.notFound('The payout');
    if (payout.method !== 'bank')
      throw new AppError(
        'CONFLICT',
        `This payout is a ${payout.method === 'stripe' ? 'Stripe' : 'Paystack'} transfer: ${payout.method === 'stripe' ? 'Stripe' : 'Paystack'} pays it, not the payout queue`,
      );
    if (!isPayoutPending(payout)) throw new AppError('CONFLICT', `This payout is already ${payout.status}`);
    return payout;
  }

  /** An administrator made the bank transfer: the payout is paid with the bank's reference. */
  async markPaid(viewer: Viewer | undefined, payoutId: string, referenceText: string): Promise<PayoutRow> {
    const admin = authorizePayout(viewer, 'settle');
    const reference = text(referenceText, 'reference', 1, 100);
    await this.pendingBankPayout(payoutId);
    const paid = await this.recordPaid(payoutId, reference, admin);
    if (!paid) throw new AppError('CONFLICT', 'This payout was settled at the same moment: reload the queue');
    return paid;
  }

  /** An administrator could not pay it: failed, and the amount back in the owner's available balance. */
  async markFailed(viewer: Viewer | undefined, payoutId: string, reasonText: string): Promise<PayoutRow> {
    const admin = authorizePayout(viewer, 'settle');
    const reason = text(reasonText, 'reason', 3, 500);
    await this.pendingBankPayout(payoutId);
    const failed = await this.recordFailure(payoutId, reason, admin);
    if (!failed) throw new AppError('CONFLICT', 'This payout was settled at the same moment: reload the queue');
    return failed;
  }

  // --- e-mails

  /**
   * The bookings a payout paid, taken first-in first-out: the owner's available earnings in the order
   * they became available, after what earlier payouts took.
   */
  private async statementLines(payout: PayoutRow): Promise<PayoutStatementLine[]> {
    const earlier = await this.deps.db
      .select({ total: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
      .from(payouts)
      .where(
        and(
          eq(payouts.ownerId, payout.ownerId),
          eq(payouts.currency, payout.currency),
          notFailedPayoutWhere(),
          sql`(${payouts.createdAt}, ${payouts.id}) < (${payout.createdAt.toISOString()}::timestamptz, ${payout.id}::uuid)`,
        ),
      );
    let skip = Number(earlier[0]?.total ?? 0);
    let left = payout.amountCents;
    const lines = (
      await this.deps.earnings.bookingLines(payout.ownerId, payout.currency, { page: 1, pageSize: 100 })
    ).items
      .filter((l) => l.status === 'available' && l.earningCents > 0)
      .sort((a, b) => (a.availableFrom?.getTime() ?? 0) - (b.availableFrom?.getTime() ?? 0));
    const paid: PayoutStatementLine[] = [];
    for (const line of lines) {
      if (left <= 0) break;
      const fromThis = Math.max(0, line.earningCents - skip);
      skip = Math.max(0, skip - line.earningCents);
      if (!fromThis) continue;
      left -= Math.min(fromThis, left);
      paid.push({
        bookingCode: line.bookingCode,
        toolName: line.toolName,
        amountCents: line.amountCents,
        platformFeeCents: line.feeCents,
        earningCents: line.earningCents,
        depositAwardCents: 0,
      });
    }
    return paid;
  }

  private async statementDraft(
    payoutId: string,
    paid: { reference: string; paidAt: Date },
  ): Promise<EmailDraft | undefined> {
    const [row] = await this.deps.db
      .select({ payout: payouts, owner: users })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.ownerId))
      .where(eq(payouts.id, payoutId));
    if (!row || !isPayoutPending(row.payout)) return undefined;
    const { payout, owner } = row;
    const { config } = this.deps;
    const amount = formatMoney(payout.amountCents, payout.currency);
    let attachments: { filename: string; contentType: string; contentBase64: string }[] = [];
    try {
      const pdf = await payoutStatementPdf({
        platform: {
          name: config.expo.name,
          email: config.site.contactEmail ?? null,
          phone: config.site.contactPhone ?? null,
          website: config.site.contactWebsite ?? null,
        },
        currency: payout.currency,
        timeZone: config.timeZone,
        owner: { name: `${owner.firstName} ${owner.lastName}`, email: owner.email },
        payout: {
          id: payout.id,
          createdAt: payout.createdAt,
          paidAt: paid.paidAt,
          method: payout.method,
          reference: paid.reference,
          status: 'paid',
          amountCents: payout.amountCents,
        },
        lines: await this.statementLines(payout),
        issuedAt: paid.paidAt,
      });
      attachments = [
        {
          filename: `payout-statement-${payout.id.slice(0, 8)}.pdf`,
          contentType: 'application/pdf',
          contentBase64: pdf.toString('base64'),
        },
      ];
    } catch (error) {
      // The money has moved: the e-mail goes without its statement rather than not at all.
      this.deps.logger.error({ err: error, payoutId }, 'the payout statement PDF could not be drawn');
    }
    const how =
      payout.method === 'stripe'
        ? 'to your Stripe account'
        : `to your account at ${payout.bankName ?? 'your bank'} (${maskAccountNumber(payout.accountNumber)})`;
    const when = {
      stripe: 'Stripe pays it out to your bank on its usual schedule.',
      paystack: 'Paystack has sent it: your bank shows it shortly.',
      bank: 'Banks usually show it within 1 to 3 working days.',
    }[payout.method];
    return {
      to: owner.email,
      subject: `Your payout of ${amount} is on its way`,
      template: 'payout.paid',
      attachments,
      meta: { payoutId: payout.id },
      ...renderEmail(
        {
          title: 'Your payout has been sent',
          paragraphs: [
            `Hello ${owner.firstName},`,
            `We sent ${amount} ${how}. ${when}`,
            attachments.length
              ? 'Your payout statement is attached as a PDF.'
              : 'Your earnings page lists the bookings it covers.',
          ],
          details: [
            ['Amount', amount],
            ['Reference', paid.reference],
          ],
          action: { label: 'See your earnings', url: `${this.deps.publicUrl()}/user/earnings` },
        },
        config.expo.name,
      ),
    };
  }

  private failedEmail(owner: UserRow, payout: PayoutRow, reason: string): EmailDraft {
    const amount = formatMoney(payout.amountCents, payout.currency);
    return {
      to: owner.email,
      subject: `Your payout of ${amount} could not be sent`,
      template: 'payout.failed',
      meta: { payoutId: payout.id },
      ...renderEmail(
        {
          title: 'Your payout could not be sent',
          paragraphs: [
            `Hello ${owner.firstName},`,
            `We could not send your payout of ${amount}. The money is back in your available balance: check your payout details, then ask for the payout again.`,
          ],
          details: [['Reason', reason]],
          action: { label: 'See your earnings', url: `${this.deps.publicUrl()}/user/earnings` },
        },
        this.deps.config.expo.name,
      ),
    };
  }
}

/** How the audit log names a payout: its amount, method and owner. */
const payoutLabel = (payout: PayoutRow, owner: Pick<UserRow, 'firstName' | 'lastName'> | undefined) =>
  `${formatMoney(payout.amountCents, payout.currency)} by ${{ bank: 'bank transfer', stripe: 'Stripe', paystack: 'Paystack' }[payout.method]} to ${owner ? `${owner.firstName} ${owner.lastName}` : 'a deleted account'}`;

/**
 * The bank and account number of a Paystack payout account, as typed: Paystack's bank code, and the
 * account's digits (a NUBAN in Nigeria is 10; Ghana's banks and mobile money numbers vary).
 */
function paystackAccountInput(input: { bankCode: string; accountNumber: string }) {
  const bankCode = text(input.bankCode, 'bankCode', 2, 20, /^[A-Za-z0-9-]+$/, 'is the code of a bank from the list');
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '');
  if (!/^\d{6,20}$/.test(accountNumber))
    throw AppError.badInput([
      {
        path: 'accountNumber',
        msg: 'accountNumber must be the account number, 6 to 20 digits (10 for a Nigerian bank)',
      },
    ]);
  return { bankCode, accountNumber };
}

import { randomInt } from 'node:crypto';
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  TransactionRollbackError,
  type SQL,
} from 'drizzle-orm';
import type { SessionSeatService } from './programme/session-seat.service.js';
import type { Config } from '../../config/config.js';
import type { Database, Executor } from '../../db/client.js';
import { violatedConstraint } from '../../db/errors.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  keysetAndSort,
  MAX_PAGE_SIZE,
  pageAndSort,
  prefixSearch,
  type ListParams,
  type Page,
} from '../../lib/list-query.js';
import type { Connection, KeysetPage, KeysetWindow } from '../../lib/keyset.js';
import { requireAdmin, requireCheckInDesk } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { allowConfirmationMail, type MailLimits } from '../outbox/recipient-cap.js';
import type { Logger } from '../../lib/logger.js';
import { emailField, parseInput } from '../../core/input.js';
import { newAccessLink, queueConfirmation, recordMarketingConsent, sendConfirmation } from './confirmation.js';
import { participants, type ParticipantRow } from './expo.table.js';
import { participantSchema, type ParticipantInput, type ParticipantValues } from './expo.validation.js';
import { isPaidType } from './registration-types/places.js';
import { initialApproval, standingWhere, type RegistrationStanding } from './approval-status.js';
import type { OrderPaymentStep, PaidRegistrations } from './paid-registration/order.service.js';
import { translator } from '../../lib/i18n.js';
import type { RegistrationTypeService } from './registration-types/registration-type.service.js';
import {
  registrationTypes,
  type RegistrationAnswers,
  type RegistrationTypeRow,
} from './registration-types/registration-type.table.js';
import { holdPlace } from './registration-holdings.js';
import { parseAnswers } from './registration-types/registration-type.validation.js';
import type { WaitlistService } from './waitlist/waitlist.service.js';
import type { WaitlistEntryRow } from './waitlist/waitlist.table.js';
import type { AccessCodeService } from './access-codes/access-code.service.js';
import type { AccessCodeRow } from './access-codes/access-code.table.js';
import { webhooks } from '../webhooks/webhook-events.js';
import { registrationObject } from '../webhooks/webhook-objects.js';
import { countrySpellings } from '../../lib/countries.js';

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A resend within this window is ignored: the old client asks for the e-mail right after registering. */
const RESEND_AFTER_MINUTES = 2;

/** Codes like AIB26-7KQ3MZ: short enough to type at check-in, no 0/O or 1/I confusion. */
export function newRegistrationCode(year: number): string {
  const suffix = Array.from({ length: 6 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `AIB${String(year).slice(-2)}-${suffix}`;
}

export interface ExpoDeps {
  db: Database;
  outbox: OutboxService;
  config: Config;
  publicUrl: () => string;
  /** Caps the confirmation mails one address receives (see outbox/recipient-cap.ts). */
  limits: MailLimits;
  logger: Logger;
  /** The registration types (what a registration is, the places it holds) and their waitlists. */
  types: RegistrationTypeService;
  waitlist: WaitlistService;
  /** Access codes: a registration made with one holds one of its uses. */
  codes: AccessCodeService;
  /** Seats at the programme's sessions: a registration holds its seats and places in line while it stands. */
  sessionSeats: SessionSeatService;
  now?: () => Date;
}

/**
 * A registration as sent: the person's fields, the type (id or slug), its answers, a waitlist offer's
 * token, and an access code.
 */
export type RegistrationInput = ParticipantInput & {
  type?: unknown;
  answers?: unknown;
  offer?: unknown;
  code?: unknown;
};

/**
 * What the registration form answers, made of the input alone: a new address and a registered one get
 * the same (the registration code and the private link reach the address's holder by e-mail only).
 */
export interface RegistrationReceipt {
  /** Says the confirmation with the QR code is on its way, in the form's language. */
  message: string;
  email: string;
  firstName: string;
  year: number;
  /** A paid type: the payment that makes the registration (its confirmation comes once paid). */
  payment?: OrderPaymentStep;
}

/**
 * A registration made, in the caller's transaction: the participant row, the waitlist offer it took up,
 * the access code's use, the marketing consent as given, and (with `link`) its confirmation e-mail.
 */
export async function insertRegistration(
  tx: Executor,
  deps: Pick<ExpoDeps, 'config' | 'outbox' | 'publicUrl' | 'waitlist' | 'codes'>,
  made: {
    person: ParticipantValues;
    type: RegistrationTypeRow;
    answers: RegistrationAnswers;
    offer?: WaitlistEntryRow;
    code?: Pick<AccessCodeRow, 'id'>;
    link?: { token: string; accessTokenHash: string };
    now: Date;
  },
): Promise<ParticipantRow> {
  const year = deps.config.expo.year;
  const [row] = await tx
    .insert(participants)
    .values({
      ...made.person,
      year,
      typeId: made.type.id,
      answers: made.answers,
      approval: initialApproval(made.type),
      registrationCode: newRegistrationCode(year),
      ...(made.link ? { accessTokenHash: made.link.accessTokenHash, confirmationSentAt: made.now } : {}),
    })
    .returning();
  if (made.offer) await deps.waitlist.accepted(tx, made.offer, row!.id);
  if (made.code) await deps.codes.recordUse(tx, made.code.id, row!.id);
  // The box is recorded ticked or not, with its words: what the person agreed to, and when.
  await recordMarketingConsent(tx, deps, row!.id, row!.marketingConsent, 'registration', row!.language);
  if (made.link) await queueConfirmation(tx, deps, row!, made.link.token);
  await webhooks.emit(tx, 'registration.created', registrationObject(row!));
  return row!;
}

export class ParticipantService {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps & { orders: PaidRegistrations }) {
    this.now = deps.now ?? (() => new Date());
  }

  private get year() {
    return this.deps.config.expo.year;
  }

  /**
   * Registers `input` for this edition. The answer is made of the input alone and reads the same whether
   * or not the address is registered already, so the form cannot be used to find out who registered: a
   * known address's holder hears of it instead, by receiving their confirmation again (as the "send it
   * again" form would: not within RESEND_AFTER_MINUTES of the last one, never for a cancelled
   * registration), and nothing of the second request is kept. Both cases do the same work: the address's
   * mail budget is counted and the insert is tried (the unique index refuses a known address) rather than
   * looked up first and answered early, and a known address whose confirmation is not due rehearses one
   * (rehearseConfirmation). Over the budget neither case mails, so neither renders a confirmation.
   * A paid type's registration is an order instead, answered with its payment step (the old client's
   * form names no type: it lands in the default one, which is always free).
   */
  async register(input: RegistrationInput): Promise<RegistrationReceipt> {
    const data = parseInput(participantSchema, input);
    // Made of the input and the type alone (a type that needs approval says so), whatever the address.
    let chosen: RegistrationTypeRow | undefined;
    const receipt = (): RegistrationReceipt => ({
      message: translator(data.language)(
        chosen?.requiresApproval ? 'registrationForm.receivedForApproval' : 'registrationForm.received',
        { expo: this.deps.config.expo.name, email: data.email },
      ),
      email: data.email,
      firstName: data.firstName,
      year: this.year,
    });
    // Over the address's daily budget the registration still counts; only the mail stays unsent (a
    // later resend can deliver it).
    const mail = await allowConfirmationMail(this.deps, data.email, 'participant-confirmation');
    // The confirmation's private link is written with the registration (as sendConfirmation would write it).
    const link = mail ? newAccessLink() : undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        const order = await this.deps.db.transaction(async (tx) => {
          const { type, offer, code } = await this.placeFor(tx, input);
          chosen = type;
          const answers = parseAnswers(type.questions, input.answers);
          // A paid type's registration waits for its money: an order holds the place meanwhile.
          if (isPaidType(type)) return this.deps.orders.open(tx, { type, offer, code, person: data, answers });
          await insertRegistration(tx, this.deps, {
            person: data,
            type,
            answers,
            offer,
            code,
            link,
            now: this.now(),
          });
          return undefined;
        });
        if (order) return { ...receipt(), payment: await this.deps.orders.start(order) };
        return receipt();
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === undefined) throw error;
        // A clash of random codes is retried; anything else unique is the e-mail of this edition.
        if (constraint.includes('registration_code') && attempt < 3) continue;
        if (mail) await this.confirmKnownAddress(data.email);
        return receipt();
      }
    }
  }

  /**
   * The type a registration is for and the place it holds, in its transaction: a waitlist offer's held
   * place, or a new place of the type named or of an access code's type (holdPlace).
   */
  private async placeFor(
    tx: Executor,
    input: RegistrationInput,
  ): Promise<{ type: RegistrationTypeRow; offer?: WaitlistEntryRow; code?: AccessCodeRow }> {
    if (typeof input.offer === 'string' && input.offer.trim()) {
      const offer = await this.deps.waitlist.claimOffer(tx, input.offer);
      const [type] = await tx.select().from(registrationTypes).where(eq(registrationTypes.id, offer.typeId));
      return { type: type!, offer };
    }
    return holdPlace(tx, this.deps, input);
  }

  /**
   * A registration named an address registered already (the caller has counted the mail): its holder
   * gets their confirmation again when it is due, and otherwise the same work is done and taken back.
   */
  async confirmKnownAddress(email: string): Promise<void> {
    if (!(await this.confirmAgainIfDue(email))) await this.rehearseConfirmation(email);
  }

  /**
   * Sends the confirmation again, with a new private link to "My registration" (the old link stops
   * working); answers the same whether or not the e-mail is registered.
   */
  async resendConfirmation(emailInput: unknown): Promise<string> {
    const email = parseInput(emailField, emailInput);
    const message = `If this e-mail is registered for ${this.deps.config.expo.name}, the confirmation is on its way again.`;
    // Only a resend that would send counts against the address's budget; it is checked before the
    // transaction, and the update in confirmAgainIfDue still decides between concurrent resends.
    const [candidate] = await this.deps.db
      .select({ id: participants.id })
      .from(participants)
      .where(this.confirmationDue(email));
    if (!candidate || !(await allowConfirmationMail(this.deps, email, 'participant-confirmation'))) return message;
    await this.confirmAgainIfDue(email);
    return message;
  }

  /** This edition's registration of `email` (lower case), when its confirmation may be sent again. */
  private confirmationDue(email: string) {
    const cutoff = new Date(this.now().getTime() - RESEND_AFTER_MINUTES * 60_000);
    return and(
      eq(participants.year, this.year),
      sql`lower(${participants.email}) = ${email}`,
      or(isNull(participants.confirmationSentAt), lt(participants.confirmationSentAt, cutoff)),
      // A cancelled registration's ticket is not sent again.
      isNull(participants.cancelledAt),
    );
  }

  /**
   * Sends the confirmation of `email`'s registration again when it is due; the caller has counted the mail.
   * True when it was sent.
   */
  private async confirmAgainIfDue(email: string): Promise<boolean> {
    return this.deps.db.transaction(async (tx) => {
      // The update claims the resend: of two at once, one finds the confirmation no longer due.
      const [row] = await tx
        .update(participants)
        .set({ confirmationSentAt: this.now() })
        .where(this.confirmationDue(email))
        .returning({ id: participants.id });
      if (row) await sendConfirmation(tx, this.deps, row.id, this.now());
      return Boolean(row);
    });
  }

  /**
   * Does the work of sending `email`'s confirmation and takes it all back: no new link, no mail. A registration
   * of a known address whose confirmation is not due (sent minutes ago, or cancelled) would otherwise answer
   * several times faster than a new one, and the delay alone would tell that the address is registered.
   */
  private async rehearseConfirmation(email: string): Promise<void> {
    try {
      await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: participants.id })
          .from(participants)
          .where(and(eq(participants.year, this.year), sql`lower(${participants.email}) = ${email}`));
        if (row) await sendConfirmation(tx, this.deps, row.id, this.now());
        tx.rollback();
      });
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }

  /** Admin list: prefix search over names, e-mail and registration code; filters; one page at a time. */
  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    filters: ParticipantFilters = {},
  ): Promise<Page<ParticipantRow>> {
    requireAdmin(viewer);
    return this.page(params, filters);
  }

  /** The guest a scanned or typed code belongs to, for the desk (check-in staff see no contact details). */
  async findForCheckIn(viewer: Viewer | undefined, code: string): Promise<ParticipantRow | undefined> {
    requireCheckInDesk(viewer);
    const [row] = await this.deps.db
      .select()
      .from(participants)
      .where(sql`${participants.registrationCode} = ${code.trim().toUpperCase()}`);
    return row;
  }

  /**
   * Guests matching a name, e-mail or code, for the check-in desk (a guest without their QR code gives their
   * name or address). The desk's answer names them only; their contact details stay in the admin area.
   */
  async searchForCheckIn(
    viewer: Viewer | undefined,
    search: string,
    params: ListParams = {},
  ): Promise<Page<ParticipantRow>> {
    requireCheckInDesk(viewer);
    return this.page(
      { page: params.page, pageSize: params.pageSize ?? CHECK_IN_PAGE_SIZES.defaultSize, ...checkInSearch(search) },
      { year: this.year },
    );
  }

  /**
   * The desk's search as a connection: the same guests in the same order (by last name), read on from a
   * cursor. `count` counts every match, run only when asked for.
   */
  async searchForCheckInConnection(
    viewer: Viewer | undefined,
    search: string,
    window: KeysetWindow,
  ): Promise<Connection<ParticipantRow> & { count: () => Promise<number> }> {
    requireCheckInDesk(viewer);
    const params = checkInSearch(search);
    const keyset = keysetAndSort(
      'checkInSearch',
      window,
      params,
      PARTICIPANT_SORTABLE,
      PARTICIPANT_DEFAULT_ORDER,
      participants.id,
      CHECK_IN_PAGE_SIZES,
    );
    return this.connection(keyset, participantListWhere(params, { year: this.year }));
  }

  /**
   * The admin list as a connection: the same search, filters and orders, read on from a cursor, so a
   * registration made between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams,
    filters: ParticipantFilters = {},
  ): Promise<Connection<ParticipantRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keyset = keysetAndSort(
      'adminParticipants',
      window,
      params,
      PARTICIPANT_SORTABLE,
      PARTICIPANT_DEFAULT_ORDER,
      participants.id,
    );
    return this.connection(keyset, participantListWhere(params, filters));
  }

  /** The registrations of `where` in the keyset's window, and their count when it is asked for. */
  private async connection(
    keyset: KeysetPage,
    where: SQL | undefined,
  ): Promise<Connection<ParticipantRow> & { count: () => Promise<number> }> {
    const rows = await this.deps.db
      .select({ ...getTableColumns(participants), cursor: keyset.cursorValues })
      .from(participants)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(participants).where(where))[0]?.n ?? 0,
    };
  }

  private async page(params: ListParams, filters: ParticipantFilters): Promise<Page<ParticipantRow>> {
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      PARTICIPANT_SORTABLE,
      PARTICIPANT_DEFAULT_ORDER,
      participants.id,
    );
    const where = participantListWhere(params, filters);
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(participants)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(participants).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  async get(viewer: Viewer | undefined, id: string): Promise<ParticipantRow> {
    requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The participant');
    const [row] = await this.deps.db.select().from(participants).where(eq(participants.id, id));
    if (!row) throw AppError.notFound('The participant');
    return row;
  }
}

/** The admin list's filters. */
export interface ParticipantFilters {
  year?: number | null;
  country?: string | null;
  /** ISO code: the rows whose country is that code's name or the code, in any case. */
  countryCode?: string | null;
  checkedIn?: boolean | null;
  standing?: RegistrationStanding | null;
}

/** The orders of the admin list, its page and its connection alike. */
const PARTICIPANT_SORTABLE = {
  createdAt: participants.createdAt,
  firstName: participants.firstName,
  lastName: participants.lastName,
  email: participants.email,
  country: participants.country,
  checkedInAt: participants.checkedInAt,
};
const PARTICIPANT_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

/** The check-in desk's search: 10 guests a page by default, at most 100. */
const CHECK_IN_PAGE_SIZES = { defaultSize: 10, maxSize: MAX_PAGE_SIZE };
/** The check-in desk's search and its one order, by last name: its pages and its connection share them. */
const checkInSearch = (search: string): ListParams => ({ search, sortBy: 'lastName', sortDirection: 'asc' });

/** The admin list's search and filters. */
function participantListWhere(params: ListParams, filters: ParticipantFilters) {
  return and(
    prefixSearch(params.search, [
      participants.firstName,
      participants.lastName,
      participants.email,
      participants.registrationCode,
    ]),
    filters.year ? eq(participants.year, filters.year) : undefined,
    filters.country ? eq(participants.country, filters.country) : undefined,
    filters.countryCode
      ? inArray(sql`lower(trim(${participants.country}))`, countrySpellings(filters.countryCode))
      : undefined,
    filters.checkedIn == null
      ? undefined
      : filters.checkedIn
        ? isNotNull(participants.checkedInAt)
        : isNull(participants.checkedInAt),
    filters.standing ? standingWhere(filters.standing) : undefined,
  );
}

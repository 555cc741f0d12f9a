import { asc, eq } from 'drizzle-orm';
import { requireAdmin } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Transaction } from '../../../db/client.js';
import { violatedConstraint } from '../../../db/errors.js';
import { AppError, ErrorCode, isAppError, type FieldError } from '../../../lib/errors.js';
import { translator } from '../../../lib/i18n.js';
import { allowConfirmationMail } from '../../outbox/recipient-cap.js';
import { newAccessLink, queueConfirmation, recordMarketingConsent } from '../confirmation.js';
import { participants, type ParticipantRow } from '../expo.table.js';
import { newRegistrationCode, type ExpoDeps, type ParticipantService } from '../participant.service.js';
import { isPaidType } from '../registration-types/places.js';
import { initialApproval } from '../approval-status.js';
import { holdPlace } from '../registration-holdings.js';
import type { RegistrationAnswers, RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import { parseAnswers } from '../registration-types/registration-type.validation.js';
import { groupRegistrationReceipt, type NamedAttendee } from './group-emails.js';
import { registrationGroups, type RegistrationGroupRow } from './group.table.js';
import { groupSchema, type GroupData } from './group.validation.js';
import { webhooks } from '../../webhooks/webhook-events.js';
import { registrationObject } from '../../webhooks/webhook-objects.js';

/** A group registration as sent: the contact, the place they come from, the type or a code, the attendees. */
export interface GroupRegistrationInput {
  company?: unknown;
  contact?: unknown;
  country?: unknown;
  state?: unknown;
  city?: unknown;
  address?: unknown;
  language?: unknown;
  type?: unknown;
  code?: unknown;
  attendees?: unknown;
}

/** What the group's form answers: made of the input alone, whichever addresses were registered already. */
export interface GroupRegistrationReceipt {
  message: string;
  year: number;
  attendees: NamedAttendee[];
}

/** A group as the organisers see it beside one of its registrations. */
export interface GroupWithMembers {
  group: RegistrationGroupRow;
  members: ParticipantRow[];
}

/** Problems of one attendee's fields, named as the form names them: `attendees.<i>.<field>`. */
const forAttendee = (i: number, fields: readonly FieldError[]) =>
  fields.map((f) => ({ ...f, path: `attendees.${i}.${f.path}` }));

/**
 * Group registration: one person (a company's contact) registers several attendees of one type at once.
 * Each attendee becomes a registration of their own, with their own code, confirmation, badge and
 * private link, exactly as if they had registered themselves (marketing consent is theirs to give, on
 * their own page). The group's places are taken all together or not at all.
 */
export class GroupRegistrationService {
  constructor(
    private readonly deps: ExpoDeps,
    private readonly registrations: ParticipantService,
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private get year() {
    return this.deps.config.expo.year;
  }

  /**
   * Registers every attendee of `input`, in one transaction: a type too full for them all (or a code
   * with too few places) refuses the group with SOLD_OUT, saying how many places are left, and saves
   * nothing. An attendee already registered for this edition is not registered again: like the single
   * form, the answer does not tell, and the address's holder gets their confirmation again instead.
   */
  async register(input: GroupRegistrationInput): Promise<GroupRegistrationReceipt> {
    const data = parseInput(groupSchema, input);
    const type = await this.typeOf(input);
    const answers = this.answersOf(data, type);
    // Mail budgets are counted before the transaction (see allowConfirmationMail).
    const mails: boolean[] = [];
    for (const attendee of data.attendees) {
      mails.push(await allowConfirmationMail(this.deps, attendee.email, 'participant-confirmation'));
    }
    const contactMail = await allowConfirmationMail(this.deps, data.contact.email, 'group-registration');
    const registeredBy = `${data.contact.firstName} ${data.contact.lastName}`;
    const place = { type: input.type, code: input.code };
    const known: string[] = [];
    await this.deps.db.transaction(async (tx) => {
      const [group] = await tx
        .insert(registrationGroups)
        .values({
          year: this.year,
          company: data.company ?? null,
          contactFirstName: data.contact.firstName,
          contactLastName: data.contact.lastName,
          contactEmail: data.contact.email,
          contactPhone: data.contact.phone,
          language: data.language,
          size: data.attendees.length,
        })
        .returning();
      let held = 0;
      for (const [i, attendee] of data.attendees.entries()) {
        const registered = await this.registerOne(
          tx,
          group!,
          data,
          place,
          i,
          answers[i]!,
          mails[i]!,
          registeredBy,
        ).catch((error: unknown) => {
          if (isAppError(error) && error.code === ErrorCode.SOLD_OUT) throw this.tooFew(error, held, type);
          throw error;
        });
        if (registered) held++;
        else known.push(attendee.email);
      }
      if (contactMail) {
        await this.deps.outbox.enqueue(
          tx,
          groupRegistrationReceipt(this.deps.config, this.deps.publicUrl(), group!, type, data.attendees),
        );
      }
    });
    for (const email of known) await this.registrations.confirmKnownAddress(email);
    return {
      message: translator(data.language)('registrationForm.groupReceived', {
        expo: this.deps.config.expo.name,
        count: data.attendees.length,
      }),
      year: this.year,
      attendees: data.attendees.map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
    };
  }

  /** The type the group registers as, checked before anything is taken (the transaction checks again). */
  private async typeOf(input: GroupRegistrationInput): Promise<RegistrationTypeRow> {
    if (typeof input.code === 'string' && input.code.trim()) return (await this.deps.codes.check(input.code)).type;
    const ref = typeof input.type === 'string' ? input.type : null;
    return this.deps.types.forRegistration(this.deps.db, ref);
  }

  /** Every attendee's answers to the type's questions, checked once, all problems at once. */
  private answersOf(data: GroupData, type: RegistrationTypeRow): RegistrationAnswers[] {
    const problems: FieldError[] = [];
    const answers = data.attendees.map((attendee, i) => {
      try {
        return parseAnswers(type.questions, attendee.answers);
      } catch (error) {
        if (!isAppError(error)) throw error;
        problems.push(...forAttendee(i, error.fields));
        return {};
      }
    });
    if (problems.length) throw AppError.badInput(problems);
    return answers;
  }

  /**
   * Registers attendee `i` in a savepoint of the group's transaction; false when their address is
   * registered already (the savepoint gives back the place it took).
   */
  private async registerOne(
    tx: Transaction,
    group: RegistrationGroupRow,
    data: GroupData,
    place: { type?: unknown; code?: unknown },
    i: number,
    answers: RegistrationAnswers,
    mail: boolean,
    registeredBy: string,
  ): Promise<boolean> {
    const attendee = data.attendees[i]!;
    const link = mail ? newAccessLink() : undefined;
    for (let attempt = 0; ; attempt++) {
      try {
        await tx.transaction(async (sp) => {
          const { type, code } = await holdPlace(sp, this.deps, place);
          if (isPaidType(type))
            throw AppError.badInput([
              {
                path: code ? 'code' : 'type',
                msg: `${type.name} is paid: register each person on the registration form, where the card is taken`,
              },
            ]);
          const [row] = await sp
            .insert(participants)
            .values({
              title: attendee.title,
              gender: attendee.gender,
              firstName: attendee.firstName,
              lastName: attendee.lastName,
              email: attendee.email,
              phone: attendee.phone ?? data.contact.phone,
              country: data.country,
              state: data.state ?? null,
              city: data.city ?? null,
              address: data.address ?? null,
              language: data.language,
              marketingConsent: false,
              year: this.year,
              typeId: type.id,
              approval: initialApproval(type),
              groupId: group.id,
              answers,
              registrationCode: newRegistrationCode(this.year),
              ...(link ? { accessTokenHash: link.accessTokenHash, confirmationSentAt: this.now() } : {}),
            })
            .returning();
          if (code) await this.deps.codes.recordUse(sp, code.id, row!.id);
          await recordMarketingConsent(sp, this.deps, row!.id, false, 'registration', row!.language);
          if (link) await queueConfirmation(sp, this.deps, row!, link.token, registeredBy);
          await webhooks.emit(sp, 'registration.created', registrationObject(row!));
        });
        return true;
      } catch (error) {
        const constraint = violatedConstraint(error);
        if (constraint === undefined) throw error;
        if (constraint.includes('registration_code') && attempt < 3) continue;
        return false;
      }
    }
  }

  /** The group is larger than the places left: how many there are, on the field that gave the type. */
  private tooFew(error: AppError, held: number, type: RegistrationTypeRow): AppError {
    // None left at all: the single registration's own answer (the type is full, or the code used up).
    if (!held) return error;
    const onCode = error.fields.some((f) => f.path === 'code');
    const left = held === 1 ? 'Only 1 place is left' : `Only ${held} places are left`;
    const what = onCode ? 'with this access code' : `as ${type.name}`;
    const most = held === 1 ? 'at most 1 person' : `at most ${held} people`;
    const msg = `${left} ${what}: register ${most}${onCode ? '' : ', or join its waitlist'}`;
    return new AppError(ErrorCode.SOLD_OUT, msg, [{ path: onCode ? 'code' : 'type', msg }]);
  }

  /** The group of a registration, with everyone registered in it (organisers only). */
  async ofParticipant(viewer: Viewer | undefined, groupId: string): Promise<GroupWithMembers | undefined> {
    requireAdmin(viewer);
    const [group] = await this.deps.db.select().from(registrationGroups).where(eq(registrationGroups.id, groupId));
    if (!group) return undefined;
    const members = await this.deps.db
      .select()
      .from(participants)
      .where(eq(participants.groupId, groupId))
      .orderBy(asc(participants.lastName), asc(participants.firstName), asc(participants.id));
    return { group, members };
  }
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { fixedCopy } from '../../lib/i18n.js';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { isAwaitingApproval } from './approval-status.js';
import { approvalEmail, participantConfirmation } from './expo-emails.js';
import { participantConsents, participants, type ParticipantRow } from './expo.table.js';
import type { ExpoDeps } from './participant.service.js';
import { typeName } from './registration-types/registration-type.service.js';
import { registrationTypes } from './registration-types/registration-type.table.js';

/**
 * The marketing consent's words in `language`, as the registration form and "My registration" show them
 * (the web app's registration strings hold the same words; registration.test.tsx compares them).
 */
export const marketingConsentWording = (expoName: string, language: Language = DEFAULT_LANGUAGE) =>
  fixedCopy(language, 'consent.marketing', { expo: expoName });

/** Records that the participant gave or withdrew marketing consent, with the words they saw (in their language), now. */
export async function recordMarketingConsent(
  tx: Executor,
  deps: Pick<ExpoDeps, 'config'>,
  participantId: string,
  granted: boolean,
  source: 'registration' | 'my_registration',
  language: Language,
): Promise<void> {
  await tx.insert(participantConsents).values({
    participantId,
    kind: 'marketing',
    granted,
    wording: marketingConsentWording(deps.config.expo.name, language),
    source,
  });
}

/** The name of `row`'s registration type, in its language. */
export async function typeNameOf(tx: Executor, row: ParticipantRow): Promise<string> {
  if (!row.typeId) return '';
  const [type] = await tx.select().from(registrationTypes).where(eq(registrationTypes.id, row.typeId));
  return type ? typeName(type, row.language) : '';
}

/**
 * A new private link to "My registration": the token for the e-mail, and its hash, the only part kept
 * (it replaces the previous one: see sendConfirmation).
 */
export function newAccessLink(): { token: string; accessTokenHash: string } {
  const token = newOpaqueToken();
  return { token, accessTokenHash: hashToken(token) };
}

/**
 * Queues the confirmation e-mail of `row`, with the private link `token`, in the caller's transaction;
 * `registeredBy` names who registered them in a group.
 */
export async function queueConfirmation(
  tx: Executor,
  deps: Pick<ExpoDeps, 'config' | 'outbox' | 'publicUrl'>,
  row: ParticipantRow,
  token: string,
  registeredBy?: string,
): Promise<void> {
  // Awaiting the organisers' approval: its private link, no ticket yet (the approval sends the ticket).
  if (isAwaitingApproval(row)) {
    const name = await typeNameOf(tx, row);
    await deps.outbox.enqueue(tx, approvalEmail(deps.config, deps.publicUrl(), row, name, 'pending', token));
    return;
  }
  await deps.outbox.enqueue(tx, await participantConfirmation(deps.config, deps.publicUrl(), row, token, registeredBy));
}

/**
 * Queues the confirmation e-mail with a newly minted private link, in the caller's transaction. Only
 * the token's hash is kept and it replaces the previous one: the latest confirmation carries the one
 * link that opens "My registration", so asking for the e-mail again is also how a leaked link is revoked.
 */
export async function sendConfirmation(
  tx: Executor,
  deps: Pick<ExpoDeps, 'config' | 'outbox' | 'publicUrl'>,
  participantId: string,
  sentAt: Date,
): Promise<ParticipantRow> {
  const { token, accessTokenHash } = newAccessLink();
  const [row] = await tx
    .update(participants)
    .set({ accessTokenHash, confirmationSentAt: sentAt })
    .where(eq(participants.id, participantId))
    .returning();
  await queueConfirmation(tx, deps, row!, token);
  return row!;
}

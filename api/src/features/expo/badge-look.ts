import { buffer } from 'node:stream/consumers';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import { translator } from '../../lib/i18n.js';
import type { Language } from '../../lib/language.js';
import type { Logger } from '../../lib/logger.js';
import { storedNameOf, type FileStorage } from '../../lib/storage.js';
import { accessCodes, accessCodeUses } from './access-codes/access-code.table.js';
import type { BadgeData } from './badge-pdf.js';
import { eventDates } from './expo-emails.js';
import { sponsors, type ParticipantRow } from './expo.table.js';
import { typeName } from './registration-types/registration-type.service.js';
import { registrationTypes } from './registration-types/registration-type.table.js';

/** The height a sponsor's logo is drawn from on a badge: sharp enough at 24 pt, small in the PDF. */
const LOGO_HEIGHT = 120;

type LookDeps = { db: Database; storage: Pick<FileStorage, 'read'>; logger: Logger };
type BadgeLook = Pick<BadgeData, 'type' | 'sponsor'>;
type LookRow = Pick<ParticipantRow, 'id' | 'typeId' | 'language'>;

/**
 * What a registration's badge looks like beyond the person: its type's name and band colour, and for a
 * sponsor's guest (a VIP pass registered with the sponsor's access code) the sponsor's line and logo. A
 * logo that cannot be read (the store unreachable, a file gone) leaves the badge without it, never
 * without a badge.
 */
export async function badgeLook(deps: LookDeps, row: LookRow): Promise<BadgeLook> {
  return (await badgeLooks(deps, [row])).get(row.id)!;
}

/**
 * The looks of many registrations (a batch of badges), by registration id: the types and the sponsors'
 * guests read in one query each, each sponsor's logo read and converted once (the same Buffer on each of
 * its guests' badges).
 */
export async function badgeLooks(deps: LookDeps, rows: readonly LookRow[]): Promise<Map<string, BadgeLook>> {
  const typeIds = [...new Set(rows.flatMap((r) => (r.typeId ? [r.typeId] : [])))];
  const ids = rows.map((r) => r.id);
  const [types, guests] = await Promise.all([
    typeIds.length
      ? deps.db.select().from(registrationTypes).where(inArray(registrationTypes.id, typeIds))
      : Promise.resolve([]),
    ids.length
      ? deps.db
          .select({ participantId: accessCodeUses.participantId, company: sponsors.company, logo: sponsors.logo })
          .from(accessCodeUses)
          .innerJoin(accessCodes, eq(accessCodes.id, accessCodeUses.codeId))
          .innerJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
          .where(inArray(accessCodeUses.participantId, ids))
      : Promise.resolve([]),
  ]);
  const typeOf = new Map(types.map((t) => [t.id, t]));
  const guestOf = new Map(guests.map((g) => [g.participantId, g]));
  const logos = new Map<string, Promise<Buffer | null>>();
  const logoOf = (logo: string | null) => {
    const key = logo ?? '';
    if (!logos.has(key)) logos.set(key, logoPng(deps, logo));
    return logos.get(key)!;
  };
  const looks = new Map<string, BadgeLook>();
  for (const row of rows) {
    const language = row.language as Language;
    const type = row.typeId ? typeOf.get(row.typeId) : undefined;
    const guest = guestOf.get(row.id);
    looks.set(row.id, {
      ...(type && { type: { name: typeName(type, language), colour: type.badgeColour } }),
      ...(guest && {
        sponsor: {
          guestOf: translator(language)('badge.guestOf', { company: guest.company }),
          logo: await logoOf(guest.logo),
        },
      }),
    });
  }
  return looks;
}

/** Everything a registration's badge shows, in the registration's language (like its e-mails). */
export function badgeData(
  config: Config,
  row: Pick<ParticipantRow, 'title' | 'firstName' | 'lastName' | 'registrationCode' | 'language'>,
  look: BadgeLook,
): BadgeData {
  const { expo } = config;
  const name = [row.title, row.firstName, row.lastName].filter(Boolean).join(' ');
  const t = translator(row.language);
  return {
    expoName: expo.name,
    dates: eventDates(config, row.language),
    venue: expo.venue,
    name,
    registrationCode: row.registrationCode,
    ...look,
    words: {
      role: t('badge.role'),
      showQr: t('badge.showQr'),
      title: t('badge.title', { expo: expo.name, code: row.registrationCode }),
      subject: t('badge.subject', { name }),
    },
  };
}

/** The sponsor's logo as a PNG a PDF can hold (stored images may be WebP), or null. */
async function logoPng(
  deps: { storage: Pick<FileStorage, 'read'>; logger: Logger },
  logo: string | null,
): Promise<Buffer | null> {
  const name = storedNameOf(logo);
  if (!name) return null;
  try {
    const file = await deps.storage.read(name);
    if (!file) return null;
    return await sharp(await buffer(file.body))
      .resize({ height: LOGO_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (error) {
    deps.logger.warn({ err: error, logo }, 'A sponsor logo could not be read for a badge: printed without it');
    return null;
  }
}

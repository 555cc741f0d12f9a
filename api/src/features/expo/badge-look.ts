import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.js';
import { translator } from '../../lib/i18n.js';
import type { Language } from '../../lib/language.js';
import type { Logger } from '../../lib/logger.js';
import { storedNameOf, type FileStorage } from '../../lib/storage.js';
import { accessCodes, accessCodeUses } from './access-codes/access-code.table.js';
import type { BadgeData } from './badge-pdf.js';
import { sponsors, type ParticipantRow } from './expo.table.js';
import { typeName } from './registration-types/registration-type.service.js';
import { registrationTypes } from './registration-types/registration-type.table.js';

/** The height a sponsor's logo is drawn from on a badge: sharp enough at 24 pt, small in the PDF. */
const LOGO_HEIGHT = 120;

/**
 * What a registration's badge looks like beyond the person: its type's name and band colour, and for a
 * sponsor's guest (a VIP pass registered with the sponsor's access code) the sponsor's line and logo. A
 * logo that cannot be read (the store unreachable, a file gone) leaves the badge without it, never
 * without a badge.
 */
export async function badgeLook(
  deps: { db: Database; storage: Pick<FileStorage, 'read'>; logger: Logger },
  row: Pick<ParticipantRow, 'id' | 'typeId' | 'language'>,
): Promise<Pick<BadgeData, 'type' | 'sponsor'>> {
  const language = row.language as Language;
  const [type] = row.typeId
    ? await deps.db.select().from(registrationTypes).where(eq(registrationTypes.id, row.typeId))
    : [];
  const [guestOf] = await deps.db
    .select({ company: sponsors.company, logo: sponsors.logo })
    .from(accessCodeUses)
    .innerJoin(accessCodes, eq(accessCodes.id, accessCodeUses.codeId))
    .innerJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
    .where(eq(accessCodeUses.participantId, row.id));
  return {
    ...(type && { type: { name: typeName(type, language), colour: type.badgeColour } }),
    ...(guestOf && {
      sponsor: {
        guestOf: translator(language)('badge.guestOf', { company: guestOf.company }),
        logo: await logoPng(deps, guestOf.logo),
      },
    }),
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

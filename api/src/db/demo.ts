import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../config/config.js';
import type { Database } from './client.js';
import { DEMO_CATEGORIES, DEMO_TOOLS } from './demo/catalogue.js';
import { DEMO_EXHIBITORS, DEMO_SESSIONS } from './demo/expo-programme.js';
import { exhibitors } from '../features/expo/exhibitors/exhibitor.table.js';
import { expoDays } from '../features/expo/programme/programme.service.js';
import { programmeSessions } from '../features/expo/programme/programme.table.js';
import { zonedToUtc } from '../lib/zoned-time.js';
import { users } from '../features/accounts/account.table.js';
import { hashPassword } from '../features/accounts/password.js';
import { rentalCategories } from '../features/rentals/categories/category.table.js';
import { placeTimeZone } from '../features/rentals/tools/tool-place.js';
import { tools } from '../features/rentals/tools/tool.table.js';
import type { FileStorage } from '../lib/storage.js';

export const DEMO_PASSWORD = 'aibex-demo-2026';

export const DEMO_ACCOUNTS = [
  { role: 'Admin', firstName: 'Amara', lastName: 'Okafor', email: 'admin@aibex.test', city: 'Abuja' },
  { role: 'User', firstName: 'Chidi', lastName: 'Eze', email: 'owner@aibex.test', city: 'Lagos' },
  { role: 'User', firstName: 'Zainab', lastName: 'Bello', email: 'renter@aibex.test', city: 'Abuja' },
] as const;

export interface DemoContent {
  logins: { email: string; role: string }[];
  categories: number;
  tools: number;
}

/** The rendered pictures stay in the source tree: beside this file, or under src/ for the compiled build. */
export function demoImagesFolder(): string {
  const candidates = [
    path.join(import.meta.dirname, 'demo', 'images'),
    path.resolve(import.meta.dirname, '../../src/db/demo/images'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'drill.webp')));
  if (!found) throw new Error(`No demo images folder found (looked in ${candidates.join(', ')})`);
  return found;
}

/** No account yet: a first start, which is when demo content is loaded. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return count === 0;
}

/**
 * Fills a new embedded database with demo content so a newcomer can click around at once: the demo
 * accounts, six rental categories and about thirty tools with pictures. The caller decides when
 * (`isEmptyDatabase` before start-up); an account that already has a demo address (ADMIN_EMAIL
 * set to one) is kept as it is and owns that demo account's tools.
 */
export async function loadDemoData(
  db: Database,
  storage: FileStorage,
  settings: { fallbackTimeZone: string; currency: string },
): Promise<DemoContent> {
  const { fallbackTimeZone } = settings;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // Every use gets its own stored copy, as if uploaded: replacing one tool's picture removes only its file.
  const folder = demoImagesFolder();
  const uses = [...DEMO_CATEGORIES.map((c) => c.picture), ...DEMO_TOOLS.flatMap((t) => t.pictures)];
  const files = new Map(
    await Promise.all(
      [...new Set(uses)].map(async (name) => [name, await readFile(path.join(folder, `${name}.webp`))] as const),
    ),
  );
  const settled = await Promise.allSettled(
    uses.map((name) =>
      storage.saveImage(
        { filename: `${name}.webp`, buffer: files.get(name)! },
        { field: name, label: 'A demo picture' },
      ),
    ),
  );
  const saved = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const removeSaved = () => Promise.all(saved.map((url) => storage.remove(url)));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await removeSaved();
    throw failed.reason;
  }
  let next = 0;
  const categoryImages = DEMO_CATEGORIES.map(() => saved[next++]!);
  const toolImages = DEMO_TOOLS.map((t) => t.pictures.map(() => saved[next++]!));

  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values(DEMO_ACCOUNTS.map((a) => ({ ...a, country: 'Nigeria', phone: '+234 800 000 0000', passwordHash })))
        .onConflictDoNothing();
      const accounts = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            DEMO_ACCOUNTS.map((a) => a.email),
          ),
        );
      const categories = await tx
        .insert(rentalCategories)
        .values(DEMO_CATEGORIES.map((c, i) => ({ name: c.name, image: categoryImages[i]! })))
        .returning({ id: rentalCategories.id, name: rentalCategories.name });
      const accountId = new Map(accounts.map((a) => [a.email, a.id]));
      const categoryId = new Map(categories.map((c) => [c.name, c.id]));
      // Listed over the past three weeks in a mixed order, so "newest first" shows every kind of tool.
      const now = Date.now();
      await tx.insert(tools).values(
        DEMO_TOOLS.map((tool, i) => {
          const [coverImage, image1 = null, image2 = null, image3 = null, image4 = null] = toolImages[i]!;
          const listedAt = new Date(now - (((i * 7) % DEMO_TOOLS.length) + 1) * 17 * 3_600_000);
          return {
            ownerId: accountId.get(tool.owner)!,
            categoryId: categoryId.get(tool.category)!,
            name: tool.name,
            description: tool.description,
            priceCents: tool.priceCents,
            rentalCircle: tool.rentalCircle,
            units: tool.units,
            ...tool.place,
            timeZone: placeTimeZone(tool.place, fallbackTimeZone),
            // The demo's prices are figures of the operator's currency, wherever its tools are.
            currency: settings.currency,
            address: tool.address,
            coverImage,
            image1,
            image2,
            image3,
            image4,
            createdAt: listedAt,
            updatedAt: listedAt,
          };
        }),
      );
    });
  } catch (error) {
    await removeSaved();
    throw error;
  }
  return {
    logins: DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })),
    categories: DEMO_CATEGORIES.length,
    tools: DEMO_TOOLS.length,
  };
}

/** The demo edition's programme (a dozen sessions over the expo's days) and a few exhibitors. */
export async function loadDemoExpo(
  db: Database,
  expo: Config['expo'],
): Promise<{ sessions: number; exhibitors: number }> {
  const days = expoDays(expo);
  await db.transaction(async (tx) => {
    await tx.insert(programmeSessions).values(
      DEMO_SESSIONS.map(({ day, start, end, speakers, ...session }) => {
        const date = days[Math.min(day, days.length - 1)]!;
        return {
          ...session,
          year: expo.year,
          startsAt: zonedToUtc(date, start, expo.timeZone),
          endsAt: zonedToUtc(date, end, expo.timeZone),
          speakers: speakers.map((s) => ({ ...s, photo: null })),
        };
      }),
    );
    await tx.insert(exhibitors).values(DEMO_EXHIBITORS.map((e) => ({ ...e, year: expo.year })));
  });
  return { sessions: DEMO_SESSIONS.length, exhibitors: DEMO_EXHIBITORS.length };
}

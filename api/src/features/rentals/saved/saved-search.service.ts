import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Database } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, workEach, type Jobs } from '../../../lib/jobs.js';
import { formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { rentalCategories } from '../categories/category.table.js';
import type { BrowseFilters, ToolService, ToolWithRefs } from '../tools/tool.service.js';
import { DEFAULT_RADIUS_KM } from '../tools/distance.js';
import { savedSearches, type SavedSearchFilter, type SavedSearchRow } from './saved.table.js';

export const SAVED_SEARCH_QUEUE = 'saved-search.digest';
/** Searches one person keeps: enough to follow a few kinds of tools, and a bound on the daily work. */
export const MAX_SAVED_SEARCHES = 20;
/** A search is e-mailed about at most once in this long (the job runs daily; a late run is not doubled). */
const QUIET_MS = 20 * 3_600_000;
const dueBefore = (now: Date) => new Date(now.getTime() - QUIET_MS);
/** New tools an e-mail names; the button opens the rest. */
const TOOLS_PER_EMAIL = 5;
/** New matches are read a page at a time, and counted up to FRESH_PAGES pages. */
const FRESH_PAGE_SIZE = 50;
const FRESH_PAGES = 4;
/** Searches looked at per step of the daily run. */
const BATCH = 100;

/** The marketplace's address keys (the web app's browse-params), so a link opens the same search. */
const URL_KEYS: Record<keyof SavedSearchFilter, string> = {
  search: 'q',
  categoryId: 'category',
  city: 'city',
  minPrice: 'min',
  maxPrice: 'max',
  rentalCircle: 'per',
  currency: 'cur',
  nearCountry: 'ncountry',
  nearState: 'nstate',
  nearCity: 'ncity',
  nearLatitude: 'lat',
  nearLongitude: 'lng',
  radiusKm: 'km',
};

/** The marketplace's address of a saved search. */
export function searchPath(filter: SavedSearchFilter): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(URL_KEYS) as (keyof SavedSearchFilter)[]) {
    const value = filter[key];
    if (value === undefined || value === '') continue;
    params.set(URL_KEYS[key], key === 'rentalCircle' ? (value === 'hourly' ? 'hour' : 'day') : String(value));
  }
  const query = params.toString();
  return query ? `/tools?${query}` : '/tools';
}

/** The browse's filters as a saved search keeps them: trimmed, empty ones left out, dates never. */
function normalize(input: BrowseFilters): SavedSearchFilter {
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const filter: SavedSearchFilter = {
    search: text(input.search)?.slice(0, 200),
    categoryId: text(input.categoryId),
    city: text(input.city)?.slice(0, 100),
    minPrice: text(input.minPrice),
    maxPrice: text(input.maxPrice),
    rentalCircle: input.rentalCircle ?? undefined,
    currency: text(input.currency)?.toUpperCase(),
    ...nearOf(input),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as SavedSearchFilter;
}

/** A coordinate kept to 2 decimals (about 1 km): enough to search near, not to find where someone lives. */
const rounded = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;

/** The distance search of a browse as a saved search keeps it (checked by the browse itself first). */
function nearOf(input: BrowseFilters): Partial<SavedSearchFilter> {
  const near = input.near;
  if (!near) return {};
  const text = (value: string | null | undefined) => value?.trim() || undefined;
  const radiusKm = input.radiusKm ?? undefined;
  const latitude = rounded(near.latitude);
  const longitude = rounded(near.longitude);
  if (latitude !== undefined && longitude !== undefined)
    return { nearLatitude: latitude, nearLongitude: longitude, radiusKm };
  return {
    nearCountry: text(near.country)?.slice(0, 100),
    nearState: text(near.state)?.slice(0, 100),
    nearCity: text(near.city)?.slice(0, 100),
    radiusKm,
  };
}

/** A saved search as the browse takes it. */
export function browseFiltersOf(filter: SavedSearchFilter): BrowseFilters {
  const { nearCountry, nearState, nearCity, nearLatitude, nearLongitude, radiusKm, ...rest } = filter;
  const near =
    nearLatitude !== undefined && nearLongitude !== undefined
      ? { latitude: nearLatitude, longitude: nearLongitude }
      : nearCity
        ? { country: nearCountry ?? null, state: nearState ?? null, city: nearCity }
        : undefined;
  return near ? { ...rest, near, radiusKm: radiusKm ?? null } : rest;
}

/**
 * Saved searches: a signed-in person keeps the marketplace's filters, and is e-mailed at most once a
 * day when tools listed since match them (never their own). Each e-mail carries a one-click way out
 * (RFC 8058), which needs no sign-in.
 */
export class SavedSearchService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      jobs: Jobs;
      outbox: OutboxService;
      tools: ToolService;
      publicUrl: () => string;
      now: () => Date;
    },
  ) {}

  async list(viewer: Viewer | undefined): Promise<SavedSearchRow[]> {
    if (!viewer) throw AppError.unauthenticated();
    return this.deps.db
      .select()
      .from(savedSearches)
      .where(eq(savedSearches.userId, viewer.user.id))
      .orderBy(asc(savedSearches.createdAt));
  }

  /** Keeps the filters (checked as the marketplace checks them); the same ones again answer the same search. */
  async save(viewer: Viewer | undefined, input: BrowseFilters): Promise<SavedSearchRow> {
    if (!viewer) throw AppError.unauthenticated();
    const filter = normalize(input);
    // The marketplace's own checks, with its field errors: a search saved is one that runs.
    await this.deps.tools.browse(browseFiltersOf(filter), null, { pageSize: 1 });
    const userId = viewer.user.id;
    const [existing] = await this.deps.db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.filter, filter)));
    if (existing) return existing;
    const [{ n } = { n: 0 }] = await this.deps.db
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (n >= MAX_SAVED_SEARCHES)
      throw new AppError('CONFLICT', `You can keep at most ${MAX_SAVED_SEARCHES} searches: remove one first`);
    const label = await this.label(filter);
    try {
      const [row] = await this.deps.db
        .insert(savedSearches)
        .values({
          userId,
          filter,
          label,
          checkedAt: this.deps.now(),
          unsubscribeToken: randomBytes(24).toString('base64url'),
        })
        .returning();
      return row!;
    } catch (error) {
      // The same search saved at the same moment from another tab.
      if (!isUniqueViolation(error)) throw error;
      const [row] = await this.deps.db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.filter, filter)));
      return row!;
    }
  }

  async remove(viewer: Viewer | undefined, id: string): Promise<string> {
    if (!viewer) throw AppError.unauthenticated();
    const removed = isUuid(id)
      ? await this.deps.db
          .delete(savedSearches)
          .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, viewer.user.id)))
          .returning({ id: savedSearches.id })
      : [];
    if (!removed.length) throw AppError.notFound('The saved search');
    return id;
  }

  /** The e-mail's way out: the search goes, whoever holds the link. Answers its words; twice is fine. */
  async unsubscribe(token: unknown): Promise<string | null> {
    if (typeof token !== 'string' || !/^[\w-]{20,64}$/.test(token))
      throw AppError.badInput([{ path: 'token', msg: 'This link is incomplete: open it from the e-mail again' }]);
    const [removed] = await this.deps.db
      .delete(savedSearches)
      .where(eq(savedSearches.unsubscribeToken, token))
      .returning({ label: savedSearches.label });
    return removed?.label ?? null;
  }

  /** '"drill" · Power tools · in Ikeja · 10.00 to 50.00 NGN · per day' */
  private async label(filter: SavedSearchFilter): Promise<string> {
    const parts: string[] = [];
    if (filter.search) parts.push(`"${filter.search}"`);
    if (filter.categoryId) {
      const [category] = await this.deps.db
        .select({ name: rentalCategories.name })
        .from(rentalCategories)
        .where(eq(rentalCategories.id, filter.categoryId));
      if (category) parts.push(category.name);
    }
    if (filter.city) parts.push(`in ${filter.city}`);
    const currency = filter.currency ?? this.deps.config.currency;
    if (filter.minPrice && filter.maxPrice) parts.push(`${filter.minPrice} to ${filter.maxPrice} ${currency}`);
    else if (filter.minPrice) parts.push(`from ${filter.minPrice} ${currency}`);
    else if (filter.maxPrice) parts.push(`up to ${filter.maxPrice} ${currency}`);
    else if (filter.currency) parts.push(`in ${filter.currency}`);
    if (filter.rentalCircle) parts.push(filter.rentalCircle === 'hourly' ? 'per hour' : 'per day');
    const km = filter.radiusKm ?? DEFAULT_RADIUS_KM;
    if (filter.nearCity) parts.push(`within ${km} km of ${filter.nearCity}`);
    else if (filter.nearLatitude !== undefined) parts.push(`within ${km} km of a point`);
    return parts.length ? parts.join(' · ') : 'All tools';
  }

  // ---------------------------------------------------------------- the daily e-mail

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, SAVED_SEARCH_QUEUE, { policy: 'stately', retryLimit: 3 });
    await workEach(this.deps.jobs, SAVED_SEARCH_QUEUE, async () => {
      await this.sendDue();
    });
    // Every morning, 06:00 UTC (7.00 in Lagos, 6.00 in Accra).
    await this.deps.jobs.schedule(SAVED_SEARCH_QUEUE, '0 6 * * *');
  }

  /**
   * Looks at every search not looked at for a day: an e-mail when tools listed since match it, and the
   * search's clock moved on in the same transaction as the e-mail, so a crash neither loses nor doubles
   * one. Answers how many e-mails went out.
   */
  async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.deps.now();
      const due = await this.deps.db
        .select({ search: savedSearches, email: users.email, firstName: users.firstName })
        .from(savedSearches)
        .innerJoin(users, eq(users.id, savedSearches.userId))
        .where(lte(savedSearches.checkedAt, dueBefore(now)))
        .orderBy(asc(savedSearches.checkedAt))
        .limit(BATCH);
      if (!due.length) return sent;
      for (const row of due) if (await this.look(row, now)) sent += 1;
    }
  }

  /**
   * The search's matches listed since it last looked, not the person's own: the browse is newest first,
   * so its pages are read until one reaches an older tool (at most FRESH_PAGES pages). A search the
   * marketplace refuses now (a currency dropped since) has none.
   */
  private async listedSince(search: SavedSearchRow): Promise<ToolWithRefs[]> {
    const fresh: ToolWithRefs[] = [];
    for (let page = 1; page <= FRESH_PAGES; page++) {
      const found = await this.deps.tools
        .browse(browseFiltersOf(search.filter), null, { page, pageSize: FRESH_PAGE_SIZE })
        .catch(() => ({ items: [] as ToolWithRefs[] }));
      const newer = found.items.filter((r) => r.tool.createdAt > search.checkedAt);
      fresh.push(...newer.filter((r) => r.tool.ownerId !== search.userId));
      if (newer.length < found.items.length || found.items.length < FRESH_PAGE_SIZE) break;
    }
    return fresh;
  }

  private async look(row: { search: SavedSearchRow; email: string; firstName: string }, now: Date): Promise<boolean> {
    const { search } = row;
    const fresh = await this.listedSince(search);
    return this.deps.db.transaction(async (tx) => {
      // Moved on only while still due: another run (a second instance) that moved it first has it.
      const moved = await tx
        .update(savedSearches)
        .set({ checkedAt: now })
        .where(and(eq(savedSearches.id, search.id), lte(savedSearches.checkedAt, dueBefore(now))))
        .returning({ id: savedSearches.id });
      if (!moved.length || !fresh.length) return false;
      const base = this.deps.publicUrl();
      const unsubscribe = `${base}/saved-searches/unsubscribe?${new URLSearchParams({ token: search.unsubscribeToken })}`;
      const subject =
        fresh.length === 1
          ? `A new tool for your search: ${fresh[0]!.tool.name}`
          : `${fresh.length} new tools for your search ${search.label}`;
      await this.deps.outbox.enqueue(tx, {
        to: row.email,
        subject,
        template: 'saved-search.digest',
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        ...renderEmail(
          {
            title: 'New tools for your saved search',
            paragraphs: [
              `Hello ${row.firstName},`,
              `Listed since we last looked, for ${search.label}:`,
              ...fresh
                .slice(0, TOOLS_PER_EMAIL)
                .map(
                  (r) =>
                    `${r.tool.name}: ${formatMoney(r.tool.priceCents, r.tool.currency)} ${r.tool.rentalCircle === 'hourly' ? 'an hour' : 'a day'}, in ${r.tool.city}`,
                ),
              ...(fresh.length > TOOLS_PER_EMAIL ? [`And ${fresh.length - TOOLS_PER_EMAIL} more.`] : []),
            ],
            action: { label: 'See them', url: `${base}${searchPath(search.filter)}` },
            note: `We e-mail at most once a day about this search. To stop, open ${unsubscribe}`,
          },
          this.deps.config.expo.name,
        ),
      });
      return true;
    });
  }
}

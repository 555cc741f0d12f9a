import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { keysetAndSort, pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import type { Connection, KeysetWindow } from '../../lib/keyset.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { parseReason, recordAudit } from '../audit/audit.js';
import type { PublicCache } from '../../lib/public-cache.js';
import type { ImageUse } from '../../lib/image-encoding.js';
import type { FileStorage, IncomingFile } from '../../lib/storage.js';
import { emailField, parseInput } from '../../core/input.js';
import { allowConfirmationMail, maskedAddress } from '../outbox/recipient-cap.js';
import { newAccessLink } from './confirmation.js';
import { sponsorConfirmation, sponsorDecision, sponsorNoticeToOrganisers, sponsorPageUrl } from './expo-emails.js';
import {
  sponsors,
  sponsorshipPackages,
  type SponsorRow,
  type SponsorStatus,
  type SponsorshipPackageRow,
} from './expo.table.js';
import { sponsorSchema, type SponsorInput } from './expo.validation.js';
import type { ExpoDeps } from './participant.service.js';
import { translator } from '../../lib/i18n.js';
import { longDate, type Language } from '../../lib/language.js';
import { webhooks } from '../webhooks/webhook-events.js';
import { sponsorObject } from '../webhooks/webhook-objects.js';
import { countrySpellings } from '../../lib/countries.js';

/**
 * A sponsor's logo as stored: a wordmark wider than 4:1 (or taller than 1:4) is padded to it, so the
 * sponsor wall, the directory and the badges draw it at a readable size.
 */
export const SPONSOR_LOGO: ImageUse = { field: 'logo', label: 'The logo', maxAspect: 4 };

const RESEND_AFTER_MINUTES = 2;

export interface SponsorTier {
  package: SponsorshipPackageRow;
  sponsors: SponsorRow[];
}

export class SponsorService {
  private readonly now: () => Date;
  constructor(
    private readonly deps: ExpoDeps & {
      storage: FileStorage;
      publicCache: Pick<PublicCache, 'invalidate'>;
      /** Which approved sponsors the wall lists (undefined: all of them). */
      wallFilter?: () => Promise<((sponsorId: string) => boolean) | undefined>;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  listPackages(): Promise<SponsorshipPackageRow[]> {
    return this.deps.db.select().from(sponsorshipPackages).orderBy(asc(sponsorshipPackages.rank));
  }

  /** Finds a package by id ('gold') or title ('GOLD'), as the old client sends the title. */
  async findPackage(idOrTitle: string): Promise<SponsorshipPackageRow | undefined> {
    const key = idOrTitle.trim().toLowerCase();
    const [row] = await this.deps.db
      .select()
      .from(sponsorshipPackages)
      .where(or(eq(sponsorshipPackages.id, key), sql`lower(${sponsorshipPackages.title}) = ${key}`));
    return row;
  }

  async apply(
    input: SponsorInput,
    logo?: IncomingFile,
  ): Promise<{ sponsor: SponsorRow; package: SponsorshipPackageRow }> {
    const { alsoApply, ...data } = parseInput(sponsorSchema, input);
    const pkg = await this.findPackage(data.packageId);
    if (!pkg) {
      const titles = (await this.listPackages()).map((p) => p.title).join(', ');
      throw AppError.badInput([{ path: 'packageId', msg: `Please choose one of the sponsorship packages: ${titles}` }]);
    }
    if (!alsoApply) await this.refuseUnseenRepeat(data.email, data.language);
    const logoUrl = logo ? await this.deps.storage.saveImage(logo, SPONSOR_LOGO) : null;
    try {
      // Both caps are counted before the transaction; over them the application is saved and answered
      // as usual, only the mail is left out.
      const mail = await allowConfirmationMail(this.deps, data.email, 'sponsor-confirmation');
      const organisers = await this.organisersToNotify();
      const sponsor = await this.deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sponsors)
          .values({
            ...data,
            packageId: pkg.id,
            year: this.deps.config.expo.year,
            logo: logoUrl,
            confirmationSentAt: mail ? this.now() : null,
          })
          .returning();
        const publicUrl = this.deps.publicUrl();
        if (mail) await this.deps.outbox.enqueue(tx, sponsorConfirmation(this.deps.config, publicUrl, row!, pkg));
        if (organisers)
          await this.deps.outbox.enqueue(
            tx,
            sponsorNoticeToOrganisers(this.deps.config, organisers, publicUrl, row!, pkg),
          );
        return row!;
      });
      return { sponsor, package: pkg };
    } catch (error) {
      await this.deps.storage.remove(logoUrl);
      throw error;
    }
  }

  /**
   * A second application from one address this year is most often a change of mind (GOLD, then SILVER) that
   * would leave the organisers two open applications. The applicant is told what is already there and may send
   * it anyway (`alsoApply`: an agency applying for two companies). Declined applications do not count.
   */
  private async refuseUnseenRepeat(email: string, language: Language): Promise<void> {
    const [earlier] = await this.deps.db
      .select({ company: sponsors.company, createdAt: sponsors.createdAt, title: sponsorshipPackages.title })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(
        and(
          eq(sponsors.year, this.deps.config.expo.year),
          sql`lower(${sponsors.email}) = ${email.toLowerCase()}`,
          inArray(sponsors.status, ['applied', 'approved']),
        ),
      )
      .orderBy(desc(sponsors.createdAt))
      .limit(1);
    if (!earlier) return;
    // Said in the language the form was filled in.
    const t = translator(language);
    const values = { package: earlier.title, company: earlier.company, date: longDate(earlier.createdAt, language) };
    throw new AppError(ErrorCode.CONFLICT, t('conflicts.alreadyApplied', values), [
      { path: 'email', msg: t('conflicts.alreadyAppliedField', values) },
    ]);
  }

  /**
   * ORGANISER_EMAIL, unless this hour's notices are spent. Not capped per recipient like the public's
   * mails (the organisers' one address would go quiet after five applications a day), but by their own
   * budget, so a flood of applications cannot flood them either.
   */
  private async organisersToNotify(): Promise<string | undefined> {
    const organisers = this.deps.config.mail.organiserEmail;
    if (!organisers) return undefined;
    if (await this.deps.limits.allow('mail.organiser-notice', organisers)) return organisers;
    this.deps.logger.warn(
      { recipient: maskedAddress(organisers) },
      'hourly budget of sponsorship notices spent; the application is in the admin area only',
    );
    return undefined;
  }

  async resendConfirmation(emailInput: unknown): Promise<string> {
    const email = parseInput(emailField, emailInput);
    const cutoff = new Date(this.now().getTime() - RESEND_AFTER_MINUTES * 60_000);
    const [latest] = await this.deps.db
      .select({ sponsor: sponsors, pkg: sponsorshipPackages })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(
        and(
          eq(sponsors.year, this.deps.config.expo.year),
          sql`lower(${sponsors.email}) = ${email}`,
          // A cancelled application's confirmation is not sent again.
          ne(sponsors.status, 'cancelled'),
        ),
      )
      .orderBy(desc(sponsors.createdAt))
      .limit(1);
    const sentAt = latest?.sponsor.confirmationSentAt;
    const due = latest && (!sentAt || sentAt < cutoff);
    // Only a resend that would send counts against the address's budget; the claim below still
    // decides between concurrent resends.
    if (due && (await allowConfirmationMail(this.deps, email, 'sponsor-confirmation'))) {
      await this.deps.db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(sponsors)
          .set({ confirmationSentAt: this.now() })
          .where(
            and(
              eq(sponsors.id, latest.sponsor.id),
              or(isNull(sponsors.confirmationSentAt), lt(sponsors.confirmationSentAt, cutoff)),
            ),
          )
          .returning();
        if (claimed)
          await this.deps.outbox.enqueue(
            tx,
            sponsorConfirmation(this.deps.config, this.deps.publicUrl(), claimed, latest.pkg),
          );
      });
    }
    return `If this e-mail applied to sponsor ${this.deps.config.expo.name}, the confirmation is on its way again.`;
  }

  /**
   * Approved sponsors of this edition, grouped by package, highest tier first; only those with a paid
   * invoice when the organisers chose so (invoicing settings).
   */
  async wall(): Promise<SponsorTier[]> {
    const [packages, approved, listed] = await Promise.all([
      this.listPackages(),
      this.deps.db
        .select()
        .from(sponsors)
        .where(and(eq(sponsors.year, this.deps.config.expo.year), eq(sponsors.status, 'approved')))
        .orderBy(asc(sponsors.company)),
      this.deps.wallFilter?.(),
    ]);
    const shown = listed ? approved.filter((s) => listed(s.id)) : approved;
    return packages
      .map((pkg) => ({ package: pkg, sponsors: shown.filter((s) => s.packageId === pkg.id) }))
      .filter((tier) => tier.sponsors.length > 0);
  }

  /** Admin list with each application's package: prefix search over company and e-mail; filters. */
  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    filters: SponsorFilters = {},
  ): Promise<Page<{ sponsor: SponsorRow; package: SponsorshipPackageRow }>> {
    requireAdmin(viewer);
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      SPONSOR_SORTABLE,
      SPONSOR_DEFAULT_ORDER,
      sponsors.id,
    );
    const where = sponsorListWhere(params, filters);
    const [rows, [total]] = await Promise.all([
      this.deps.db
        .select({ sponsor: sponsors, package: sponsorshipPackages })
        .from(sponsors)
        .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(sponsors).where(where),
    ]);
    return { items: rows, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The admin list as a connection: the same search, filters and orders, read on from a cursor, so an
   * application made between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams,
    filters: SponsorFilters = {},
  ): Promise<Connection<{ sponsor: SponsorRow; package: SponsorshipPackageRow }> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keyset = keysetAndSort('adminSponsors', window, params, SPONSOR_SORTABLE, SPONSOR_DEFAULT_ORDER, sponsors.id);
    const where = sponsorListWhere(params, filters);
    const rows = await this.deps.db
      .select({ sponsor: sponsors, package: sponsorshipPackages, cursor: keyset.cursorValues })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(sponsors).where(where))[0]?.n ?? 0,
    };
  }

  async get(viewer: Viewer | undefined, id: string): Promise<{ sponsor: SponsorRow; package: SponsorshipPackageRow }> {
    requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The sponsorship application');
    const [row] = await this.deps.db
      .select({ sponsor: sponsors, package: sponsorshipPackages })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(eq(sponsors.id, id));
    if (!row) throw AppError.notFound('The sponsorship application');
    return row;
  }

  /**
   * Approves or declines an application; approved sponsors appear on the public sponsor wall. The applicant
   * is told by e-mail when the decision changes, in the same transaction: the same decision again (a double
   * click, a retried request) changes nothing and sends nothing. The reason, when given, is e-mailed with a
   * decline and kept in the audit log; it is optional because the older admin client sends none.
   */
  async review(viewer: Viewer | undefined, id: string, decision: 'approved' | 'declined', reasonInput?: unknown) {
    const admin = requireAdmin(viewer);
    const reason = reasonInput == null ? null : parseReason(reasonInput);
    if (!isUuid(id)) throw AppError.notFound('The sponsorship application');
    await this.deps.db.transaction(async (tx) => {
      const [current] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for('update');
      if (!current) throw AppError.notFound('The sponsorship application');
      // A cancelled application is out of review until an administrator reinstates it (with a reason).
      if (current.status === 'cancelled') {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The application of ${current.company} was cancelled: reinstate it before approving or declining it`,
        );
      }
      if (current.status === decision) return;
      const [changed] = await tx
        .update(sponsors)
        .set({ status: decision, reviewedAt: this.now() })
        .where(eq(sponsors.id, id))
        .returning();
      const [pkg] = await tx.select().from(sponsorshipPackages).where(eq(sponsorshipPackages.id, changed!.packageId));
      // An approved sponsor gets the access code of their package's VIP passes (once), and a private link
      // to their page (where the passes' use shows; an invoice's e-mail later brings a newer link).
      let approval = null;
      await this.deps.codes.setSponsorStanding(tx, id, decision === 'approved');
      if (decision === 'approved') {
        await this.deps.codes.issueSponsorCodes(tx, id);
        const vip = await this.deps.codes.ofSponsor(id, tx);
        const link = newAccessLink();
        await tx.update(sponsors).set({ accessTokenHash: link.accessTokenHash }).where(eq(sponsors.id, id));
        await webhooks.emit(tx, 'sponsor.approved', sponsorObject(changed!));
        approval = {
          pageUrl: sponsorPageUrl(this.deps.publicUrl(), link.token, changed!.language),
          vip: vip && { code: vip.code.code, places: vip.code.places },
        };
      }
      await this.deps.outbox.enqueue(
        tx,
        sponsorDecision(this.deps.config, this.deps.publicUrl(), changed!, pkg!, decision, reason, approval),
      );
      await recordAudit(tx, admin, {
        action: decision === 'approved' ? 'sponsor.approve' : 'sponsor.decline',
        targetType: 'sponsor',
        targetId: id,
        targetLabel: current.company,
        reason,
        changes: [{ field: 'status', before: current.status, after: decision }],
      });
    });
    // Approved sponsors are listed in the exhibitor directory, which the public cache may hold.
    this.deps.publicCache.invalidate();
    return this.get(viewer, id);
  }
}

/** The admin list's filters. */
export interface SponsorFilters {
  year?: number | null;
  packageId?: string | null;
  status?: SponsorStatus | null;
  country?: string | null;
  /** ISO code: the rows whose country is that code's name or the code, in any case. */
  countryCode?: string | null;
}

/** The orders of the admin list, its page and its connection alike. */
const SPONSOR_SORTABLE = {
  createdAt: sponsors.createdAt,
  company: sponsors.company,
  email: sponsors.email,
  status: sponsors.status,
  country: sponsors.country,
  package: sponsorshipPackages.rank,
};
const SPONSOR_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

/** The admin list's search and filters. */
function sponsorListWhere(params: ListParams, filters: SponsorFilters) {
  return and(
    prefixSearch(params.search, [sponsors.company, sponsors.email]),
    filters.year ? eq(sponsors.year, filters.year) : undefined,
    filters.packageId ? eq(sponsors.packageId, filters.packageId.toLowerCase()) : undefined,
    filters.status ? eq(sponsors.status, filters.status) : undefined,
    filters.country ? eq(sponsors.country, filters.country) : undefined,
    filters.countryCode
      ? inArray(sql`lower(trim(${sponsors.country}))`, countrySpellings(filters.countryCode))
      : undefined,
  );
}

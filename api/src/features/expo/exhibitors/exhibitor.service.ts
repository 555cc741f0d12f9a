import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { requireAdmin } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../../lib/storage.js';
import { changesBetween, createdWith, recordAudit, snapshotOf } from '../../audit/audit.js';
import { sponsors, sponsorshipPackages, type SponsorRow, type SponsorshipPackageRow } from '../expo.table.js';
import { exhibitors, type ExhibitorRow } from './exhibitor.table.js';
import { exhibitorSchema, type ExhibitorInput } from './exhibitor.validation.js';

export interface ExhibitorDeps {
  db: Database;
  config: Pick<Config, 'expo'>;
  storage: FileStorage;
  /** The directory (`exhibitors`) is answered from the public cache: every change here drops it. */
  publicCache: Pick<PublicCache, 'invalidate'>;
  now?: () => Date;
}

/** One company of the public directory: an exhibitor, an approved sponsor, or both at once. */
export interface DirectoryEntry {
  exhibitor: ExhibitorRow | null;
  /** The approved sponsor it is (null for an exhibitor that is not one). */
  sponsor: { row: SponsorRow; package: SponsorshipPackageRow } | null;
}

/** What the audit log shows of an exhibitor (the logo as its URL path, the sponsor it stands for as an id). */
const AUDITED = [
  'company',
  'description',
  'descriptionFr',
  'website',
  'booth',
  'category',
  'sponsorId',
  'logo',
] as const;

const byCompany = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export class ExhibitorService {
  private readonly now: () => Date;
  constructor(private readonly deps: ExhibitorDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get year() {
    return this.deps.config.expo.year;
  }

  /**
   * The directory of this edition by company name: every exhibitor, and every approved sponsor once
   * (with its exhibitor details when an administrator gave some). Two queries, whatever its length.
   */
  async directory(): Promise<DirectoryEntry[]> {
    const [rows, approved] = await Promise.all([
      this.deps.db.select().from(exhibitors).where(eq(exhibitors.year, this.year)),
      this.deps.db
        .select({ row: sponsors, package: sponsorshipPackages })
        .from(sponsors)
        .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
        .where(and(eq(sponsors.year, this.year), eq(sponsors.status, 'approved'))),
    ]);
    const sponsorById = new Map(approved.map((s) => [s.row.id, s]));
    const detailed = new Set(rows.map((r) => r.sponsorId));
    const entries: DirectoryEntry[] = [
      ...rows.map((exhibitor) => ({
        exhibitor,
        sponsor: (exhibitor.sponsorId && sponsorById.get(exhibitor.sponsorId)) || null,
      })),
      ...approved.filter((s) => !detailed.has(s.row.id)).map((sponsor) => ({ exhibitor: null, sponsor })),
    ];
    const company = (e: DirectoryEntry) => e.exhibitor?.company ?? e.sponsor!.row.company;
    return entries.sort((a, b) => byCompany.compare(company(a), company(b)));
  }

  async get(id: string): Promise<ExhibitorRow> {
    return this.find(this.deps.db, id);
  }

  /** This edition's exhibitor; locked for the caller's transaction when `lock` is set. */
  private async find(exec: Executor, id: string, lock = false): Promise<ExhibitorRow> {
    if (!isUuid(id)) throw AppError.notFound('The exhibitor');
    const query = exec
      .select()
      .from(exhibitors)
      .where(and(eq(exhibitors.id, id), eq(exhibitors.year, this.year)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('The exhibitor');
    return row;
  }

  async create(viewer: Viewer | undefined, input: ExhibitorInput, logo?: IncomingFile): Promise<ExhibitorRow> {
    const actor = requireAdmin(viewer);
    const { removeLogo: _ignored, ...data } = await this.parse(input);
    const logoUrl = logo ? await this.deps.storage.saveImage(logo, { field: 'logo', label: 'The logo' }) : null;
    try {
      const row = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(exhibitors)
          .values({ ...data, year: this.year, logo: logoUrl })
          .returning();
        await recordAudit(tx, actor, {
          action: 'exhibitor.create',
          targetType: 'exhibitor',
          targetId: created!.id,
          targetLabel: created!.company,
          changes: createdWith(created!, AUDITED),
        });
        return created!;
      });
      this.deps.publicCache.invalidate();
      return row;
    } catch (error) {
      await this.deps.storage.remove(logoUrl);
      throw isUniqueViolation(error) ? this.sponsorTaken() : error;
    }
  }

  /** Replaces every field; a new logo replaces the old one, whose file is removed once saved. */
  async update(
    viewer: Viewer | undefined,
    id: string,
    input: ExhibitorInput,
    logo?: IncomingFile,
  ): Promise<ExhibitorRow> {
    const actor = requireAdmin(viewer);
    await this.get(id);
    const { removeLogo, ...data } = await this.parse(input, id);
    const logoUrl = logo ? await this.deps.storage.saveImage(logo, { field: 'logo', label: 'The logo' }) : undefined;
    let changed: { before: ExhibitorRow; row: ExhibitorRow };
    try {
      changed = await this.deps.db.transaction(async (tx) => {
        // Locked, so the entry's "before" (and the logo removed below) is the row this change replaced.
        const before = await this.find(tx, id, true);
        const [row] = await tx
          .update(exhibitors)
          .set({
            ...data,
            ...(logoUrl ? { logo: logoUrl } : removeLogo ? { logo: null } : {}),
            updatedAt: this.now(),
          })
          .where(eq(exhibitors.id, id))
          .returning();
        const changes = changesBetween(before, row!, AUDITED);
        if (changes.length) {
          await recordAudit(tx, actor, {
            action: 'exhibitor.update',
            targetType: 'exhibitor',
            targetId: id,
            targetLabel: row!.company,
            changes,
          });
        }
        return { before, row: row! };
      });
    } catch (error) {
      await this.deps.storage.remove(logoUrl);
      throw isUniqueViolation(error) ? this.sponsorTaken() : error;
    }
    const { before, row } = changed;
    this.deps.publicCache.invalidate();
    if (row.logo !== before.logo) await this.deps.storage.remove(before.logo);
    return row;
  }

  async delete(viewer: Viewer | undefined, id: string): Promise<ExhibitorRow> {
    const actor = requireAdmin(viewer);
    const deleted = await this.deps.db.transaction(async (tx) => {
      const current = await this.find(tx, id, true);
      await tx.delete(exhibitors).where(eq(exhibitors.id, id));
      await recordAudit(tx, actor, {
        action: 'exhibitor.delete',
        targetType: 'exhibitor',
        targetId: id,
        targetLabel: current.company,
        changes: snapshotOf(current, AUDITED),
      });
      return current;
    });
    this.deps.publicCache.invalidate();
    await this.deps.storage.remove(deleted.logo);
    return deleted;
  }

  /** The fields, and the sponsor it stands for: an approved sponsor of this edition without other details. */
  private async parse(input: ExhibitorInput, id?: string) {
    const data = parseInput(exhibitorSchema, input);
    const sponsorId = data.sponsorId ?? null;
    if (sponsorId) {
      const [sponsor] = isUuid(sponsorId)
        ? await this.deps.db
            .select({ status: sponsors.status, year: sponsors.year, detailedBy: exhibitors.id })
            .from(sponsors)
            .leftJoin(exhibitors, eq(exhibitors.sponsorId, sponsors.id))
            .where(eq(sponsors.id, sponsorId))
        : [];
      if (!sponsor || sponsor.status !== 'approved' || sponsor.year !== this.year) {
        throw AppError.badInput([{ path: 'sponsorId', msg: 'Choose an approved sponsor of this edition, or none' }]);
      }
      if (sponsor.detailedBy && sponsor.detailedBy !== id) throw this.sponsorTaken();
    }
    return {
      company: data.company,
      description: data.description,
      descriptionFr: data.descriptionFr ?? null,
      website: data.website ?? null,
      booth: data.booth ?? null,
      category: data.category ?? null,
      sponsorId,
      removeLogo: data.removeLogo ?? false,
    };
  }

  private sponsorTaken() {
    return new AppError(ErrorCode.CONFLICT, 'This sponsor already has its exhibitor details: change those instead', [
      { path: 'sponsorId', msg: 'This sponsor already has its exhibitor details' },
    ]);
  }
}

import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../../lib/storage.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { changesBetween, createdWith, recordAudit, snapshotOf } from '../../audit/audit.js';
import { rentalCategories, type RentalCategoryRow } from './category.table.js';
import { authorizeCategory } from './category.policy.js';

const nameField = z
  .string({ error: 'Please enter a category name' })
  .trim()
  .min(1, 'Please enter a category name')
  .max(60, 'Category names are at most 60 characters');

/** What the audit log shows of a category (the image as its URL path). */
const AUDITED = ['name', 'image'] as const;

export class CategoryService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      /** Categories appear in cached public responses: every write here invalidates them. */
      publicCache: Pick<PublicCache, 'invalidate'>;
      /**
       * The tools filed under a category (tools' ToolService, wired in services.ts: categories never
       * import tools, which file themselves under categories): `live` listed or unlisted, `all` with
       * the deleted ones whose past bookings are kept, counted in the caller's transaction.
       */
      toolsFiledUnder: (tx: Executor, categoryId: string) => Promise<{ live: number; all: number }>;
      now?: () => Date;
    },
  ) {}

  list(): Promise<RentalCategoryRow[]> {
    return this.deps.db
      .select()
      .from(rentalCategories)
      .orderBy(asc(sql`lower(${rentalCategories.name})`));
  }

  async get(id: string): Promise<RentalCategoryRow> {
    const [row] = isUuid(id)
      ? await this.deps.db.select().from(rentalCategories).where(eq(rentalCategories.id, id))
      : [];
    if (!row) throw AppError.notFound('The rental category');
    return row;
  }

  private duplicate(name: string) {
    return new AppError(ErrorCode.CONFLICT, `A category named "${name}" already exists`, [
      { path: 'name', msg: 'A category with this name already exists' },
    ]);
  }

  async create(viewer: Viewer | undefined, input: { name: unknown }, image?: IncomingFile): Promise<RentalCategoryRow> {
    const actor = authorizeCategory(viewer, 'create');
    const { name } = parseInput(z.object({ name: nameField }), input);
    const imageUrl = image
      ? await this.deps.storage.saveImage(image, { field: 'image', label: 'The category image' })
      : null;
    try {
      const row = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx.insert(rentalCategories).values({ name, image: imageUrl }).returning();
        await recordAudit(tx, actor, {
          action: 'rental_category.create',
          targetType: 'rental_category',
          targetId: created!.id,
          targetLabel: created!.name,
          changes: createdWith(created!, AUDITED),
        });
        return created!;
      });
      this.deps.publicCache.invalidate();
      return row;
    } catch (error) {
      await this.deps.storage.remove(imageUrl);
      throw isUniqueViolation(error) ? this.duplicate(name) : error;
    }
  }

  /** Renames and/or replaces the image; the old image file is removed once the new one is saved. */
  async update(
    viewer: Viewer | undefined,
    id: string,
    input: { name?: unknown },
    image?: IncomingFile,
  ): Promise<RentalCategoryRow> {
    const actor = authorizeCategory(viewer, 'update');
    const current = await this.get(id);
    const name =
      input.name === undefined || input.name === null || input.name === ''
        ? undefined
        : parseInput(z.object({ name: nameField }), input).name;
    const imageUrl = image
      ? await this.deps.storage.saveImage(image, { field: 'image', label: 'The category image' })
      : undefined;
    try {
      const { before, row } = await this.deps.db.transaction(async (tx) => {
        // Locked, so the entry's "before" (and the image removed below) is the row this change replaced.
        const [locked] = await tx.select().from(rentalCategories).where(eq(rentalCategories.id, id)).for('update');
        if (!locked) throw AppError.notFound('The rental category');
        const [after] = await tx
          .update(rentalCategories)
          .set({
            ...(name ? { name } : {}),
            ...(imageUrl ? { image: imageUrl } : {}),
            updatedAt: this.deps.now?.() ?? new Date(),
          })
          .where(eq(rentalCategories.id, id))
          .returning();
        const changes = changesBetween(locked, after!, AUDITED);
        if (changes.length) {
          await recordAudit(tx, actor, {
            action: 'rental_category.update',
            targetType: 'rental_category',
            targetId: id,
            targetLabel: after!.name,
            changes,
          });
        }
        return { before: locked, row: after! };
      });
      this.deps.publicCache.invalidate();
      if (imageUrl) await this.deps.storage.remove(before.image);
      return row;
    } catch (error) {
      await this.deps.storage.remove(imageUrl);
      throw isUniqueViolation(error) ? this.duplicate(name ?? current.name) : error;
    }
  }

  /**
   * Deletes a category no tool is filed under (CONFLICT otherwise, saying how many), and its image.
   * The category's row is locked first: a tool being listed under it meanwhile is counted, or waits.
   */
  async delete(viewer: Viewer | undefined, id: string): Promise<RentalCategoryRow> {
    const actor = authorizeCategory(viewer, 'delete');
    const current = await this.get(id);
    const deleted = await this.deps.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(rentalCategories).where(eq(rentalCategories.id, id)).for('update');
      if (!locked) throw AppError.notFound('The rental category');
      const used = await this.deps.toolsFiledUnder(tx, id);
      const live = used.live;
      if (live > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `${live === 1 ? '1 tool is' : `${live} tools are`} listed under "${current.name}": move ${live === 1 ? 'it' : 'them'} to another category first, or rename this one`,
        );
      }
      if (used.all > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `Deleted tools whose past bookings are kept are still filed under "${current.name}": it cannot be deleted, but it can be renamed`,
        );
      }
      await tx.delete(rentalCategories).where(eq(rentalCategories.id, id));
      await recordAudit(tx, actor, {
        action: 'rental_category.delete',
        targetType: 'rental_category',
        targetId: id,
        targetLabel: locked.name,
        changes: snapshotOf(locked, AUDITED),
      });
      return locked;
    });
    this.deps.publicCache.invalidate();
    await this.deps.storage.remove(deleted.image);
    return deleted;
  }
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { formatMoney } from '../../../lib/money.js';
import type { Viewer } from '../../../core/viewer.js';
import { users } from '../../accounts/account.table.js';
import { rentalCategories } from '../categories/category.table.js';
import { assertIdVerified, authorizeTool, canTool, idVerificationProblem } from '../tools/tool.policy.js';
import type { ToolWithRefs } from '../tools/tool.service.js';
import { tools, type ToolRow } from '../tools/tool.table.js';
import { bookedUnits } from './availability.js';
import { depositOf } from './booking-creation.js';
import type { BookingService } from './booking.service.js';
import { periodCharge } from './booking-charge.js';
import { rulesProblem } from '../tools/booking-rules.js';
import { parseQuantity, type PeriodInput } from './booking-time.js';
import { cartItems, type CartItemRow } from './booking.table.js';

/** A cart holds at most this many lines (one checkout, one payment). */
export const MAX_CART_LINES = 20;

export interface CartLine extends ToolWithRefs {
  item: CartItemRow;
  /** The length charged, in minutes (exact for hourly tools, whole days for daily ones). */
  billedMinutes: number;
  /** One unit for the whole period, at the price (and discount) the renter saw when adding it. */
  unitAmountCents: number;
  /** The same without the discount. */
  listAmountCents: number;
  /** The discount for a rental this long, in percent (0: none). */
  discountPercent: number;
  /** The rental of the line: unitAmountCents × quantity. */
  totalCents: number;
  /** The security deposit charged with the line (the tool's deposit × quantity), refunded after the return. */
  depositCents: number;
  /** Why this line cannot be paid as it stands, if it cannot. */
  problem: string | undefined;
}

export interface Cart {
  lines: CartLine[];
  /** What every amount of the cart is in: its first line's tool's (one payment, one currency), else the site's. */
  currency: string;
  /** The number of lines (adding the same tool again raises its quantity instead). */
  totalQuantity: number;
  /** The rentals of all lines. */
  rentalCents: number;
  /** The deposits of all lines, charged with them and refunded after the returns. */
  depositCents: number;
  /** What checkout charges: rentals and deposits. */
  totalAmountCents: number;
}

/** Tools booked on request cannot be paid from the cart: the owner accepts or declines each one first. */
export const REQUEST_ONLY = (name: string) =>
  `${name} is booked on request: its owner accepts or declines first. Use "Request to book" on its page instead of the cart.`;

const circleWord = (tool: Pick<ToolRow, 'rentalCircle'>) => (tool.rentalCircle === 'hourly' ? 'an hour' : 'a day');

/** A payment is in one currency: a tool priced in another cannot join the cart's lines. */
export const OTHER_CURRENCY = (name: string, currency: string, cartCurrency: string) =>
  `${name} is priced in ${currency} and your cart in ${cartCurrency}: one payment is in one currency. Pay for your cart first, or book ${name} on its own.`;

/**
 * The renter's cart, kept on the server per user (it survives reloads and follows them to another
 * device). Adding a line that is already there adds one to its
 * quantity; removing takes one away, and the last one takes the line; totals are recomputed.
 */
export class CartService {
  constructor(private readonly deps: { db: Database; config: Config; bookings: BookingService }) {}

  async rows(userId: string, exec: Executor = this.deps.db) {
    return exec
      .select({
        item: cartItems,
        tool: tools,
        category: { id: rentalCategories.id, name: rentalCategories.name },
        owner: { id: users.id, firstName: users.firstName },
      })
      .from(cartItems)
      .innerJoin(tools, eq(tools.id, cartItems.toolId))
      .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
      .innerJoin(users, eq(users.id, tools.ownerId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /** What is wrong with a line today: the tool left the market, its price changed, its period passed. */
  lineProblem(item: CartItemRow, tool: ToolRow, viewer: Viewer, now: Date, cartCurrency: string): string | undefined {
    if (tool.itemStatus !== 'Available') return `${tool.name} is no longer offered for rent: remove it from your cart`;
    if (!canTool(viewer, 'book', tool)) return `${tool.name} is your own tool: you cannot book it`;
    const unverified = idVerificationProblem(viewer, tool);
    if (unverified) return unverified;
    if (tool.bookingMode === 'request') return REQUEST_ONLY(tool.name);
    if (item.startsAt <= now) return `The start of ${tool.name} has passed: remove it and choose new dates`;
    // The owner's rules, as they stand now (the notice runs out; the owner may change them).
    const charge = periodCharge(tool.rentalCircle, item.priceCents, item, tool);
    const broken = rulesProblem(tool, item, charge.billedMinutes, now);
    if (broken) return `${tool.name}: ${broken.msg}`;
    // Only a tool moved to a country of another currency after it was added (adding refuses a mix).
    if (tool.currency !== cartCurrency) return OTHER_CURRENCY(tool.name, tool.currency, cartCurrency);
    if (item.currency !== tool.currency)
      return `${tool.name} is now priced in ${tool.currency}: ${formatMoney(tool.priceCents, tool.currency)} ${circleWord(tool)}, not ${formatMoney(item.priceCents, item.currency)}`;
    if (item.priceCents !== tool.priceCents)
      return `The price of ${tool.name} changed from ${formatMoney(item.priceCents, tool.currency)} to ${formatMoney(tool.priceCents, tool.currency)} ${circleWord(tool)}`;
    if (item.discountPercent !== charge.discountPercent)
      return `The discount on ${tool.name} for a rental this long changed from ${item.discountPercent}% to ${charge.discountPercent}%`;
    return undefined;
  }

  async get(viewer: Viewer | undefined): Promise<Cart> {
    if (!viewer) throw AppError.unauthenticated();
    const now = this.deps.bookings.now();
    const lines: CartLine[] = [];
    const rows = await this.rows(viewer.user.id);
    const currency = rows[0]?.tool.currency ?? this.deps.config.currency;
    // A cart has at most MAX_CART_LINES lines: one availability query each stays bounded.
    for (const { item, tool, category, owner } of rows) {
      const { billedMinutes, unitAmountCents, listAmountCents, discountPercent } = periodCharge(
        tool.rentalCircle,
        item.priceCents,
        item,
        item.discountPercent,
      );
      let problem = this.lineProblem(item, tool, viewer, now, currency);
      if (!problem) {
        // The renter's own unpaid hold is theirs to resume or let go of: it never blocks their cart.
        const free = tool.units - (await bookedUnits(this.deps.db, tool, item, now, { heldBy: viewer.user.id }));
        if (free < item.quantity)
          problem =
            free <= 0
              ? `${tool.name} is not available for the chosen period any more`
              : `Only ${free} ${free === 1 ? 'unit' : 'units'} of ${tool.name} ${free === 1 ? 'is' : 'are'} free for the chosen period`;
      }
      lines.push({
        item,
        tool,
        category,
        owner,
        billedMinutes,
        unitAmountCents,
        listAmountCents,
        discountPercent,
        totalCents: unitAmountCents * item.quantity,
        depositCents: depositOf(tool, item.quantity),
        problem,
      });
    }
    const rentalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
    const depositCents = lines.reduce((sum, l) => sum + l.depositCents, 0);
    return {
      lines,
      currency,
      totalQuantity: lines.length,
      rentalCents,
      depositCents,
      totalAmountCents: rentalCents + depositCents,
    };
  }

  /** 'ADD TO CART' from the booking summary. */
  async add(viewer: Viewer | undefined, toolId: string, period: PeriodInput, quantityInput: unknown): Promise<Cart> {
    if (!viewer) throw AppError.unauthenticated();
    const quote = await this.deps.bookings.quote(toolId, period, viewer.user.id);
    authorizeTool(viewer, 'book', quote.tool);
    assertIdVerified(viewer, quote.tool);
    if (quote.tool.bookingMode === 'request') throw new AppError('CONFLICT', REQUEST_ONLY(quote.tool.name));
    const [existing] = await this.deps.db
      .select()
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, viewer.user.id),
          eq(cartItems.toolId, quote.tool.id),
          eq(cartItems.startsAt, quote.period.startsAt),
          eq(cartItems.endsAt, quote.period.endsAt),
        ),
      );
    if (existing) {
      parseQuantity(existing.quantity + 1, quote.free);
      await this.deps.db
        .update(cartItems)
        .set({
          quantity: sql`${cartItems.quantity} + 1`,
          priceCents: quote.tool.priceCents,
          currency: quote.tool.currency,
          discountPercent: quote.discountPercent,
        })
        .where(eq(cartItems.id, existing.id));
      return this.get(viewer);
    }
    const quantity = parseQuantity(quantityInput ?? 1, quote.free);
    const [{ lines, currency } = { lines: 0, currency: null }] = await this.deps.db
      .select({
        lines: sql<number>`count(*)::int`,
        // The cart's currency as `get` reads it: its first line's tool's.
        currency: sql<
          string | null
        >`(array_agg(${tools.currency} order by ${cartItems.createdAt}, ${cartItems.id}))[1]`,
      })
      .from(cartItems)
      .innerJoin(tools, eq(tools.id, cartItems.toolId))
      .where(eq(cartItems.userId, viewer.user.id));
    if (currency && currency !== quote.tool.currency)
      throw new AppError('CONFLICT', OTHER_CURRENCY(quote.tool.name, quote.tool.currency, currency));
    if (lines >= MAX_CART_LINES)
      throw new AppError('CONFLICT', `A cart holds at most ${MAX_CART_LINES} lines: pay for these first`);
    await this.deps.db
      .insert(cartItems)
      .values({
        userId: viewer.user.id,
        toolId: quote.tool.id,
        startsAt: quote.period.startsAt,
        endsAt: quote.period.endsAt,
        quantity,
        priceCents: quote.tool.priceCents,
        currency: quote.tool.currency,
        discountPercent: quote.discountPercent,
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.toolId, cartItems.startsAt, cartItems.endsAt],
        set: { quantity: sql`${cartItems.quantity} + 1` },
      });
    return this.get(viewer);
  }

  /** One less of a line; the last one removes the line. */
  async remove(viewer: Viewer | undefined, lineId: string): Promise<Cart> {
    if (!viewer) throw AppError.unauthenticated();
    const [line] = isUuid(lineId)
      ? await this.deps.db
          .select()
          .from(cartItems)
          .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, viewer.user.id)))
      : [];
    if (!line) throw AppError.notFound('That cart line');
    if (line.quantity <= 1) await this.deps.db.delete(cartItems).where(eq(cartItems.id, line.id));
    else
      await this.deps.db
        .update(cartItems)
        .set({ quantity: line.quantity - 1 })
        .where(eq(cartItems.id, line.id));
    return this.get(viewer);
  }

  async empty(viewer: Viewer | undefined): Promise<Cart> {
    if (!viewer) throw AppError.unauthenticated();
    await this.deps.db.delete(cartItems).where(eq(cartItems.userId, viewer.user.id));
    return this.get(viewer);
  }

  /** Accepts a changed price: the line now shows (and will charge) today's price, in today's currency. */
  async refreshPrice(exec: Executor, item: CartItemRow, tool: ToolRow): Promise<void> {
    await exec
      .update(cartItems)
      .set({ priceCents: tool.priceCents, currency: tool.currency })
      .where(eq(cartItems.id, item.id));
  }

  /**
   * Cart lines added before carts kept currencies were in their tool's, which start-up has just given
   * it (ToolService.syncCurrencies): the migration marked both with ISO 4217's "no currency", XXX.
   */
  async syncCurrencies(): Promise<number> {
    const priced = await this.deps.db
      .update(cartItems)
      .set({ currency: sql`(select ${tools.currency} from ${tools} where ${tools.id} = ${cartItems.toolId})` })
      .where(eq(cartItems.currency, 'XXX'))
      .returning({ id: cartItems.id });
    return priced.length;
  }

  /** The lines that became bookings leave the cart. */
  async removePaid(
    exec: Executor,
    userId: string,
    paid: { toolId: string; startsAt: Date; endsAt: Date }[],
  ): Promise<void> {
    for (const p of paid) {
      await exec
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            eq(cartItems.toolId, p.toolId),
            eq(cartItems.startsAt, p.startsAt),
            eq(cartItems.endsAt, p.endsAt),
          ),
        );
    }
  }
}

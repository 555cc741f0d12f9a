import DataLoader from 'dataloader';
import type { BookingRow, BookingStatus } from '../features/rentals/bookings/booking.table.js';
import type { DisputeRow } from '../features/rentals/disputes/dispute.table.js';
import type { Services } from '../services.js';

/**
 * The batches of one GraphQL operation (STACK.md: dataloader, one loader set per request, made with
 * its context): a field that needs more than the row its object came with asks a loader, and the
 * items of a list are read together, in one statement per loader and step, whatever the list's length.
 * Each loader's batch function is a service's, which owns the query; who may see what is checked by
 * the field, on the rows (in memory).
 */
export interface Loaders {
  /** A booking's row by id (null: none). Lists prime it with the rows they read. */
  bookingRows: DataLoader<string, BookingRow | null>;
  /** The disputes of a booking, newest first. */
  disputesOfBooking: DataLoader<string, DisputeRow[]>;
  /** How a booking ended, in words, where its status alone would mislead (booking-outcome.ts). */
  bookingOutcomes: DataLoader<{ id: string; status: BookingStatus }, string | null, string>;
  /** Bookings each owner cancelled in the last 12 months. */
  ownerCancellations: DataLoader<string, number>;
  /** Whether the signed-in viewer saved each tool (false for everyone signed out). */
  savedTools: DataLoader<string, boolean>;
}

/**
 * `cache: false` over a socket: a subscription's context lives as long as the subscription, so its
 * loaders batch but keep nothing, and each event reads the rows as they are then.
 */
export function createLoaders(
  services: Services,
  options: { cache?: boolean; viewerId?: string | undefined } = {},
): Loaders {
  const cache = options.cache ?? true;
  /** A loader by id over a service's batch answering a map; keys asked twice in a batch are read once. */
  const byId = <V>(batch: (ids: string[]) => Promise<Map<string, V>>, missing: V) =>
    new DataLoader<string, V>(
      async (ids) => {
        const found = await batch([...new Set(ids)]);
        return ids.map((id) => found.get(id) ?? missing);
      },
      { cache },
    );
  return {
    bookingRows: byId((ids) => services.bookings.rowsByIds(ids), null),
    disputesOfBooking: byId((ids) => services.disputes.ofBookings(ids), []),
    bookingOutcomes: new DataLoader(
      async (keys) => {
        const labels = await services.bookings.outcomeLabels(keys);
        return keys.map((key) => labels.get(key.id) ?? null);
      },
      { cache, cacheKeyFn: (key) => `${key.id}:${key.status}` },
    ),
    ownerCancellations: byId((ids) => services.bookings.ownerCancellations(ids), 0),
    savedTools: byId(async (ids) => {
      const saved = options.viewerId ? await services.savedTools.savedAmong(options.viewerId, ids) : new Set();
      return new Map(ids.map((id) => [id, saved.has(id)]));
    }, false),
  };
}

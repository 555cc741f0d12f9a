import type { BookingRow } from './booking.table.js';

/** A booking with what every page and e-mail shows beside it: the tool, its category and both parties. */
export interface BookingWithRefs {
  booking: BookingRow;
  tool: {
    id: string;
    name: string;
    description: string;
    /** The tool's average review rating, if it has reviews. */
    rating: number | null;
    coverImage: string | null;
    image1: string | null;
    image2: string | null;
    image3: string | null;
    image4: string | null;
    country: string;
    state: string | null;
    city: string;
    address: string | null;
    /** The tool's zone: the booking's dates and times are clock times there. */
    timeZone: string;
    categoryId: string;
    categoryName: string;
  };
  renter: { id: string; firstName: string; lastName: string };
  owner: { id: string; firstName: string; lastName: string };
}

-- Second line of defence behind the locked availability check (bookings service): two active
-- bookings of a single-unit tool can never overlap, whatever code writes them.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap_single_unit"
  EXCLUDE USING gist ("tool_id" WITH =, "period" WITH &&)
  WHERE ("exclusive" AND "status" IN ('held', 'confirmed', 'picked_up'));

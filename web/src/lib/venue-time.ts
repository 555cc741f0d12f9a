/*
 * Wall-clock times at the venue for `datetime-local` fields: the browser's own zone may be another
 * (an organiser abroad), so the conversion goes through the venue's zone, not the browser's.
 */

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in minutes. */
function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant (ISO) of the wall-clock time `local` ("2026-11-01T09:00") at the venue. */
export function venueInstant(local: string, timeZone: string): string {
  const asUtc = new Date(`${local}:00Z`);
  const first = zoneOffsetMinutes(asUtc, timeZone);
  const guess = new Date(asUtc.getTime() - first * 60_000);
  // Near a change of the clocks the offset at the guess may differ: the second reading is the right one.
  const second = zoneOffsetMinutes(guess, timeZone);
  return (second === first ? guess : new Date(asUtc.getTime() - second * 60_000)).toISOString();
}

/** An instant as a `datetime-local` value of the venue's clocks ("2026-11-01T09:00"). */
export function venueLocal(iso: string, timeZone: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() + zoneOffsetMinutes(at, timeZone) * 60_000).toISOString().slice(0, 16);
}

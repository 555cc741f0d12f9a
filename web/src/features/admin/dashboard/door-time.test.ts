import { describe, expect, it } from 'vitest';
import { defaultDoorDay, fillMinutes, isQuiet, sinceLabel } from './door-time';

const NOW = new Date('2026-12-11T09:30:20Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();
const DAYS = ['2026-12-10', '2026-12-11', '2026-12-12'];

describe('door times', () => {
  it('opens on today at the venue when it is an expo day, else on the first day', () => {
    expect(defaultDoorDay(DAYS, NOW, 'Africa/Lagos')).toBe('2026-12-11');
    // 23:30 in UTC is already the next day in Lagos.
    expect(defaultDoorDay(DAYS, new Date('2026-12-11T23:30:00Z'), 'Africa/Lagos')).toBe('2026-12-12');
    expect(defaultDoorDay(DAYS, new Date('2026-11-30T12:00:00Z'), 'Africa/Lagos')).toBe('2026-12-10');
    expect(defaultDoorDay([], NOW, 'Africa/Lagos')).toBeUndefined();
  });

  it('fills the hour up to the current minute, with 0 for the minutes the server left out', () => {
    const minutes = fillMinutes(
      [
        { minute: '2026-12-11T09:30:00.000Z', count: 4 },
        { minute: '2026-12-11T08:45:00.000Z', count: 2 },
        // Older than the hour: left out.
        { minute: '2026-12-11T08:30:00.000Z', count: 9 },
      ],
      NOW,
    );
    expect(minutes).toHaveLength(60);
    expect(minutes[0]).toEqual({ minute: '2026-12-11T08:31:00.000Z', count: 0 });
    expect(minutes.at(-1)).toEqual({ minute: '2026-12-11T09:30:00.000Z', count: 4 });
    expect(minutes.find((m) => m.minute === '2026-12-11T08:45:00.000Z')?.count).toBe(2);
    expect(minutes.reduce((sum, m) => sum + m.count, 0)).toBe(6);
  });

  it('says how long ago a desk synced, and flags it quiet after five minutes', () => {
    expect(sinceLabel(ago(0.4), NOW)).toBe('just now');
    // A browser clock behind the server's.
    expect(sinceLabel(ago(-1), NOW)).toBe('just now');
    expect(sinceLabel(ago(2), NOW)).toBe('2 min ago');
    expect(sinceLabel(ago(125), NOW)).toBe('2 h 5 min ago');
    expect(sinceLabel(ago(120), NOW)).toBe('2 h ago');
    expect(isQuiet(ago(5), NOW)).toBe(false);
    expect(isQuiet(ago(5.1), NOW)).toBe(true);
  });
});

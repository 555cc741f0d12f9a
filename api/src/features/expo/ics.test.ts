import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics.js';

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      uid: 'abc@aibex',
      title: 'AIBEx 2026',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
      location: 'Transcorp Hilton, Abuja; Nigeria',
      description: 'Registration code: AIB26-ABC123\nSee you there, '.repeat(4),
    },
    new Date('2026-11-22T03:30:00.000Z'),
  );

  it('describes an all-day event whose end is the day after the last day', () => {
    expect(ics).toContain('DTSTART;VALUE=DATE:20261210\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20261213\r\n');
    expect(ics).toContain('DTSTAMP:20261122T033000Z\r\n');
  });

  it('escapes text and folds long lines with CRLF', () => {
    expect(ics).toContain('LOCATION:Transcorp Hilton\\, Abuja\\; Nigeria');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.split('\r\n').some((l) => l.startsWith(' '))).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

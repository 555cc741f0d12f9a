import { describe, expect, it } from 'vitest';
import type { ProgrammeSessionRow } from '../features/expo/programme/programme.table.js';
import { zonedToUtc } from '../lib/zoned-time.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { programmeHead, withPageLanguage } from './page-head.js';

const expo = { year: 2026, name: 'AIBEx 2026', startDate: '2026-03-27', endDate: '2026-03-30', venue: 'ExCeL London' };

const session = (day: string, start: string, end: string, timeZone: string): ProgrammeSessionRow => ({
  id: `${day}-${start}`,
  year: 2026,
  kind: 'workshop',
  title: `Workshop ${day} ${start}`,
  description: '',
  titleFr: null,
  descriptionFr: null,
  startsAt: zonedToUtc(day, start, timeZone),
  endsAt: zonedToUtc(day, end, timeZone),
  room: 'Room 1',
  roomFr: null,
  speakers: [],
  link: null,
  seats: null,
  seatsTaken: 0,
  createdAt: new Date(),
  updatedAt: new Date(),
});

describe("the programme page's schema.org data", () => {
  it('names each session in French on the French page where the organisers wrote French, else in English', () => {
    const zone = 'Africa/Lagos';
    const translated = {
      ...session('2026-12-10', '10:00', '11:00', zone),
      title: 'Bridal make-up masterclass',
      titleFr: 'Masterclass de maquillage de mariée',
      description: 'Long-wear bridal looks.',
      descriptionFr: 'Des looks de mariée qui tiennent toute la journée.',
      room: 'Main stage',
      roomFr: 'Scène principale',
    };
    const english = { ...session('2026-12-10', '12:00', '13:00', zone), title: 'Nail art live', room: 'Hall B' };
    const facts = { expo: { ...expo, timeZone: zone }, organiserUrl: undefined };
    type Sub = { name: string; description?: string; location: { name: string } };
    const subEvents = (language: 'en' | 'fr') =>
      (programmeHead([translated, english], facts, 'https://expo.example', language).jsonLd as { subEvent: Sub[] })
        .subEvent;
    expect(subEvents('fr').map((e) => [e.name, e.description, e.location.name])).toEqual([
      [
        'Masterclass de maquillage de mariée',
        'Des looks de mariée qui tiennent toute la journée.',
        'Scène principale, ExCeL London',
      ],
      ['Nail art live', undefined, 'Hall B, ExCeL London'],
    ]);
    expect(subEvents('en').map((e) => [e.name, e.description, e.location.name])).toEqual([
      ['Bridal make-up masterclass', 'Long-wear bridal looks.', 'Main stage, ExCeL London'],
      ['Nail art live', undefined, 'Hall B, ExCeL London'],
    ]);
  });

  it("gives each session's times with the venue's offset on that day, across a daylight-saving change", () => {
    const zone = 'Europe/London';
    const head = programmeHead(
      [session('2026-03-28', '10:00', '11:00', zone), session('2026-03-29', '10:00', '11:00', zone)],
      { expo: { ...expo, timeZone: zone }, organiserUrl: undefined },
      'https://expo.example',
    );
    const data = head.jsonLd as { subEvent: { startDate: string; endDate: string }[]; organizer: { url: string } };
    expect(data.subEvent.map((e) => [e.startDate, e.endDate])).toEqual([
      ['2026-03-28T10:00:00+00:00', '2026-03-28T11:00:00+00:00'],
      ['2026-03-29T10:00:00+01:00', '2026-03-29T11:00:00+01:00'],
    ]);
    // Without the organisers' own site, the expo's site is the organiser's address.
    expect(data.organizer.url).toBe('https://expo.example');
  });
});

describe('a page served in French', () => {
  // The web app's own index.html, whose head the server localizes.
  const index = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');

  it('says so in <html lang>, its title, description, link preview and og:locale', () => {
    const html = withPageLanguage(index, 'fr');
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(
      '<title>AIBEx 2026 | Le premier salon international de la beauté et de l’art de vivre en Afrique</title>',
    );
    expect(html).toMatch(/<meta\s+name="description"\s+content="AIBEx 2026\u00a0: le premier salon/);
    expect(html).toMatch(/<meta property="og:title" content="AIBEx 2026 \| Le premier salon/);
    expect(html).toMatch(/<meta property="og:locale" content="fr_FR" \/>/);
    expect(html).not.toContain('Africa’s premier');
  });

  it('leaves the English page as it is', () => {
    expect(withPageLanguage(index, 'en')).toBe(index);
  });
});

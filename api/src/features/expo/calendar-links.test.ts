import { describe, expect, it } from 'vitest';
import { calendarLinks } from './calendar-links.js';

const event = {
  title: 'AIBEx 2026',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  location: 'Eko Hotel, Lagos, Nigeria',
  description: 'Your registration code: AIB26-7KQ3MZ',
  url: 'https://aibex.example',
};

describe('add-to-calendar links', () => {
  it('opens Google Calendar on an all-day event over the expo days, with the venue', () => {
    const url = new URL(calendarLinks(event).google);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('AIBEx 2026');
    // The end is exclusive: the 12th is the last day, so the range ends on the 13th.
    expect(url.searchParams.get('dates')).toBe('20261210/20261213');
    expect(url.searchParams.get('location')).toBe('Eko Hotel, Lagos, Nigeria');
    expect(url.searchParams.get('details')).toContain('AIB26-7KQ3MZ');
    expect(url.searchParams.get('details')).toContain('https://aibex.example');
  });

  it("opens Outlook's compose form on the same days, all day", () => {
    const url = new URL(calendarLinks(event).outlook);
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe('AIBEx 2026');
    expect(url.searchParams.get('startdt')).toBe('2026-12-10');
    expect(url.searchParams.get('enddt')).toBe('2026-12-13');
    expect(url.searchParams.get('allday')).toBe('true');
    expect(url.searchParams.get('location')).toBe('Eko Hotel, Lagos, Nigeria');
  });

  it('crosses month and year ends and keeps a one-day event to one day', () => {
    const links = calendarLinks({ ...event, startDate: '2026-12-31', endDate: '2026-12-31' });
    expect(new URL(links.google).searchParams.get('dates')).toBe('20261231/20270101');
    expect(new URL(links.outlook).searchParams.get('enddt')).toBe('2027-01-01');
  });
});

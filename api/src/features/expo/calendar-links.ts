import { dayAfter, type CalendarEvent } from './ics.js';

/**
 * "Add to calendar" links for the web calendars that cannot open an .ics file from a page. The expo is
 * an all-day event, like the .ics: both calendars take dates with the day after the last day as the
 * (exclusive) end, so the event covers the same days in every time zone, as the .ics does.
 */
export interface CalendarLinks {
  google: string;
  outlook: string;
}

export function calendarLinks(event: Omit<CalendarEvent, 'uid'>): CalendarLinks {
  const end = dayAfter(event.endDate);
  const details = event.url ? `${event.description}\n\n${event.url}` : event.description;
  const google = new URL('https://calendar.google.com/calendar/render');
  google.search = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${event.startDate.replaceAll('-', '')}/${end.replaceAll('-', '')}`,
    location: event.location,
    details,
  }).toString();
  const outlook = new URL('https://outlook.live.com/calendar/0/deeplink/compose');
  outlook.search = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: event.startDate,
    enddt: end,
    allday: 'true',
    location: event.location,
    body: details,
  }).toString();
  return { google: google.toString(), outlook: outlook.toString() };
}

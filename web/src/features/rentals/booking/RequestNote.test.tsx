import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../test/utils';
import { RequestNote } from './RequestNote';

/*
 * React error #418: the tool page of a tool booked on request is rendered on the server and hydrated in
 * the browser, seconds (or, from the page cache, minutes) later. A deadline the note computed from
 * "now" on each side read differently on each, so hydration failed on every such page.
 */
afterEach(() => {
  vi.useRealTimers();
});

function renderedAt(now: string, props: Parameters<typeof RequestNote>[0]): string {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  try {
    return renderToString(<RequestNote {...props} />);
  } finally {
    vi.useRealTimers();
  }
}

describe('the request-to-book note', () => {
  it('reads the same on the server and in the browser, whatever their clocks say', () => {
    const props = { deadline: null, responseHours: 24, timeZone: 'Africa/Lagos' };
    const server = renderedAt('2026-11-26T19:06:00Z', props);
    const browser = renderedAt('2026-11-26T21:41:00Z', props);
    expect(browser).toBe(server);
    expect(server).toContain('The owner has 24 hours to accept (or until the start, if that is sooner)');
  });

  it("shows the deadline the server computed for the chosen period, on the tool's clocks", () => {
    const props = { deadline: '2026-11-27T19:06:00.000Z', responseHours: 24, timeZone: 'Africa/Lagos' };
    const server = renderedAt('2026-11-26T19:06:00Z', props);
    expect(renderedAt('2026-11-26T23:59:00Z', props)).toBe(server);
    expect(server).toContain('The owner has until 27 Nov 2026, 8.06 PM GMT+1 to accept');
  });
});

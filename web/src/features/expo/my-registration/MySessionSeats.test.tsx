import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { BookSessionSeatDocument, GiveUpSessionSeatDocument, MyRegistrationDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { MyRegistrationPage } from './MyRegistrationPage';

const TOKEN = 'secret-token';

function session(id: string, title: string, seatsLeft: number, startTime = '10:00') {
  return {
    __typename: 'ProgrammeSession',
    id,
    title,
    titleFr: null,
    day: '2026-12-10',
    startTime,
    endTime: '11:30',
    room: 'Studio 1',
    roomFr: null,
    seatsLeft,
  };
}

const seat = (state: string, s: ReturnType<typeof session>, extra: Record<string, unknown> = {}) => ({
  __typename: 'MySessionSeat',
  state,
  offerExpiresAt: null,
  placeInLine: null,
  session: s,
  ...extra,
});

const gele = session('s-gele', 'Gele tying', 4);
const bridal = session('s-bridal', 'Bridal make-up', 0, '12:00');
const lashes = session('s-lashes', 'Lash extensions', 0, '14:00');
const nails = session('s-nails', 'Nail art', 1, '16:00');

function registration(seats: unknown[]) {
  return {
    __typename: 'MyRegistration',
    registrationCode: 'AIB26-7KQ3MZ',
    language: 'EN',
    year: 2026,
    title: null,
    gender: null,
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.com',
    phone: '+234 803 000 0000',
    country: 'Nigeria',
    state: null,
    city: null,
    address: null,
    marketingConsent: false,
    marketingConsentWording: 'Send me news and offers about AIBEx 2026 by e-mail',
    registeredAt: '2026-11-01T08:00:00.000Z',
    checkedInAt: null,
    cancelledAt: null,
    awaitingApproval: false,
    qrCode: null,
    calendar: {
      __typename: 'CalendarLinksView',
      google: 'https://calendar.google.com/',
      outlook: 'https://outlook.live.com/',
    },
    deletionRequest: null,
    sessionSeats: seats,
  };
}

const before = [
  seat('AVAILABLE', gele),
  seat('FULL', bridal),
  seat('WAITING', lashes, { placeInLine: 3 }),
  seat('OFFERED', nails, { offerExpiresAt: '2026-12-02T09:00:00.000Z' }),
];

const mine = (seats: unknown[]): MockLink.MockedResponse => ({
  request: { query: MyRegistrationDocument, variables: { token: TOKEN } },
  result: { data: { myRegistration: registration(seats) } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [{ path: paths.myRegistration, element: <MyRegistrationPage /> }],
    `${paths.myRegistration}?token=${TOKEN}`,
    mocks,
  );
}

const item = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;

describe('MyRegistrationPage: seats at sessions', () => {
  it('lists the sessions of their days with where they stand and what they can do', async () => {
    await setLanguage('en');
    renderPage([mine(before)]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Seats at sessions' })).toBeTruthy();
    expect(within(item('Gele tying')).getByText('4 seats left.')).toBeTruthy();
    expect(within(item('Gele tying')).getByRole('button', { name: 'Book a seat' })).toBeTruthy();
    expect(within(item('Bridal make-up')).getByText(/Full: join the line/)).toBeTruthy();
    expect(within(item('Bridal make-up')).getByRole('button', { name: 'Join the line' })).toBeTruthy();
    expect(within(item('Lash extensions')).getByText(/You are number 3 in line/)).toBeTruthy();
    expect(within(item('Lash extensions')).getByRole('button', { name: 'Leave the line' })).toBeTruthy();
    // Held until a time on the venue's clocks, the zone named.
    expect(
      await within(item('Nail art')).findByText('A seat is held for you until 2 Dec 2026, 10.00 AM GMT+1.'),
    ).toBeTruthy();
    expect(within(item('Nail art')).getByRole('button', { name: 'Take my seat' })).toBeTruthy();
    expect(within(item('Nail art')).getByRole('button', { name: 'Turn the seat down' })).toBeTruthy();
  });

  it('books a seat, says so, and shows the page as it is now', async () => {
    await setLanguage('en');
    const booked = seat('BOOKED', { ...gele, seatsLeft: 3 });
    renderPage([
      mine(before),
      {
        request: { query: BookSessionSeatDocument, variables: { token: TOKEN, sessionId: gele.id } },
        result: { data: { bookSessionSeat: booked } },
      },
      mine([booked, ...before.slice(1)]),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Seats at sessions' });
    fireEvent.click(within(item('Gele tying')).getByRole('button', { name: 'Book a seat' }));
    expect(await screen.findByText('Your seat at Gele tying is booked.')).toBeTruthy();
    expect(await within(item('Gele tying')).findByText('You have a seat.')).toBeTruthy();
    expect(within(item('Gele tying')).getByRole('button', { name: 'Give up my seat' })).toBeTruthy();
  });

  it('asks before giving a seat up, then passes it on', async () => {
    await setLanguage('en');
    const booked = [seat('BOOKED', gele), ...before.slice(1)];
    const freed = seat('AVAILABLE', { ...gele, seatsLeft: 1 });
    renderPage([
      mine(booked),
      {
        request: { query: GiveUpSessionSeatDocument, variables: { token: TOKEN, sessionId: gele.id } },
        result: { data: { giveUpSessionSeat: freed } },
      },
      mine([freed, ...before.slice(1)]),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Seats at sessions' });
    fireEvent.click(within(item('Gele tying')).getByRole('button', { name: 'Give up my seat' }));
    const question = within(item('Gele tying')).getByRole('group', { name: 'Give up your seat at Gele tying?' });
    expect(within(question).getByText(/goes to the next person in line at once/)).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Give up my seat' }));
    expect(await screen.findByText('Done: Gele tying no longer holds anything for you.')).toBeTruthy();
    expect(await within(item('Gele tying')).findByRole('button', { name: 'Book a seat' })).toBeTruthy();
  });

  it('shows the server’s refusal under the session', async () => {
    await setLanguage('en');
    const msg = 'You have a seat at Morning braids at the same time: give it up first.';
    renderPage([
      mine(before),
      {
        request: { query: GiveUpSessionSeatDocument, variables: { token: TOKEN, sessionId: lashes.id } },
        result: {
          errors: [new GraphQLError(msg, { extensions: { code: 'CONFLICT', fields: [{ path: 'sessionId', msg }] } })],
        },
      },
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Seats at sessions' });
    fireEvent.click(within(item('Lash extensions')).getByRole('button', { name: 'Leave the line' }));
    expect(await within(item('Lash extensions')).findByRole('alert')).toBeTruthy();
  });

  it('in French, with French copy', async () => {
    await setLanguage('fr');
    renderPage([mine(before)]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Places aux séances' })).toBeTruthy();
    expect(within(item('Gele tying')).getByRole('button', { name: 'Réserver une place' })).toBeTruthy();
    expect(within(item('Bridal make-up')).getByText(/Complet : rejoignez la file/)).toBeTruthy();
    await setLanguage('en');
  });
});

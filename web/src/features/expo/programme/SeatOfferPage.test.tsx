import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { AcceptSeatOfferDocument, DeclineSeatOfferDocument, SeatOfferDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { SeatOfferPage } from './SeatOfferPage';

const TOKEN = 'offer-token';

const offer = {
  __typename: 'SessionSeatOffer',
  firstName: 'Bisi',
  expiresAt: '2026-12-02T09:00:00.000Z',
  session: {
    __typename: 'ProgrammeSession',
    id: 's-gele',
    title: 'Gele tying',
    titleFr: 'Nouage du gele',
    day: '2026-12-10',
    startTime: '10:00',
    endTime: '11:30',
    room: 'Studio 1',
    roomFr: null,
  },
};

const offerMock: MockLink.MockedResponse = {
  request: { query: SeatOfferDocument, variables: { token: TOKEN } },
  result: { data: { sessionSeatOffer: offer } },
};

function renderPage(mocks: MockLink.MockedResponse[], search = `?token=${TOKEN}`) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [{ path: paths.seatOffer, element: <SeatOfferPage /> }],
    `${paths.seatOffer}${search}`,
    mocks,
  );
}

describe('SeatOfferPage', () => {
  it('shows the seat held and takes it', async () => {
    await setLanguage('en');
    renderPage([
      offerMock,
      {
        request: { query: AcceptSeatOfferDocument, variables: { token: TOKEN } },
        result: {
          data: {
            acceptSessionSeatOffer: {
              __typename: 'SessionSeatOffer',
              session: { __typename: 'ProgrammeSession', id: 's-gele' },
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'A seat is held for you, Bisi' })).toBeTruthy();
    expect(screen.getByText('Gele tying')).toBeTruthy();
    // On the venue's clocks, once the site's configuration has said which zone.
    expect(await screen.findByText(/before 2 Dec 2026, 10.00 AM GMT\+1/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Take my seat' }));
    expect(await screen.findByText('Your seat is booked')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the programme' }).getAttribute('href')).toBe(paths.programme);
  });

  it('passes the seat on', async () => {
    await setLanguage('en');
    renderPage([
      offerMock,
      {
        request: { query: DeclineSeatOfferDocument, variables: { token: TOKEN } },
        result: { data: { declineSessionSeatOffer: true } },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /give it to the next person/ }));
    expect(await screen.findByText('The seat went to the next person in line.')).toBeTruthy();
  });

  it('says when the offer has expired or was answered', async () => {
    await setLanguage('en');
    renderPage([
      {
        request: { query: SeatOfferDocument, variables: { token: TOKEN } },
        result: {
          errors: [
            new GraphQLError('This seat offer has expired', {
              extensions: { code: 'NOT_FOUND', fields: [{ path: 'token', msg: 'This offer has expired' }] },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText('This offer is no longer open')).toBeTruthy();
  });

  it('without a token, says the link is incomplete; in French, with French copy', async () => {
    await setLanguage('fr');
    renderPage([], '');
    expect(await screen.findByText('Ce lien est incomplet')).toBeTruthy();
    await setLanguage('en');
  });
});

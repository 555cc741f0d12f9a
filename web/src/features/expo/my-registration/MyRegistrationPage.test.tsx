import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { MyRegistrationDocument } from '../../../gql/graphql';
import { currentLanguage, setLanguage } from '../../../lib/i18n/i18n';
import { languageFromCookies } from '../../../lib/i18n/languages';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { MyRegistrationPage } from './MyRegistrationPage';

function cancelledRegistration(language: 'EN' | 'FR' = 'EN') {
  return {
    __typename: 'MyRegistration',
    registrationCode: 'AIB26-7KQ3MZ',
    language,
    year: 2026,
    title: 'DR',
    gender: 'FEMALE',
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
    cancelledAt: '2026-11-20T09:30:00.000Z',
    awaitingApproval: false,
    qrCode: null,
    calendar: {
      __typename: 'CalendarLinksView',
      google: 'https://calendar.google.com/',
      outlook: 'https://outlook.live.com/',
    },
    deletionRequest: {
      __typename: 'MyDeletionRequest',
      status: 'PENDING',
      requestedAt: '2026-11-21T14:05:00.000Z',
      decidedAt: null,
      declineReason: null,
    },
    sessionSeats: [],
  };
}

function renderPage(language: 'EN' | 'FR' = 'EN', registration = cancelledRegistration(language)) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [{ path: paths.myRegistration, element: <MyRegistrationPage /> }],
    `${paths.myRegistration}?token=secret-token`,
    [
      {
        request: { query: MyRegistrationDocument, variables: { token: 'secret-token' } },
        result: { data: { myRegistration: registration } },
      },
    ],
  );
}

describe('MyRegistrationPage', () => {
  it('while the organisers have not approved it, says so and offers no ticket or badge', async () => {
    renderPage('EN', {
      ...cancelledRegistration(),
      cancelledAt: null,
      awaitingApproval: true,
      deletionRequest: null,
    } as unknown as ReturnType<typeof cancelledRegistration>);
    expect(await screen.findByText('Awaiting the organisers’ approval')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /badge/i })).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    // The details can still be corrected.
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('in English, says when the registration was cancelled and the deletion asked for', async () => {
    renderPage();
    // On the venue's clocks (Lagos), the zone named.
    expect(await screen.findByText(/You cancelled it on 20 Nov 2026, 10.30 AM GMT\+1:/)).toBeTruthy();
    expect(
      screen.getByText(
        'You asked on 21 Nov 2026, 3.05 PM GMT+1 for your registration to be deleted. We will e-mail you the outcome.',
      ),
    ).toBeTruthy();
  });

  it('in French, says the same with French dates', async () => {
    await setLanguage('fr');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon inscription' })).toBeTruthy();
    expect(await screen.findByText(/Vous l’avez annulée le 20 nov\. 2026, 10:30 UTC\+1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'écrivez-nous' }).getAttribute('href')).toBe(paths.contactUs);
    expect(
      screen.getByText(
        'Vous avez demandé le 21 nov. 2026, 15:05 UTC+1 la suppression de votre inscription. Nous vous informerons de la suite par e-mail.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('10 – 12 décembre 2026')).toBeTruthy();
  });
});

describe('MyRegistrationPage opened by the private link', () => {
  /** A browser in English that has never chosen a language on the site (no cookie). */
  async function englishBrowserWithoutChoice() {
    await setLanguage('en');
    document.cookie = 'lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    expect(languageFromCookies(document.cookie)).toBeUndefined();
  }

  it('shows a French registration in French, whatever the browser’s language, without remembering it', async () => {
    await englishBrowserWithoutChoice();
    renderPage('FR');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon inscription' })).toBeTruthy();
    expect(await screen.findByText(/Vous l’avez annulée le 20 nov\. 2026, 10:30 UTC\+1/)).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    // Not a choice of the visitor's: the rest of the site still follows their browser.
    expect(languageFromCookies(document.cookie)).toBeUndefined();
  });

  it('keeps the language the visitor chose with the switcher', async () => {
    await setLanguage('en');
    renderPage('FR');
    expect(await screen.findByText(/You cancelled it on 20 Nov 2026/)).toBeTruthy();
    expect(currentLanguage()).toBe('en');
  });
});

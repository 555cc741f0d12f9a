import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { setLanguage } from '../../../lib/i18n/i18n';
import {
  AccessCodeCheckDocument,
  JoinWaitlistDocument,
  RegisterParticipantDocument,
  RegistrationTypesDocument,
  ResendParticipantConfirmationDocument,
} from '../../../gql/graphql';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { describedErrorOf, renderMockedRoutes } from '../../../test/mocked-routes';
import { RegistrationPage } from './RegistrationPage';
import { RegistrationSuccessPage } from './RegistrationSuccessPage';

function renderPage(mocks: MockLink.MockedResponse[] = [], search = '') {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [
      { path: paths.registration, element: <RegistrationPage /> },
      { path: paths.registrationSuccess, element: <RegistrationSuccessPage /> },
      { path: paths.registrationPayment, element: <p>The payment page</p> },
    ],
    `${paths.registration}${search}`,
    mocks,
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const fill = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const register = () => fireEvent.click(screen.getByRole('button', { name: /REGISTER|registering/ }));

function fillValidForm() {
  fireEvent.change(screen.getByRole('combobox', { name: 'Title' }), { target: { value: 'DR' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), { target: { value: 'FEMALE' } });
  fill('First name', 'Amara');
  fill('Last name', 'Okafor');
  fill('Email', 'amara@example.com');
  fill('Phone', '+234 803 000 0000');
  fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'Nigeria' } });
}

const expectedInput = {
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
  language: 'EN',
};

function registered(delay = 0): MockLink.MockedResponse {
  return {
    request: { query: RegisterParticipantDocument, variables: { input: expectedInput } },
    delay,
    result: {
      data: {
        registerParticipant: {
          __typename: 'ParticipantRegistrationReceipt',
          email: 'amara@example.com',
          firstName: 'Amara',
        },
      },
    },
  };
}

describe('RegistrationPage', () => {
  it('is the 2026 registration with the offered titles and genders, consent unticked', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'AIBEx 2026 Registration' })).toBeTruthy();
    const titles = within(screen.getByRole('combobox', { name: 'Title' })).getAllByRole('option');
    expect(titles.map((o) => o.textContent)).toEqual([
      'Select',
      'Mr.',
      'Mrs.',
      'Ms.',
      'Miss.',
      'Dr.',
      'Engnr.',
      'Prof.',
    ]);
    const genders = within(screen.getByRole('combobox', { name: 'Gender' })).getAllByRole('option');
    expect(genders.map((o) => o.textContent)).toEqual(['Select', 'Male', 'Female']);
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(paths.privacy);
    expect(screen.getByRole('link', { name: 'become a sponsor' }).getAttribute('href')).toBe(paths.sponsorshipDetails);
    const consent = screen.getByRole('checkbox', { name: 'Send me news and offers about AIBEx 2026 by e-mail' });
    expect((consent as HTMLInputElement).checked).toBe(false);
  });

  it('marks the required fields and shows their errors in red under them', async () => {
    renderPage();
    register();
    await waitFor(() => expect(textbox('First name').getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(textbox('First name'))).toBe('Please enter your first name.');
    expect(describedErrorOf(textbox('Last name'))).toBe('Please enter your last name.');
    expect(describedErrorOf(textbox('Email'))).toBe('Please enter your e-mail address.');
    expect(describedErrorOf(textbox('Phone'))).toBe('Please enter your phone number.');
    expect(describedErrorOf(screen.getByRole('combobox', { name: 'Country' }))).toBe('Please choose your country.');
    expect(textbox('Address').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(textbox('First name'));
  });

  it('checks the phone number as the API does before sending it', async () => {
    renderPage();
    fill('Phone', 'call me');
    register();
    await waitFor(() =>
      expect(describedErrorOf(textbox('Phone'))).toBe(
        'A phone number may contain digits, spaces, +, -, ( and ) only, like +234 803 000 0000.',
      ),
    );
    fill('Phone', '+234 (0) 803-000.0000');
    register();
    await waitFor(() => expect(textbox('Phone').getAttribute('aria-invalid')).toBeNull());
  });

  it('shows “...registering you” while busy, then the success page naming the address the confirmation goes to', async () => {
    const { router } = renderPage([
      registered(50),
      {
        request: { query: ResendParticipantConfirmationDocument, variables: { email: 'amara@example.com' } },
        result: {
          data: {
            resendParticipantConfirmation:
              'If this e-mail is registered for AIBEx 2026, the confirmation is on its way again.',
          },
        },
      },
    ]);
    fillValidForm();
    register();

    const busy = await screen.findByRole('button', { name: '...registering you' });
    expect(busy.getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.registrationSuccess));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByText('Thank you, Amara, for registering for AIBEx 2026.')).toBeTruthy();
    const address = screen.getByText('amara@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement!.textContent).toBe(
      'Your confirmation, with your registration code and the QR code to show at the entrance, is on its way to amara@example.com. Add the invitation it carries to your calendar.',
    );
    // The answer is the same for an address registered already: no code is shown, it travels by e-mail.
    expect(screen.queryByText(/AIB26-|registration code$/)).toBeNull();

    // A confirmation that did not arrive can be asked for again.
    const resend = screen.getByRole('region', { name: 'No e-mail after a few minutes?' });
    fireEvent.click(within(resend).getByRole('button', { name: 'Resend confirmation e-mail' }));
    const answer = await screen.findByText(
      'If this address is registered for AIBEx 2026, its confirmation is on its way to it again.',
    );
    expect(answer.closest('[role="status"]')).toBeTruthy();
  });

  it('shows the server’s message and field errors', async () => {
    renderPage([
      {
        request: { query: RegisterParticipantDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Please check the highlighted fields', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'phone', msg: 'Phone may contain digits, spaces, +, -, ( and ) only' }],
              },
            }),
          ],
        },
      },
    ]);
    fillValidForm();
    register();
    expect((await screen.findByRole('alert')).textContent).toBe('Please check the highlighted fields');
    expect(describedErrorOf(textbox('Phone'))).toBe('Phone may contain digits, spaces, +, -, ( and ) only');
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
  });

  it('links those whose confirmation did not arrive to the page that sends it again', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Get it again' });
    expect(link.getAttribute('href')).toBe(paths.registrationSuccess);
    expect(link.parentElement!.textContent).toBe('Lost your confirmation e-mail, or did it not arrive? Get it again.');
  });

  it('opened directly, claims no registration and offers to resend the confirmation', async () => {
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    renderMockedRoutes(
      [{ path: paths.registrationSuccess, element: <RegistrationSuccessPage /> }],
      paths.registrationSuccess,
      [
        {
          request: { query: ResendParticipantConfirmationDocument, variables: { email: 'amara@example.com' } },
          result: {
            data: { resendParticipantConfirmation: 'If this e-mail is registered, the confirmation is on its way.' },
          },
        },
      ],
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'No registration to confirm' })).toBeTruthy();
    expect(screen.queryByText(/Check your inbox|is on its way to/i)).toBeNull();
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(paths.registration);
    expect(screen.queryByRole('button', { name: 'Resend confirmation e-mail' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your e-mail address' }), {
      target: { value: 'amara@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(
      await screen.findByText(
        'If this address is registered for AIBEx 2026, its confirmation is on its way to it again.',
      ),
    ).toBeTruthy();
  });

  it('says the limit of a name in the field as it nears it, and stops there', async () => {
    renderPage();
    const first = await screen.findByRole('textbox', { name: 'First name' });
    expect(first.getAttribute('maxlength')).toBe('80');
    fireEvent.input(first, { target: { value: 'A'.repeat(20) } });
    expect(screen.queryByText(/of 80 characters/)).toBeNull();
    fireEvent.input(first, { target: { value: 'A'.repeat(70) } });
    expect(describedHintOf(first)).toBe('70 of 80 characters.');
  });
});

describe('whether an address is registered', () => {
  // The lost-confirmation path says the same words for every address, in the page's language: nothing
  // on the page presumes the typed address is registered, nor echoes the server's (English) sentence.
  it.each([
    ['en' as const, /already registered|registered already/i],
    ['fr' as const, /déjà\s+inscrit/i],
  ])('is never said or presumed by the registration pages (%s)', async (language, presumes) => {
    await setLanguage(language);
    renderPage();
    expect(await screen.findByRole('link', { name: /Get it again|Recevez-le à nouveau/ })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(presumes);
  });

  it('answers a resend in French with the same sentence, whatever the address', async () => {
    await setLanguage('fr');
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    const answered = (email: string): MockLink.MockedResponse => ({
      request: { query: ResendParticipantConfirmationDocument, variables: { email } },
      result: {
        data: { resendParticipantConfirmation: 'If this e-mail is registered, the confirmation is on its way.' },
      },
    });
    renderMockedRoutes(
      [{ path: paths.registrationSuccess, element: <RegistrationSuccessPage /> }],
      paths.registrationSuccess,
      [answered('amara@example.com'), answered('AMARA@EXAMPLE.COM')],
    );
    const field = await screen.findByRole('textbox', { name: 'Votre adresse e-mail' });
    expect(document.body.textContent).not.toMatch(/déjà\s+inscrit/i);
    const sentence = 'Si cette adresse est inscrite au salon AIBEx 2026, sa confirmation y est de nouveau en route.';
    for (const email of ['amara@example.com', 'AMARA@EXAMPLE.COM']) {
      fireEvent.change(field, { target: { value: email } });
      fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' }));
      expect(await screen.findByText(sentence)).toBeTruthy();
    }
    expect(screen.queryByText(/If this e-mail/)).toBeNull();
  });
});

describe('RegistrationPage in French', () => {
  it('ends on a French success page, with the address in bold and no code', async () => {
    await setLanguage('fr');
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    const state = { email: 'amara@example.com', firstName: 'Amara' };
    renderMockedRoutes(
      [{ path: paths.registrationSuccess, element: <RegistrationSuccessPage /> }],
      { pathname: paths.registrationSuccess, state },
      [],
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultez votre messagerie' })).toBeTruthy();
    expect(screen.getByText('Merci, Amara, pour votre inscription à AIBEx 2026.')).toBeTruthy();
    const address = screen.getByText('amara@example.com');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement!.textContent).toBe(
      'Votre confirmation, avec votre code d’inscription et le code QR à présenter à l’entrée, est en route vers amara@example.com. Ajoutez à votre agenda l’invitation qu’elle contient.',
    );
    expect(screen.queryByText(/AIB26-/)).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Pas d’e-mail après quelques minutes ?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
    expect(await screen.findByText('10 – 12 décembre 2026')).toBeTruthy();
  });

  it('labels, options and the checks’ messages are French; the values sent stay the API’s', async () => {
    await setLanguage('fr');
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription à AIBEx 2026' })).toBeTruthy();
    const titles = within(screen.getByRole('combobox', { name: 'Civilité' })).getAllByRole('option');
    expect(titles.map((o) => [o.getAttribute('value'), o.textContent])).toEqual([
      ['', 'Choisir'],
      ['MR', 'M.'],
      ['MRS', 'Mme'],
      ['MS', 'Mme (Ms)'],
      ['MISS', 'Mlle'],
      ['DR', 'Dr'],
      ['ENGNR', 'Ing.'],
      ['PROF', 'Pr'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'S’INSCRIRE' }));
    await waitFor(() => expect(textbox('Prénom').getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(textbox('Prénom'))).toBe('Veuillez indiquer votre prénom.');
    expect(describedErrorOf(textbox('Nom'))).toBe('Veuillez indiquer votre nom.');
    expect(describedErrorOf(textbox('E-mail'))).toBe('Veuillez indiquer votre adresse e-mail.');
    expect(describedErrorOf(textbox('Téléphone'))).toBe('Veuillez indiquer votre numéro de téléphone.');
    expect(describedErrorOf(screen.getByRole('combobox', { name: 'Pays' }))).toBe('Veuillez choisir votre pays.');
    fill('E-mail', 'amara@');
    fill('Téléphone', 'zero huit');
    fireEvent.click(screen.getByRole('button', { name: 'S’INSCRIRE' }));
    await waitFor(() =>
      expect(describedErrorOf(textbox('E-mail'))).toBe(
        'Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.com.',
      ),
    );
    // A phone number the API would refuse is caught here, in French, rather than answered in English.
    expect(describedErrorOf(textbox('Téléphone'))).toBe(
      'Un numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes +, -, ( et ), par exemple +225 07 08 09 10 11.',
    );
  });
});

function describedHintOf(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className === 'field__hint')
    .map((el) => el!.textContent)
    .join(' ');
}

describe('RegistrationPage with registration types', () => {
  const type = (overrides: Record<string, unknown>) => ({
    __typename: 'RegistrationType',
    id: `id-${String(overrides.slug)}`,
    name: 'Visitor',
    nameFr: 'Visiteur',
    description: '',
    descriptionFr: null,
    days: ['2026-12-10', '2026-12-11'],
    placesLeft: null,
    soldOut: false,
    saleState: 'OPEN',
    salesStartAt: null,
    isDefault: false,
    requiresCode: false,
    price: null,
    questions: [],
    ...overrides,
  });
  const types: MockLink.MockedResponse = {
    request: { query: RegistrationTypesDocument },
    result: {
      data: {
        registrationTypes: [
          type({ slug: 'visitor', isDefault: true }),
          type({
            slug: 'trade',
            name: 'Trade visitor',
            description: 'For salons, distributors and brands.',
            placesLeft: 12,
            questions: [
              {
                __typename: 'RegistrationQuestion',
                key: 'company',
                kind: 'TEXT',
                label: 'Company',
                labelFr: 'Société',
                required: true,
                options: [],
              },
              {
                __typename: 'RegistrationQuestion',
                key: 'sector',
                kind: 'CHOICE',
                label: 'Sector',
                labelFr: null,
                required: false,
                options: [
                  { __typename: 'QuestionOption', value: 'salon', label: 'Salon', labelFr: null },
                  { __typename: 'QuestionOption', value: 'retail', label: 'Retail', labelFr: 'Commerce' },
                ],
              },
            ],
          }),
          type({ slug: 'vip', name: 'VIP', placesLeft: 0, soldOut: true }),
          type({ slug: 'early', name: 'Early bird', saleState: 'ENDED' }),
        ],
      },
    },
  };

  it('offers each type with its places, asks the chosen type’s questions and sends the answers', async () => {
    renderPage([
      types,
      {
        request: {
          query: RegisterParticipantDocument,
          variables: {
            input: {
              ...expectedInput,
              type: 'trade',
              answers: [
                { key: 'company', value: 'Glow Salon' },
                { key: 'sector', value: 'retail' },
              ],
            },
          },
        },
        result: {
          data: {
            registerParticipant: {
              __typename: 'ParticipantRegistrationReceipt',
              email: 'amara@example.com',
              firstName: 'Amara',
            },
          },
        },
      },
    ]);
    const group = await screen.findByRole('group', { name: 'Register as' });
    expect((within(group).getByRole('radio', { name: 'Visitor' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: 'Early bird' }) as HTMLInputElement).disabled).toBe(true);
    const trade = within(group).getByRole('radio', { name: 'Trade visitor' });
    expect(document.getElementById(trade.getAttribute('aria-describedby')!)!.textContent).toContain('Places left: 12');
    // The default type asks nothing more.
    expect(screen.queryByRole('group', { name: 'A few questions' })).toBeNull();

    fireEvent.click(trade);
    fillValidForm();
    register();
    await waitFor(() => expect(textbox('Company').getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(textbox('Company'))).toBe('Please answer this question.');
    fill('Company', ' Glow Salon ');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sector' }), { target: { value: 'retail' } });
    register();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
  });

  it('shows a paid type’s price, and its registration continues to the payment page with the order kept in the tab', async () => {
    const paid: MockLink.MockedResponse = {
      request: { query: RegistrationTypesDocument },
      result: {
        data: {
          registrationTypes: [
            type({ slug: 'visitor', isDefault: true }),
            type({
              slug: 'trade',
              name: 'Trade visitor',
              price: { __typename: 'Money', amount: 2_500_000, formatted: '₦25,000.00' },
            }),
          ],
        },
      },
    };
    const { router } = renderPage([
      paid,
      {
        request: { query: RegisterParticipantDocument, variables: { input: { ...expectedInput, type: 'trade' } } },
        result: {
          data: {
            registerParticipant: {
              __typename: 'ParticipantRegistrationReceipt',
              email: 'amara@example.com',
              firstName: 'Amara',
              payment: { __typename: 'RegistrationPaymentStep', token: 'tok_order_0123456789abcdefghij' },
            },
          },
        },
      },
    ]);
    const group = await screen.findByRole('group', { name: 'Register as' });
    const trade = within(group).getByRole('radio', { name: 'Trade visitor' });
    expect(document.getElementById(trade.getAttribute('aria-describedby')!)!.textContent).toContain('₦25,000.00');
    const visitor = within(group).getByRole('radio', { name: 'Visitor' });
    expect(document.getElementById(visitor.getAttribute('aria-describedby')!)!.textContent).toContain('Free');
    expect(screen.getByRole('button', { name: 'REGISTER' })).toBeTruthy();

    fireEvent.click(trade);
    expect(screen.getByText(/₦25,000\.00 is paid by card on the next page/)).toBeTruthy();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'CONTINUE TO PAYMENT' }));
    expect(await screen.findByText('The payment page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.registrationPayment);
    expect(sessionStorage.getItem('aibex.registration-payment.token')).toBe('tok_order_0123456789abcdefghij');
  });

  it('offers a full type’s waitlist instead of the form', async () => {
    renderPage([
      types,
      {
        request: {
          query: JoinWaitlistDocument,
          variables: {
            input: { type: 'vip', firstName: 'Bisi', lastName: 'Ade', email: 'bisi@example.com', language: 'EN' },
          },
        },
        result: { data: { joinWaitlist: 'You are on the waitlist for VIP.' } },
      },
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: 'VIP' }));
    expect(screen.getByRole('heading', { name: 'VIP is full' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'REGISTER' })).toBeNull();
    fill('First name', 'Bisi');
    fill('Last name', 'Ade');
    fill('Email', 'bisi@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'JOIN THE WAITLIST' }));
    expect((await screen.findByText('You are on the waitlist for VIP.')).getAttribute('role')).toBe('status');
  });

  const codeType = type({ slug: 'vip-pass', name: 'VIP pass', requiresCode: true });
  const checked = (code: string): MockLink.MockedResponse => ({
    request: { query: AccessCodeCheckDocument, variables: { code } },
    result: {
      data: { accessCode: { __typename: 'AccessCodeCheck', code: 'VIP-ABCD2345', placesLeft: 3, type: codeType } },
    },
  });

  it('registers with the access code of its link: the code’s type only, the code sent instead of a type', async () => {
    const withCodeType: MockLink.MockedResponse = {
      request: { query: RegistrationTypesDocument },
      result: { data: { registrationTypes: [type({ slug: 'visitor', isDefault: true }), codeType] } },
    };
    renderPage(
      [
        withCodeType,
        checked('vip-abcd2345'),
        {
          request: {
            query: RegisterParticipantDocument,
            variables: { input: { ...expectedInput, code: 'VIP-ABCD2345' } },
          },
          result: {
            data: {
              registerParticipant: {
                __typename: 'ParticipantRegistrationReceipt',
                email: 'amara@example.com',
                firstName: 'Amara',
              },
            },
          },
        },
      ],
      '?code=vip-abcd2345',
    );
    const applied = await screen.findByRole('region', { name: 'Access code VIP-ABCD2345' });
    expect(applied.textContent).toContain('It registers you as VIP pass: 3 places left with this code.');
    expect(screen.queryByRole('radio')).toBeNull();
    fillValidForm();
    register();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
  });

  it('offers a type that needs a code only once its code is applied, and says why a code does not work', async () => {
    const withCodeType: MockLink.MockedResponse = {
      request: { query: RegistrationTypesDocument },
      result: {
        data: {
          registrationTypes: [
            type({ slug: 'visitor', isDefault: true }),
            type({ slug: 'trade', name: 'Trade visitor' }),
            codeType,
          ],
        },
      },
    };
    renderPage([
      withCodeType,
      {
        request: { query: AccessCodeCheckDocument, variables: { code: 'NOPE-1234' } },
        result: {
          errors: [
            new GraphQLError('This access code has expired', {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'code', msg: 'This access code has expired' }] },
            }),
          ],
        },
      },
      checked('VIP-ABCD2345'),
    ]);
    const group = await screen.findByRole('group', { name: 'Register as' });
    expect(within(group).queryByRole('radio', { name: 'VIP pass' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Have an access code?' }));
    fill('Access code', 'NOPE-1234');
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    await waitFor(() => expect(describedErrorOf(textbox('Access code'))).toBe('This access code has expired'));
    fill('Access code', 'VIP-ABCD2345');
    fireEvent.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(await screen.findByRole('region', { name: 'Access code VIP-ABCD2345' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the code' }));
    expect(await screen.findByRole('radio', { name: 'Trade visitor' })).toBeTruthy();
  });
});

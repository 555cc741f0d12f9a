import type { MockLink } from '@apollo/client/testing';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ApplyForSponsorshipDocument, SponsorshipPackagesDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { samplePackages } from '../../../test/fake-packages';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { describedErrorOf, renderMockedRoutes } from '../../../test/mocked-routes';
import { SponsorshipDetailsPage } from './SponsorshipDetailsPage';
import { SponsorshipRedirect } from './SponsorshipRedirect';
import { SponsorshipSuccessPage } from './SponsorshipSuccessPage';

const [platinum, gold, silver] = samplePackages();
/** French text is matched with its no-break spaces, which the default matcher would turn into plain ones. */
const exactly = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const PACKAGES = [
  platinum,
  { ...gold, speakingSlotAtOpening: false, logoOnDelegateItems: false },
  { ...silver, logoOnBannersWebsiteSocial: true },
];

const packagesMock: MockLink.MockedResponse = {
  request: { query: SponsorshipPackagesDocument },
  result: {
    data: { site: { __typename: 'SiteConfig', currency: 'USD' }, sponsorshipPackages: PACKAGES },
  },
};

/** Fills the applicant's required fields as Glow Cosmetics of Nigeria. */
function fillApplicant() {
  const fill = (name: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  fill('Company or organisation name', 'Glow Cosmetics');
  fill('Email', 'hello@glow.example');
  fill('Phone', '+234 700 000 0000');
  fireEvent.change(screen.getByRole('combobox', { name: 'Country' }), { target: { value: 'Nigeria' } });
}

function renderAt(entry: string, mocks: MockLink.MockedResponse[] = [packagesMock]) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [
      { path: paths.sponsorship, element: <SponsorshipRedirect /> },
      { path: paths.sponsorshipDetails, element: <SponsorshipDetailsPage /> },
      { path: paths.sponsorshipSuccess, element: <SponsorshipSuccessPage /> },
    ],
    entry,
    mocks,
  );
}

describe('SponsorshipDetailsPage', () => {
  it('is headed by the package named in the URL, and shows what it includes', async () => {
    renderAt('/sponsorship-details?package=gold');
    expect(await screen.findByRole('heading', { level: 1, name: 'GOLD' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'GOLD' });
    expect(within(card).getByText('USD 20,000–40,000')).toBeTruthy();
    expect(within(card).getByText('Speaking slot at opening ceremony').parentElement?.textContent).toContain(
      'not included',
    );
    expect(document.title).toBe('GOLD sponsorship | AIBEx 2026');
    expect(screen.getByRole('textbox', { name: 'Company or organisation name' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(paths.privacy);
  });

  it('accepts the title as well as the id, in any case', async () => {
    renderAt('/sponsorship-details?package=Platinum');
    expect(await screen.findByRole('heading', { level: 1, name: 'PLATINUM' })).toBeTruthy();
  });

  it('lets the visitor choose when the URL names no package, or an unknown one', async () => {
    renderAt('/sponsorship-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a sponsorship package' })).toBeTruthy();
    const choices = screen.getAllByRole('link', { name: /^Choose / });
    expect(choices.map((link) => link.getAttribute('href'))).toEqual([
      '/sponsorship-details?package=platinum',
      '/sponsorship-details?package=gold',
      '/sponsorship-details?package=silver',
    ]);

    fireEvent.click(screen.getByRole('link', { name: 'Choose SILVER' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SILVER' })).toBeTruthy();
  });

  it('says so when the package in the URL is unknown', async () => {
    renderAt('/sponsorship-details?package=diamond');
    expect(await screen.findByText('There is no “diamond” package. Please choose one of these.')).toBeTruthy();
  });

  it('redirects /sponsorship to the same flow, keeping the package', async () => {
    const { router } = renderAt('/sponsorship?package=gold');
    expect(await screen.findByRole('heading', { level: 1, name: 'GOLD' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/sponsorship-details?package=gold');
  });

  it('sends the application with the logo and opens the success page', async () => {
    let sent: Record<string, unknown> | undefined;
    const { router } = renderAt('/sponsorship-details?package=gold', [
      packagesMock,
      {
        request: {
          query: ApplyForSponsorshipDocument,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: {
          data: {
            applyForSponsorship: {
              __typename: 'SponsorApplication',
              id: 's-1',
              company: 'Glow Cosmetics',
              status: 'applied',
              package: { __typename: 'SponsorshipPackage', id: 'gold', title: 'GOLD' },
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'GOLD' });
    fillApplicant();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Logo'), { target: { files: [logo] } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.sponsorshipSuccess));
    expect(await screen.findByRole('heading', { level: 1, name: 'Congratulations' })).toBeTruthy();
    expect(screen.getByText(/Thank you, Glow Cosmetics/)).toBeTruthy();
    expect(sent).toMatchObject({
      input: { packageId: 'gold', company: 'Glow Cosmetics', email: 'hello@glow.example', country: 'Nigeria' },
      logo,
    });
  });

  it('opened directly, the success page claims no application', async () => {
    renderAt(paths.sponsorshipSuccess);
    expect(await screen.findByRole('heading', { level: 1, name: 'No application to confirm' })).toBeTruthy();
    expect(screen.queryByText(/Congratulations|has been received/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Apply to sponsor' }).getAttribute('href')).toBe(paths.sponsorshipDetails);
  });

  it('checks a chosen logo at once: no broken preview, the reason under the field, gone when a good file follows', async () => {
    renderAt('/sponsorship-details?package=gold');
    await screen.findByRole('heading', { level: 1, name: 'GOLD' });
    const input = screen.getByLabelText('Logo');
    const choose = (file: File) => fireEvent.change(input, { target: { files: [file] } });

    choose(new File(['%PDF-1.7'], 'brochure.pdf', { type: 'application/pdf' }));
    expect(describedErrorOf(input)).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(screen.queryByRole('img', { name: 'Preview of your logo' })).toBeNull();

    // Named and typed as a PNG, but the browser cannot draw it.
    choose(new File(['not a picture'], 'logo.png', { type: 'image/png' }));
    expect(describedErrorOf(input)).toBe('');
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of your logo' }));
    expect(describedErrorOf(input)).toMatch(/not a picture we can read/);
    expect(screen.queryByRole('img', { name: 'Preview of your logo' })).toBeNull();

    choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'good.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Preview of your logo' })).toBeTruthy();
    expect(describedErrorOf(input)).toBe('');
  });

  it('never sends a logo the browser could not draw: the reason stays under the field', async () => {
    let sent = 0;
    renderAt('/sponsorship-details?package=gold', [
      packagesMock,
      {
        request: { query: ApplyForSponsorshipDocument, variables: () => (sent++, true) },
        result: { errors: [new GraphQLError('refused', { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } })] },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'GOLD' });
    fillApplicant();
    const input = screen.getByLabelText('Logo');
    fireEvent.change(input, { target: { files: [new File(['not a picture'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.error(await screen.findByRole('img', { name: 'Preview of your logo' }));
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));
    await waitFor(() => expect(describedErrorOf(input)).toMatch(/not a picture we can read/));
    expect(screen.getAllByText(/not a picture we can read/)).toHaveLength(1);
    expect(sent).toBe(0);
  });

  it('drops the server’s refusal of a logo, field and form message, once another file is chosen', async () => {
    const refusal = 'The logo must be a PNG, JPEG or WebP image';
    renderAt('/sponsorship-details?package=gold', [
      packagesMock,
      {
        request: { query: ApplyForSponsorshipDocument, variables: () => true },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'UNSUPPORTED_MEDIA_TYPE' } })] },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'GOLD' });
    fillApplicant();
    const input = screen.getByLabelText('Logo');
    fireEvent.change(input, { target: { files: [new File(['x'], 'logo.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));

    await waitFor(() => expect(describedErrorOf(input)).toBe(refusal));
    // Once, under the field it is about: not again above the button.
    expect(screen.getAllByText(refusal).length).toBe(1);
    fireEvent.change(input, { target: { files: [new File(['y'], 'other.png', { type: 'image/png' })] } });
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it('warns that the e-mail applied already this year, and sends it as well once the applicant says so', async () => {
    const warning =
      'This e-mail applied for GOLD (Glow Cosmetics) on 3 November 2026. To change the package, write to the organisers; to send this application as well, confirm it.';
    const inputs: unknown[] = [];
    const { router } = renderAt('/sponsorship-details?package=silver', [
      packagesMock,
      {
        request: { query: ApplyForSponsorshipDocument, variables: (v) => (inputs.push(v.input), true) },
        result: {
          errors: [
            new GraphQLError(warning, {
              extensions: { code: 'CONFLICT', fields: [{ path: 'email', msg: 'Already applied for GOLD this year' }] },
            }),
          ],
        },
      },
      {
        request: { query: ApplyForSponsorshipDocument, variables: (v) => (inputs.push(v.input), true) },
        result: {
          data: {
            applyForSponsorship: {
              __typename: 'SponsorApplication',
              id: 's-2',
              company: 'Glow Cosmetics',
              status: 'applied',
              package: { __typename: 'SponsorshipPackage', id: 'silver', title: 'SILVER' },
            },
          },
        },
      },
    ]);
    await screen.findByRole('heading', { level: 1, name: 'SILVER' });
    fillApplicant();
    expect(screen.queryByRole('checkbox', { name: /as well/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));

    expect(await screen.findByText(warning)).toBeTruthy();
    expect(describedErrorOf(screen.getByRole('textbox', { name: 'Email' }))).toBe('Already applied for GOLD this year');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send this SILVER application as well' }));
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.sponsorshipSuccess));
    expect(inputs).toMatchObject([{ alsoApply: false }, { alsoApply: true, packageId: 'silver' }]);
  });

  it('in French: the package card, the form and the success page speak French; the organisers’ names stay', async () => {
    await setLanguage('fr');
    const { router } = renderAt('/sponsorship-details?package=gold', [
      packagesMock,
      {
        request: { query: ApplyForSponsorshipDocument, variables: () => true },
        result: {
          data: {
            applyForSponsorship: {
              __typename: 'SponsorApplication',
              id: 's-3',
              company: 'Beauté Sahel',
              status: 'applied',
              package: { __typename: 'SponsorshipPackage', id: 'gold', title: 'GOLD' },
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'GOLD' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'GOLD' });
    expect(within(card).getByText('20\u202f000–40\u202f000\u00a0USD', exactly)).toBeTruthy();
    expect(within(card).getByText('Demi-page')).toBeTruthy(); // the API's 'Half page'
    expect(within(card).getByText('4')).toBeTruthy();
    expect(within(card).getByText('Prise de parole à la cérémonie d’ouverture').parentElement?.textContent).toContain(
      'non inclus',
    );
    expect(document.title).toBe('Sponsoring GOLD | AIBEx 2026');
    expect(screen.getByRole('link', { name: 'Choisir une autre formule' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' }).getAttribute('href')).toBe(paths.privacy);

    fireEvent.click(screen.getByRole('button', { name: 'S’INSCRIRE' }));
    expect(await screen.findByText('Veuillez indiquer le nom de l’entreprise ou de l’organisation.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom de l’entreprise ou de l’organisation' }), {
      target: { value: 'Beauté Sahel' },
    });
    // The contact and address fields are shared components, translated with them; found here by their names.
    fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: 'bonjour@sahel.example' } });
    fireEvent.change(document.querySelector('input[name="phone"]')!, { target: { value: '+225 07 00 00 00' } });
    fireEvent.change(document.querySelector('[name="country"]')!, { target: { value: 'Nigeria' } });
    fireEvent.click(screen.getByRole('button', { name: 'S’INSCRIRE' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.sponsorshipSuccess));
    expect(await screen.findByRole('heading', { level: 1, name: 'Félicitations' })).toBeTruthy();
    expect(
      screen.getByText(
        'Merci, Beauté Sahel. Votre candidature comme sponsor GOLD du salon AIBEx 2026 a bien été reçue.',
      ),
    ).toBeTruthy();
  });

  it('in French, the package list names an unknown package in French quotation marks', async () => {
    await setLanguage('fr');
    renderAt('/sponsorship-details?package=diamond');
    expect(
      await screen.findByText(
        'La formule «\u202fdiamond\u202f» n’existe pas. Veuillez choisir l’une des formules ci-dessous.',
        exactly,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choisir SILVER' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

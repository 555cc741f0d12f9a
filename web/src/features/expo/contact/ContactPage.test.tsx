import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { SendContactMessageDocument } from '../../../gql/graphql';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderAt } from '../../../test/utils';
import { AboutPage } from '../about/AboutPage';
import { ContactPage } from './ContactPage';

const input = {
  name: 'Amara Okafor',
  email: 'amara@example.com',
  message: 'Is there parking at the venue?',
  language: 'EN' as const,
};

function renderContact(mocks: MockLink.MockedResponse[], site = siteConfig()) {
  stubFetch({ graphql: () => Response.json({ data: { site } }) });
  renderAt(
    <MockedProvider mocks={mocks}>
      <ContactPage />
    </MockedProvider>,
  );
}

function send(labels = { name: 'Your name', email: 'Email', message: 'Message', send: 'Send message' }) {
  const fill = (name: string, value: string) =>
    fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
  fill(labels.name, input.name);
  fill(labels.email, input.email);
  fill(labels.message, input.message);
  fireEvent.click(screen.getByRole('button', { name: labels.send }));
}

describe('ContactPage', () => {
  it('shows the contact block from the configuration, leaving out what is not set', async () => {
    renderContact(
      [],
      siteConfig({ contactPhone: '+234 800 123 4567, +234 900 765 4321', contactEmail: 'hello@aibex.example' }),
    );
    const block = await screen.findByRole('region', { name: 'Get in touch' });
    const links = await within(block).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+2348001234567',
      'tel:+2349007654321',
      'mailto:hello@aibex.example',
    ]);
    expect(within(block).queryByText('Web')).toBeNull();
  });

  it('sends the message and shows the server’s answer', async () => {
    renderContact([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: { data: { sendContactMessage: 'Thank you for your message. The organisers will reply by e-mail.' } },
      },
    ]);
    send();
    const answer = await screen.findByText('Thank you for your message. The organisers will reply by e-mail.');
    expect(answer.closest('[role="status"]')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('sends a message written on the French page in French, so the reply is framed in French', async () => {
    await act(async () => {
      await setLanguage('fr');
    });
    renderContact([
      {
        request: { query: SendContactMessageDocument, variables: { input: { ...input, language: 'FR' } } },
        result: { data: { sendContactMessage: 'Merci pour votre message.' } },
      },
    ]);
    const field = (pattern: RegExp) =>
      screen.getAllByRole('textbox').find((box) => pattern.test(box.getAttribute('name') ?? ''));
    fireEvent.change(field(/^name$/)!, { target: { value: input.name } });
    fireEvent.change(field(/^email$/)!, { target: { value: input.email } });
    fireEvent.change(field(/^message$/)!, { target: { value: input.message } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Merci pour votre message.')).toBeTruthy();
  });

  it('checks the fields before sending', async () => {
    renderContact([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please write a message of at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
  });

  it('checks the fields in French on the French page', async () => {
    await act(async () => {
      await setLanguage('fr');
    });
    renderContact([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Veuillez écrire un message d’au moins 10 caractères.')).toBeTruthy();
    expect(screen.getByText('Veuillez indiquer votre nom.')).toBeTruthy();
    expect(screen.getByText('Veuillez indiquer votre adresse e-mail.')).toBeTruthy();
  });

  it('shows the rate limit message', async () => {
    const limited = 'You have sent several messages already. Please wait 15 minutes before sending another.';
    renderContact([
      {
        request: { query: SendContactMessageDocument, variables: { input } },
        result: { errors: [new GraphQLError(limited, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);
    send();
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
  });
});

describe('AboutPage', () => {
  it('presents the organisers: mission, vision and the five core values', () => {
    stubFetch();
    renderAt(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Integrity',
      'Team-work and collaboration',
      'Cost optimization through innovation and creativity',
      'Professionalism',
      'Results',
    ]);
    // Nothing configured: the block points to the contact form instead of showing empty lines.
    expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact-us');
  });
});

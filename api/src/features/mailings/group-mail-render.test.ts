import { describe, expect, it } from 'vitest';
import { MailingService } from './mailing.service.js';

const mailings = new MailingService({
  config: { expo: { name: 'AIBEx 2026', year: 2026 } },
  publicUrl: () => 'https://aibex.example',
  secret: 'a secret for signing unsubscribe links',
} as unknown as ConstructorParameters<typeof MailingService>[0]);

const render = (message: string) =>
  mailings.render({ subject: 'Doors open', message }, { email: 'ngozi@example.com', name: 'Ngozi' });

describe('a group e-mail as its recipient gets it', () => {
  it('keeps the line breaks the administrator typed, and paragraphs at blank lines', () => {
    const { html, text } = render('Venue: Transcorp Hilton\nHall B\nAbuja\n\nSee you there');
    expect(html).toContain('Venue: Transcorp Hilton<br>Hall B<br>Abuja</p>');
    expect(html).toContain('>See you there</p>');
    expect(text).toContain('Venue: Transcorp Hilton\nHall B\nAbuja\n\nSee you there');
  });

  it('makes web addresses links', () => {
    const { html } = render('The programme: https://aibex.example/programme.');
    expect(html).toContain('<a href="https://aibex.example/programme"');
    expect(html).toContain('>https://aibex.example/programme</a>.');
  });

  it('escapes what the administrator typed', () => {
    const { html } = render('<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('links the unsubscribe page by a short label in HTML, and gives the whole address in the text version', () => {
    const { html, text, headers } = render('Hello');
    const url = mailings.unsubscribeUrl('ngozi@example.com');
    const escaped = url.replace(/&/g, '&amp;');
    expect(html).toContain(`<a href="${escaped}"`);
    expect(html).toContain('>unsubscribe here</a>');
    // The long address is never shown as unbroken text in the HTML.
    expect(html.split(escaped)).toHaveLength(2);
    expect(text).toContain(`unsubscribe here: ${url}`);
    expect(headers?.['List-Unsubscribe']).toBe(`<${url}>`);
  });
});

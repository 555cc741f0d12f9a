import { describe, expect, it } from 'vitest';
import { withPublicUrls } from './static-web.js';

describe('withPublicUrls', () => {
  it('makes preview images absolute and adds og:url', () => {
    const html = `<meta property="og:type" content="website" />
    <meta property="og:image" content="/og-image.png" />
    <meta name="twitter:image" content="/og-image.png" />`;
    const out = withPublicUrls(html, 'https://aibex.example', '/registration');
    expect(out).toContain('<meta property="og:image" content="https://aibex.example/og-image.png" />');
    expect(out).toContain('<meta name="twitter:image" content="https://aibex.example/og-image.png" />');
    expect(out).toContain('<meta property="og:url" content="https://aibex.example/registration" />');
  });
});

describe('language alternates', () => {
  const head = '<head>\n    <meta property="og:type" content="website" />\n  </head>';

  it('name the English, French and default addresses of a translated page', () => {
    const out = withPublicUrls(head, 'https://aibex.example', '/about-us');
    expect(out).toContain('<link rel="alternate" hreflang="en" href="https://aibex.example/about-us" />');
    expect(out).toContain('<link rel="alternate" hreflang="fr" href="https://aibex.example/about-us?lang=fr" />');
    expect(out).toContain('<link rel="alternate" hreflang="x-default" href="https://aibex.example/about-us" />');
  });

  it('are left out of pages that exist in English only', () => {
    expect(withPublicUrls(head, 'https://aibex.example', '/tools')).not.toContain('hreflang');
    expect(withPublicUrls(head, 'https://aibex.example', '/user-login')).not.toContain('hreflang');
  });
});

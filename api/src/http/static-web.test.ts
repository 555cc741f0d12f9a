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

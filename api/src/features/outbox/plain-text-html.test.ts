import { describe, expect, it } from 'vitest';
import { linkifyLine, plainTextToHtml, textParagraphs } from './plain-text-html.js';

const P = 'margin:0';

describe('plain text as e-mail HTML', () => {
  it('keeps single line breaks and starts a paragraph at each blank line', () => {
    const html = plainTextToHtml('Dear guests,\nDoors open at 9.\n\nSee you there!\r\nThe team', P);
    expect(html).toBe(
      `<p style="${P}">Dear guests,<br>Doors open at 9.</p><p style="${P}">See you there!<br>The team</p>`,
    );
  });

  it('treats a line of spaces as blank and drops blank lines around the text', () => {
    expect(textParagraphs('\n\n  One\n \t \nTwo  \n\n\n')).toEqual([['  One'], ['Two']]);
    expect(plainTextToHtml('   \n\n', P)).toBe('');
  });

  it('escapes everything typed, markup included', () => {
    expect(plainTextToHtml('<script>alert("x")</script> & <b>bold</b>', P)).toBe(
      `<p style="${P}">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;</p>`,
    );
  });

  it('turns http and https addresses into links, leaving sentence punctuation outside', () => {
    const html = linkifyLine('Programme: https://aibex.example/programme?day=1&room=2. Or http://x.example!');
    expect(html).toMatch(
      /^Programme: <a href="https:\/\/aibex\.example\/programme\?day=1&amp;room=2" style="[^"]+">https:\/\/aibex\.example\/programme\?day=1&amp;room=2<\/a>\. Or <a href="http:\/\/x\.example" style="[^"]+">http:\/\/x\.example<\/a>!$/,
    );
  });

  it('keeps a closing bracket that belongs to the address, not one that closes the sentence', () => {
    expect(linkifyLine('(see https://en.example/wiki/Lagos_(city))')).toContain(
      '<a href="https://en.example/wiki/Lagos_(city)"',
    );
    expect(linkifyLine('(see https://aibex.example/faq)')).toMatch(
      /href="https:\/\/aibex\.example\/faq"[^>]*>[^<]+<\/a>\)$/,
    );
  });

  it('links nothing but http(s): other schemes and broken addresses stay text', () => {
    expect(linkifyLine('javascript:alert(1) data:text/html,x mailto:a@b.example')).not.toContain('<a');
    expect(linkifyLine('http://')).toBe('http://');
    // Quotes end an address: it cannot leave the href attribute.
    expect(linkifyLine('https://a.example/"onmouseover="x')).toBe(
      '<a href="https://a.example/" style="color:#5b1f4a;text-decoration:underline;overflow-wrap:anywhere;word-break:break-all">https://a.example/</a>&quot;onmouseover=&quot;x',
    );
  });

  it('lets long addresses wrap', () => {
    expect(linkifyLine(`https://aibex.example/${'a'.repeat(300)}`)).toMatch(/style="[^"]*word-break:break-all/);
  });
});

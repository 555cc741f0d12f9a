import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontRuns, pdfFont, uncovered } from '../../lib/pdf-fonts.js';
import { embeddedPdfText } from '../../test/pdf-text.js';
import { badgePdf } from './badge-pdf.js';

const badge = {
  expoName: 'AIBEx 2026',
  dates: '10 December 2026 to 12 December 2026',
  venue: 'Abuja, Nigeria',
  name: 'Dr. Ngozi Adichie',
  registrationCode: 'AIB26-7KQ3MZ',
  words: {
    role: 'PARTICIPANT',
    showQr: 'Show the QR code at the entrance.',
    title: 'AIBEx 2026 badge: AIB26-7KQ3MZ',
    subject: 'Badge and ticket of Dr. Ngozi Adichie',
  },
};

const pageCount = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
/** Lines are drawn one by one: the text read back has no space where a name wraps. */
const unspaced = (text: string) => text.replace(/\s+/g, '');
/** The letters of a text in any order (a right-to-left word is drawn, and read back, from its end). */
const letters = (text: string) => [...unspaced(text).normalize('NFC')].sort().join('');

async function drawn(name: string) {
  const pdf = await badgePdf({ ...badge, name }, { compress: false });
  return { pdf, ...embeddedPdfText(pdf) };
}

describe('badge PDF', () => {
  it('is one A6 page with the name, code, expo, dates, venue and the QR image', async () => {
    const pdf = await badgePdf(badge, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/MediaBox \[0 0 297\.64 419\.53\]/);
    expect(source).toMatch(/\/Subtype \/Image/);
    const { text, notdef } = embeddedPdfText(pdf);
    expect(notdef).toBe(false);
    for (const part of [
      badge.name,
      badge.registrationCode,
      badge.expoName,
      badge.dates,
      badge.venue,
      badge.words.showQr,
    ])
      expect(unspaced(text)).toContain(unspaced(part));
  });

  it('writes its own words as given, accents included (a French badge)', async () => {
    const words = { ...badge.words, showQr: 'Présentez le code QR à l’entrée.' };
    const pdf = await badgePdf(
      { ...badge, dates: 'du 10 décembre 2026 au 12 décembre 2026', words },
      { compress: false },
    );
    const { text } = embeddedPdfText(pdf);
    expect(text).toContain('Présentez le code QR à l’entrée.');
    expect(text).toContain('du 10 décembre 2026 au 12 décembre 2026');
  });

  it('draws names in five scripts with their own letters: embedded fonts, no substitute, no .notdef', async () => {
    for (const name of [
      'Ọláwálé Adéyẹmí',
      'Ƙasimu Ɗanjuma',
      'Chukwuẹmẹka Ǹnàmdí',
      'محمد بن عبد الله',
      '李小龍',
      '김민준',
      'Алексей',
    ]) {
      const { pdf, text, notdef } = await drawn(name);
      expect(notdef, name).toBe(false);
      for (const char of unspaced(name)) expect(text, `${name}: ${char}`).toContain(char);
      // The standard fonts (Windows-Latin, no embedding) draw only the registration code.
      expect(pdf.toString('latin1')).not.toMatch(/\/BaseFont \/Helvetica/);
    }
  });

  it("shows the registration type's name in its band colour, the expo's name in black or white as reads best", async () => {
    const fill = (hex: string) =>
      [1, 3, 5].map((i) => String(parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ') + ' scn';
    const dark = await badgePdf({ ...badge, type: { name: 'Hosted buyer', colour: '#1f6f5c' } }, { compress: false });
    expect(embeddedPdfText(dark).text).toContain('HOSTED BUYER');
    const source = dark.toString('latin1');
    expect(source).toContain(fill('#1f6f5c'));
    expect(source.indexOf('1 1 1 scn', source.indexOf(fill('#1f6f5c')))).toBeGreaterThan(0);
    const light = await badgePdf({ ...badge, type: { name: 'Press', colour: '#f5d76e' } }, { compress: false });
    const lightSource = light.toString('latin1');
    const band = lightSource.indexOf(fill('#f5d76e'));
    expect(band).toBeGreaterThan(0);
    // The first colour after the band's is its text's: black on yellow.
    expect(lightSource.slice(band + fill('#f5d76e').length).match(/([\d.]+ [\d.]+ [\d.]+) scn/)?.[1]).toBe('0 0 0');
    const guest = await badgePdf(
      { ...badge, sponsor: { guestOf: 'Guest of Shea Glow Ltd', logo: null } },
      { compress: false },
    );
    expect(embeddedPdfText(guest).text).toContain('Guest of Shea Glow Ltd');
  });

  it('keeps a long name on the page, whole, over up to three lines', async () => {
    const name = 'Prof. Oluwaseun Adebayo-Okonkwo Nwachukwu-Ikechukwu Ọláwálé';
    const { pdf, text } = await drawn(name);
    expect(pageCount(pdf)).toBe(1);
    expect(text).toContain('Prof. Oluwaseun');
    expect(unspaced(text)).toContain(unspaced(name));
    const long = '王'.repeat(40);
    const chinese = await drawn(long);
    expect(chinese.text).toContain(long);
  });
});

/*
 * Names as people register them: Latin with the letters and tone marks of Yoruba, Igbo and Hausa
 * (precomposed or as combining marks), Arabic, Chinese, Japanese kana and Korean, one script per word.
 */
const pick = (chars: string) => fc.constantFrom(...[...chars]);
const LATIN = pick('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàáèéìíòóùúÀÁÈÉÌÍÒÓÙÚâêîôûçëïü-');
const WEST_AFRICAN = pick('ẸẹỌọṢṣƁɓƊɗƘƙƳƴŊŋỊịỤụṄṅǸǹŃńḾḿ');
const TONE_MARKS = pick('\u0300\u0301\u0304\u0323');
const latinWord = fc
  .array(fc.oneof({ arbitrary: LATIN, weight: 4 }, { arbitrary: WEST_AFRICAN, weight: 2 }), {
    minLength: 1,
    maxLength: 12,
  })
  .chain((base) =>
    fc.array(fc.option(TONE_MARKS, { freq: 4 }), { minLength: base.length, maxLength: base.length }).map((marks) =>
      // A combining mark follows a letter, never a hyphen.
      base.map((c, i) => (c !== '-' && marks[i] ? c + marks[i] : c)).join(''),
    ),
  );
const ARABIC = pick('ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىي');
const arabicWord = fc.array(ARABIC, { minLength: 2, maxLength: 9 }).map((c) => c.join(''));
const codePoints = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((cp) => String.fromCodePoint(cp));
const cjkWord = fc
  .array(
    fc.oneof(
      codePoints(0x4e00, 0x9fa5),
      codePoints(0x3041, 0x3093),
      codePoints(0x30a1, 0x30f3),
      codePoints(0xac00, 0xd7a3),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((c) => c.join(''));
const names = fc
  .array(fc.oneof({ arbitrary: latinWord, weight: 4 }, arabicWord, cjkWord), { minLength: 1, maxLength: 5 })
  .map((words) => words.join(' '));

describe('badge names (property)', () => {
  it('every character of any name is drawn with a glyph of an embedded font: no substitute, no .notdef', async () => {
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        expect(uncovered(name)).toEqual([]);
        for (const run of fontRuns(name, 'bold')) {
          const glyphs = pdfFont(run.font).layout(run.text).glyphs;
          expect(glyphs.some((glyph) => glyph.id === 0)).toBe(false);
        }
        // Nothing else on the badge but its code: what is read back is the name's letters and the code's.
        const blank = { expoName: '', dates: '', venue: '', words: { ...badge.words, role: '', showQr: '' } };
        const pdf = await badgePdf({ ...badge, ...blank, name }, { compress: false });
        const { text, notdef } = embeddedPdfText(pdf);
        expect(notdef).toBe(false);
        expect(pageCount(pdf)).toBe(1);
        // Read back, every letter is there; but Arabic's lam-alef is one glyph whose text pdfkit leaves out.
        if (!/\u0644[\u0622\u0623\u0625\u0627]/u.test(name)) {
          expect(letters(text)).toBe(letters(name + badge.registrationCode));
        }
      }),
      { numRuns: 50 },
    );
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
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

describe('badge PDF', () => {
  it('is one A6 page with the name, code, expo, dates, venue and the QR image', async () => {
    const pdf = await badgePdf(badge, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    const source = pdf.toString('latin1');
    expect(source).toMatch(/\/MediaBox \[0 0 297\.64 419\.53\]/);
    expect(source).toMatch(/\/Subtype \/Image/);
    const text = pdfText(pdf);
    for (const part of [badge.name, badge.registrationCode, badge.expoName, badge.dates, badge.venue])
      expect(text).toContain(part);
    expect(text).toContain(badge.words.showQr);
  });

  it('writes its own words as given, accents included (a French badge)', async () => {
    const words = { ...badge.words, showQr: 'Présentez le code QR à l’entrée.' };
    const text = pdfText(
      await badgePdf({ ...badge, dates: 'du 10 décembre 2026 au 12 décembre 2026', words }, { compress: false }),
    );
    expect(text).toContain('Présentez le code QR à l’entrée.');
    expect(text).toContain('du 10 décembre 2026 au 12 décembre 2026');
  });

  it('keeps a long name on the page', async () => {
    const pdf = await badgePdf({ ...badge, name: 'Prof. Oluwaseun Adebayo-Okonkwo Nwachukwu' }, { compress: false });
    expect(pageCount(pdf)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { badgePdf } from './badge-pdf.js';

const badge = {
  expoName: 'AIBEx 2026',
  dates: '10 December 2026 to 12 December 2026',
  venue: 'Abuja, Nigeria',
  name: 'Dr. Ngozi Adichie',
  registrationCode: 'AIB26-7KQ3MZ',
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
  });

  it('keeps a long name on the page', async () => {
    const pdf = await badgePdf({ ...badge, name: 'Prof. Oluwaseun Adebayo-Okonkwo Nwachukwu' }, { compress: false });
    expect(pageCount(pdf)).toBe(1);
  });
});

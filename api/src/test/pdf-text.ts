import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF drawn with uncompressed streams (`compress: false`): pdfkit writes each shown
 * string as a hex run in the page's font encoding, WinAnsi (Windows-1252) for the standard fonts:
 * Latin-1 but for a few signs such as ’ and €.
 */
const winAnsi = new TextDecoder('windows-1252');

export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/<([0-9a-f]+)>/g)].map((m) => winAnsi.decode(Buffer.from(m[1]!, 'hex'))).join('');
}

/**
 * The text of a PDF as served (its streams compressed with FlateDecode): each stream inflated in place,
 * then read as embeddedPdfText reads it (embedded fonts through their maps, standard ones as WinAnsi).
 */
export function servedPdfText(pdf: Buffer): string {
  return embeddedPdfText(inflatedPdf(pdf)).text;
}

/** A PDF as served with each stream inflated in place: its drawing operators readable. */
export function inflatedPdf(pdf: Buffer): Buffer {
  const source = pdf.toString('latin1');
  const inflated = source.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/g, (whole, body: string) => {
    try {
      return `stream\n${inflateSync(Buffer.from(body, 'latin1')).toString('latin1')}\nendstream`;
    } catch {
      return whole;
    }
  });
  return Buffer.from(inflated, 'latin1');
}

/**
 * The text of a PDF drawn with uncompressed streams whose fonts are embedded (pdf-fonts.ts): each shown
 * string is glyph ids of its font, read back through that font's ToUnicode map; a standard font's
 * (no map) as WinAnsi. Strings are joined in drawing order (a right-to-left word reads reversed). Also
 * answers whether any string drew glyph 0, `.notdef`: a character its font had no glyph for.
 */
export function embeddedPdfText(pdf: Buffer): { text: string; notdef: boolean } {
  const source = pdf.toString('latin1');
  const objects = new Map<string, string>();
  for (const m of source.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) objects.set(m[1]!, m[2]!);
  const toUnicode = (fontRef: string): Map<number, string> | undefined => {
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef) ?? '')?.[1];
    if (!ref) return undefined;
    const cmap = objects.get(ref)!;
    const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
    const map = new Map<number, string>();
    for (const range of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
      const values = [...range[3]!.matchAll(/<([0-9a-f]+)>/gi)].map((v) => utf16(v[1]!));
      values.forEach((value, i) => map.set(parseInt(range[1]!, 16) + i, value));
    }
    for (const char of cmap.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gim))
      map.set(parseInt(char[1]!, 16), utf16(char[2]!));
    return map;
  };
  const fonts = new Map<string, Map<number, string> | undefined>();
  for (const m of source.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(m[1]!, toUnicode(m[2]!));
  const contents = [...source.matchAll(/\/Contents (\d+) 0 R/g)].map((m) => objects.get(m[1]!) ?? '').join('\n');
  let font: Map<number, string> | undefined;
  let text = '';
  let notdef = false;
  for (const m of contents.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-f]+)>/g)) {
    if (m[1]) {
      font = fonts.get(m[1]);
      continue;
    }
    const hex = m[2]!;
    if (!font) {
      text += winAnsi.decode(Buffer.from(hex, 'hex'));
      continue;
    }
    for (let i = 0; i < hex.length; i += 4) {
      const glyph = parseInt(hex.slice(i, i + 4), 16);
      if (glyph === 0) notdef = true;
      text += font.get(glyph) ?? '';
    }
  }
  return { text, notdef };
}

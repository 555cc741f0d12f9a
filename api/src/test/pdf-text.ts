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

/** The text of a PDF as served (its streams compressed with FlateDecode): each stream inflated, then read. */
export function servedPdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    const bytes = Buffer.from(m[1]!, 'latin1');
    try {
      return inflateSync(bytes);
    } catch {
      return bytes;
    }
  });
  return streams.map((stream) => pdfText(stream)).join('');
}

/**
 * The text of a PDF drawn with uncompressed streams (`compress: false`): pdfkit writes each shown
 * string as a hex run in the page's font encoding, Latin-1 for the standard fonts.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/<([0-9a-f]+)>/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('');
}

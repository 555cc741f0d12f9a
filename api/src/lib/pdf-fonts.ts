import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/*
 * The fonts the PDFs embed (their licences beside them in fonts/): PDF's standard fonts have neither the
 * naira and cedi signs nor the letters of most people's names. DejaVu Sans draws Latin with the Yoruba,
 * Igbo and Hausa letters and tone marks (Ọ, ẹ, ṣ, Ƙ, Ɗ, ǹ…), Greek, Cyrillic and Arabic; Droid Sans
 * Fallback draws what it lacks (Chinese, Japanese, Korean). Found beside this module in the sources, and
 * in the sources' folder from the compiled server (api/dist), which is how the image ships them.
 */
const FONT_DIRS = [path.join(import.meta.dirname, 'fonts'), path.resolve(import.meta.dirname, '../../src/lib/fonts')];
function fontFile(name: string): string {
  const dir = FONT_DIRS.find((candidate) => existsSync(path.join(candidate, name)));
  if (!dir) throw new Error(`No ${name} found (looked in ${FONT_DIRS.join(', ')})`);
  return path.join(dir, name);
}

/** The names a document registers its fonts under (`registerPdfFonts`), and their files. */
export const PDF_FONTS = {
  regular: fontFile('DejaVuSans.ttf'),
  bold: fontFile('DejaVuSans-Bold.ttf'),
  fallback: fontFile('DroidSansFallback.ttf'),
} as const;
export type PdfFontName = keyof typeof PDF_FONTS;

/** A PDF document that fonts can be registered with (pdfkit's). */
interface FontRegistry {
  registerFont(name: string, src: Buffer): unknown;
}

/** The font files, read once. */
const bytes = new Map<PdfFontName, Buffer>();
const fileOf = (name: PdfFontName): Buffer => {
  let file = bytes.get(name);
  if (!file) bytes.set(name, (file = readFileSync(PDF_FONTS[name])));
  return file;
};

/**
 * Registers the embedded fonts with a document, under the names of PDF_FONTS. Each document opens its
 * own: fontkit keeps a glyph with the characters it was first met with, and a letter first met as a
 * part of another (the O of Ọ, when a subset is written) would map to no character in the text of every
 * later document sharing the font. Only the files' bytes are shared.
 */
export function registerPdfFonts(doc: FontRegistry): void {
  for (const name of Object.keys(PDF_FONTS) as PdfFontName[]) doc.registerFont(name, fileOf(name));
}

/**
 * The fonts' glyph tables, opened once, to ask which font has a glyph for a character (and, in tests,
 * to lay text out): never handed to a document.
 */
const opened = new Map<PdfFontName, fontkit.Font>();
export function pdfFont(name: PdfFontName): fontkit.Font {
  let font = opened.get(name);
  if (!font) {
    font = fontkit.create(fileOf(name)) as fontkit.Font;
    opened.set(name, font);
  }
  return font;
}

/** A stretch of text drawn with one font. */
export interface FontRun {
  font: PdfFontName;
  text: string;
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });
/** Characters that draw nothing of their own (joiners, direction marks, variation selectors): never a reason to switch fonts. */
const isInvisible = (char: string): boolean => {
  const cp = char.codePointAt(0)!;
  return (
    (cp >= 0x200b && cp <= 0x200f) || cp === 0x2060 || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0xfe00 && cp <= 0xfe0f)
  );
};

function covers(font: fontkit.Font, cluster: string): boolean {
  for (const char of cluster) {
    if (isInvisible(char)) continue;
    if (!font.hasGlyphForCodePoint(char.codePointAt(0)!)) return false;
  }
  return true;
}

/**
 * Splits text into runs each drawn by a font that has a glyph for every character of it: `primary`
 * (regular or bold) where it can, else the fallback. A letter and its combining marks (a tone mark on ẹ)
 * are one user-perceived character and never split between fonts. A character neither font has stays
 * with `primary` (`uncovered` lists them for the caller).
 */
export function fontRuns(text: string, primary: 'regular' | 'bold'): FontRun[] {
  const runs: FontRun[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const font: PdfFontName =
      covers(pdfFont(primary), segment) || !covers(pdfFont('fallback'), segment) ? primary : 'fallback';
    const last = runs.at(-1);
    if (last?.font === font) last.text += segment;
    else runs.push({ font, text: segment });
  }
  return runs;
}

/** The characters of `text` that no embedded font draws (the property test's guard, and a log's). */
export function uncovered(text: string): string[] {
  return [...text].filter(
    (char) =>
      !isInvisible(char) &&
      !/\s/u.test(char) &&
      !pdfFont('regular').hasGlyphForCodePoint(char.codePointAt(0)!) &&
      !pdfFont('fallback').hasGlyphForCodePoint(char.codePointAt(0)!),
  );
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** An http(s) address up to the next space; quotes and angle brackets end it, so it never leaves an attribute. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation right after an address belongs to the sentence, not to the address. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * Long addresses break anywhere (a link in a narrow mail client would otherwise widen the whole message).
 * Mail clients ignore stylesheets, so the style is on the element.
 */
export const LINK_STYLE = 'color:#5b1f4a;text-decoration:underline;overflow-wrap:anywhere;word-break:break-all';

function splitAddress(found: string): { address: string; rest: string } {
  let address = found.replace(TRAILING_PUNCTUATION, '');
  // "(see https://example.com/page)": the closing bracket is the sentence's unless the address opened one.
  while (address.endsWith(')') && (address.match(/\(/g)?.length ?? 0) < (address.match(/\)/g)?.length ?? 0)) {
    address = address.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
  }
  return { address, rest: found.slice(address.length) };
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** One line of text as HTML: escaped, with its http(s) addresses as links. */
export function linkifyLine(line: string): string {
  let html = '';
  let from = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const { address, rest } = splitAddress(match[0]);
    html += escapeHtml(line.slice(from, match.index));
    html += isWebAddress(address)
      ? `<a href="${escapeHtml(address)}" style="${LINK_STYLE}">${escapeHtml(address)}</a>`
      : escapeHtml(address);
    html += escapeHtml(rest);
    from = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(from));
}

/** Paragraphs of a plain text: a blank line (spaces allowed) parts them; surrounding blank lines are dropped. */
export function textParagraphs(text: string): string[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.replace(/^\n+|\s+$/g, ''))
    .filter((p) => p.trim().length > 0)
    .map((p) => p.split('\n').map((line) => line.trimEnd()));
}

/**
 * Text somebody typed (a group e-mail) as HTML paragraphs: everything escaped, a blank line starts a new
 * paragraph, a single line break stays a line break, and http(s) addresses become links.
 */
export function plainTextToHtml(text: string, paragraphStyle: string): string {
  return textParagraphs(text)
    .map((lines) => `<p style="${paragraphStyle}">${lines.map(linkifyLine).join('<br>')}</p>`)
    .join('');
}

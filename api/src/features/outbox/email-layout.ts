import { fixedCopy, translator } from '../../lib/i18n.js';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language.js';
import { escapeHtml, LINK_STYLE, plainTextToHtml } from './plain-text-html.js';

export interface EmailContent {
  /** Heading inside the message. */
  title: string;
  paragraphs: string[];
  /**
   * Plain text somebody wrote (a group e-mail), after the paragraphs: blank lines part paragraphs, single
   * line breaks are kept, http(s) addresses become links.
   */
  message?: string;
  action?: { label: string; url: string };
  /** Label/value rows shown as a small table (and as lines in the text version). */
  details?: [label: string, value: string][];
  /**
   * What a visitor typed into a form, shown after the site's own words under "What was submitted" and
   * in quotes: the reader sees it is someone's input, never the message itself.
   */
  submitted?: [label: string, value: string][];
  /** An image attached with this content id, shown under the details (e.g. a QR code). */
  image?: { cid: string; alt: string; width: number };
  /** Small print under the action, e.g. why the reader got this message. */
  note?: string;
  /**
   * A link ending the note, shown by its label (the text version gives the address): a long address as
   * text would widen the message on a phone.
   */
  noteLink?: { label: string; url: string };
}

const PARAGRAPH_STYLE = 'margin:0 0 16px;line-height:1.5';

/**
 * The expo's branded HTML message and its plain-text twin, from one description. The layout's own words
 * (the button's fallback, the heading of what was submitted, quotes, "label: value" lines) are in
 * `language`; the marketplace's mails are in English, the expo's in the reader's language.
 */
export function renderEmail(
  content: EmailContent,
  brand: string,
  language: Language = DEFAULT_LANGUAGE,
): { html: string; text: string } {
  const t = translator(language);
  const submittedHeading = fixedCopy(language, 'layout.submittedHeading');
  const quoted = (value: string) => t('layout.quoted', { value });
  const line = (label: string, value: string) => t('layout.line', { label, value });
  const paragraphs = content.paragraphs.map((p) => `<p style="${PARAGRAPH_STYLE}">${escapeHtml(p)}</p>`).join('');
  const message = content.message ? plainTextToHtml(content.message, PARAGRAPH_STYLE) : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#5b1f4a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(fixedCopy(language, 'layout.buttonFallback'))}<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const details = content.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const submitted = content.submitted?.length
    ? `<p style="margin:16px 0 8px;font-size:13px;color:#555">${escapeHtml(submittedHeading)}</p><table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border-collapse:collapse;border-left:3px solid #d9c6d2">${content.submitted
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 12px;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(quoted(value))}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block"></p>`
    : '';
  const noteLink = content.noteLink
    ? ` <a href="${escapeHtml(content.noteLink.url)}" style="${LINK_STYLE}">${escapeHtml(content.noteLink.label)}</a>.`
    : '';
  const note =
    content.note || noteLink
      ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(content.note ?? '')}${noteLink}</p>`
      : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;background:#f6f1f4;font-family:Segoe UI,Helvetica,Arial,sans-serif;color:#1f1a1d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:10px;overflow:hidden">
<tr><td style="background:#5b1f4a;color:#f3c969;padding:18px 24px;font-size:20px;font-weight:700;letter-spacing:.5px">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;overflow-wrap:anywhere;word-break:break-word"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>${paragraphs}${message}${details}${submitted}${image}${action}${note}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.message ? [content.message.replace(/\r\n?/g, '\n').trim(), ''] : []),
    ...(content.details?.length ? [...content.details.map(([label, value]) => line(label, value)), ''] : []),
    ...(content.submitted?.length
      ? [submittedHeading, ...content.submitted.map(([label, value]) => `  ${line(label, quoted(value))}`), '']
      : []),
    ...(content.action ? [line(content.action.label, content.action.url), ''] : []),
    ...(content.note || content.noteLink
      ? [
          [content.note, content.noteLink && line(content.noteLink.label, content.noteLink.url)]
            .filter(Boolean)
            .join(' '),
        ]
      : []),
  ].join('\n');
  return { html, text };
}

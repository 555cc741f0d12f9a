/*
 * Reading a raw message as its reader would: a subject with accents arrives as RFC 2047 encoded words
 * (=?UTF-8?Q?…?=), possibly folded over several lines, and attachments arrive in base64.
 */

/** The Subject header, unfolded and decoded. */
export function decodedSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  // Unfolding removes the line breaks; the space between two encoded words is not part of the text.
  const unfolded = header.replace(/\r?\n(?=[ \t])/g, '').replace(/(\?=)[ \t]+(?==\?)/g, '$1');
  const bytes: Buffer[] = [];
  let last = 0;
  for (const word of unfolded.matchAll(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi)) {
    bytes.push(Buffer.from(unfolded.slice(last, word.index), 'utf8'));
    const [, , encoding = '', text = ''] = word;
    bytes.push(
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ),
    );
    last = word.index + word[0].length;
  }
  bytes.push(Buffer.from(unfolded.slice(last), 'utf8'));
  return Buffer.concat(bytes).toString('utf8');
}

/** The decoded content of the first base64 part whose Content-Type starts with `contentType`. */
export function attachmentText(raw: string, contentType: string): string {
  const start = raw.toLowerCase().indexOf(`content-type: ${contentType.toLowerCase()}`);
  if (start < 0) throw new Error(`No ${contentType} part in the message`);
  const part = raw.slice(start);
  const body = /\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/.exec(part)?.[1] ?? '';
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/** The text/html part, with its quoted-printable encoding undone. */
export function htmlPart(raw: string): string {
  const match = /Content-Type: text\/html[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*?)\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) throw new Error('No text/html part in the message');
  const [, headers = '', body = ''] = match;
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(headers)) return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

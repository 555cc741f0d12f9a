import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part (quoted-printable undone). */
  text: string;
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  const body = match?.[1] ?? raw;
  return /Content-Transfer-Encoding: quoted-printable/i.test(raw) ? decodeQuotedPrintable(body) : body;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. `failNext(n)` makes it reject the
 * next n messages (451, try later), to exercise retries; `rejectRecipient(address)` refuses an
 * address for good (550 to RCPT TO); `down()` and `up()` take the server off the network and back on
 * the same port, as an outage does (connections are refused in between).
 */
export async function startSmtpSink() {
  const mails: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const rejected = new Set<string>();
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address.toLowerCase())) return callback();
      const error = new Error('No such mailbox here') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number };
          error.responseCode = 451;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          text: textPart(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  // A client that vanishes mid-session (an app killed with SIGKILL holds pooled connections) resets its
  // socket; smtp-server reports that as the server's 'error' event, which would be an uncaught exception.
  const connectionErrors: Error[] = [];
  server.on('error', (error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The errors of connections that ended abnormally (reset by the client, for one). */
    connectionErrors,
    failNext(n: number) {
      failures = n;
    },
    rejectRecipient(address: string) {
      rejected.add(address.toLowerCase());
    },
    /** Stops listening and ends open sessions (421), so every connection is refused until up(). */
    async down() {
      const connections = (
        server as unknown as { connections: Set<{ send(code: number, text: string): void; close(): void }> }
      ).connections;
      await new Promise<void>((resolve) => {
        server.server.close(() => resolve());
        for (const connection of connections) {
          connection.send(421, 'Service not available, closing the channel');
          connection.close();
        }
      });
    },
    /** Listens again on the same port. */
    async up() {
      await new Promise<void>((resolve) => server.server.listen(port, '127.0.0.1', resolve));
    },
    /** Resolves with the first mail (existing or future) that matches, or rejects after a timeout. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No matching e-mail within ${timeoutMs} ms (received ${mails.length})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(left, 500));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

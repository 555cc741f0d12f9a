import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer; cid?: string }[];
  headers?: Record<string, string>;
}

/** Sends one message; `undefined` transport means no SMTP server is configured. */
export interface Mailer {
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * How long one attempt may wait on the mail server. Every attempt ends (as a transient failure) well
 * within the 2 minutes after which its job is handed to another worker, so one message is never in
 * two attempts at once; nodemailer's own defaults wait up to 10 minutes on a silent socket.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return { delivers: false, async send() {}, close() {} };
  }
  // A small pool of kept-open connections: a new SMTP session per message would cap bulk mail at
  // a few dozen messages a second.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    from,
    ...TIMEOUTS,
  } as never);
  return {
    delivers: true,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/** SMTP commands whose refusal is about this recipient or this message, not about our session. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

/**
 * Whether a failed send is final: the server answered RCPT TO or DATA with a 5xx (no such mailbox,
 * message refused), so sending the same message again would be refused again. Everything else may
 * pass and is tried again: no connection, timeouts, 4xx ("try later", greylisting), and a 5xx about
 * the session itself (EHLO, AUTH, MAIL FROM: credentials or the sender address), which an operator
 * fixes for every message at once. 503 is a command out of sequence: a protocol hiccup, not a verdict.
 */
export function isPermanentRejection(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    responseCode !== 503 &&
    typeof command === 'string' &&
    MESSAGE_COMMANDS.has(command)
  );
}

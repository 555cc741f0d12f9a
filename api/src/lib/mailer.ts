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

export function createMailer(smtpUrl: string | undefined, from: string): Mailer {
  if (!smtpUrl) {
    return { delivers: false, async send() {}, close() {} };
  }
  // A small pool of kept-open connections: a new SMTP session per message would cap bulk mail at
  // a few dozen messages a second.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 4, from } as never);
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

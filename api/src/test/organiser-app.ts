import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from './test-app.js';

const ORGANISER = { ADMIN_EMAIL: 'organiser@example.com', ADMIN_PASSWORD: 'organiser-password-1' };

/** A test app that mails to a real SMTP sink, with the organiser (its administrator) signed in. */
export interface OrganiserApp {
  app: TestApp;
  smtp: SmtpSink;
  /** Signed in as the organiser. */
  admin: HttpClient;
  close(): Promise<void>;
}

export async function startOrganiserApp(env: Record<string, string> = {}): Promise<OrganiserApp> {
  const smtp = await startSmtpSink();
  const app = await startTestApp({ ...ORGANISER, SMTP_URL: smtp.url, ...env });
  const admin = app.client();
  admin.token = (
    await admin.json('POST', '/api/login', { email: ORGANISER.ADMIN_EMAIL, password: ORGANISER.ADMIN_PASSWORD })
  ).body.token;
  return {
    app,
    smtp,
    admin,
    close: async () => {
      await app.close();
      await smtp.close();
    },
  };
}

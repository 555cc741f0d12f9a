import { servedPdfText } from '../../test/pdf-text.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, signIn, uniqueEmail } from '../../test/factories.js';
import { attachmentText, decodedSubject, htmlPart } from '../../test/mime.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { contactMessages, participants, sponsors } from './expo.table.js';

/*
 * The expo writes to each person in the language of the form they filled in: English or French. The
 * organisers' own notices stay in English.
 */

const ADMIN = { ADMIN_EMAIL: 'langues@example.com', ADMIN_PASSWORD: 'langues-password-1' };
const NBSP = '\u00a0';
const NNBSP = '\u202f';

let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({
    ...ADMIN,
    SMTP_URL: smtp.url,
    CONTACT_EMAIL: 'hello@aibex.example',
    ORGANISER_EMAIL: 'organisers@example.com',
  });
  admin = app.client();
  await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const REGISTER = `mutation($input: RegisterParticipantInput!) {
  registerParticipant(input: $input) { message email } }`;
const APPLY = `mutation($input: SponsorshipInput!) { applyForSponsorship(input: $input) { id } }`;
const REVIEW = `mutation($id: ID!, $decision: SponsorDecision!) { reviewSponsor(id: $id, decision: $decision) { status } }`;

const attendee = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Aminata',
  lastName: 'Diallo',
  email: uniqueEmail('aminata'),
  phone: '+225 07 00 00 00 00',
  country: "Côte d'Ivoire",
  city: 'Abidjan',
  ...overrides,
});

const mailTo = (email: string, subject: RegExp) =>
  smtp.waitFor((m) => m.to.includes(email) && subject.test(decodedSubject(m.raw)));

/** The private link's token in a confirmation's text. */
const linkToken = (mail: ReceivedMail) => /\/my-registration\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

async function languageOfParticipant(email: string) {
  return (await registrationOf(app.database.db, email)).language;
}

describe('a participant who registers in French', () => {
  let email: string;
  let code: string;
  let confirmation: ReceivedMail;

  beforeAll(async () => {
    const input = attendee({ title: 'DR', language: 'FR' });
    email = input.email;
    const res = await app.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data?.registerParticipant).toEqual({
      message: `Merci pour votre inscription au salon AIBEx 2026. Votre confirmation, avec le code QR à présenter à l’entrée, est en route vers ${email}.`,
      email,
    });
    ({ registrationCode: code } = await registrationOf(app.database.db, email));
    confirmation = await mailTo(email, /votre inscription/);
  });

  it('is answered in French, as the first time, when the same address registers again', async () => {
    const first = await app.client().gql(REGISTER, { input: attendee({ language: 'FR' }) });
    const again = await app.client().gql(REGISTER, { input: attendee({ email, language: 'FR' }) });
    expect(again.errors).toBeUndefined();
    expect(again.data?.registerParticipant.message).toBe(
      first.data?.registerParticipant.message.replace(first.data?.registerParticipant.email, email),
    );
  });

  it('is stored in French, and shown so to the administrators and on "My registration"', async () => {
    expect(await languageOfParticipant(email)).toBe('fr');
    const listed = await admin.gql(
      'query($search: String) { adminParticipants(search: $search) { items { email language } } }',
      { search: email },
    );
    expect(listed.data?.adminParticipants.items).toEqual([{ email, language: 'FR' }]);
    const mine = await app.client().gql('query($token: String!) { myRegistration(token: $token) { language } }', {
      token: linkToken(confirmation),
    });
    expect(mine.data?.myRegistration.language).toBe('FR');
    const exported = await app.client().gql('query($token: String!) { myRegistrationData(token: $token) }', {
      token: linkToken(confirmation),
    });
    expect(JSON.parse(exported.data!.myRegistrationData).registration.language).toBe('fr');
  });

  it('gets the confirmation in French: subject, words, dates, labels, button and QR code', () => {
    expect(decodedSubject(confirmation.raw)).toBe(`AIBEx 2026${NBSP}: votre inscription ${code}`);
    const { text } = confirmation;
    expect(text).toContain('Votre inscription à AIBEx 2026');
    expect(text).toContain('Nous avons reçu une inscription à AIBEx 2026 indiquant cette adresse e-mail.');
    expect(text).toContain(`Code d’inscription${NBSP}: ${code}`);
    expect(text).toContain(`Dates${NBSP}: du 10 décembre 2026 au 12 décembre 2026`);
    expect(text).toContain(`Lieu${NBSP}: Abuja, Nigeria`);
    // The layout's own words, and what was typed into the form quoted the French way.
    expect(text).toContain(`Informations envoyées (telles que saisies dans le formulaire`);
    expect(text).toContain(`Nom${NBSP}: «${NNBSP}Dr. Aminata Diallo${NNBSP}»`);
    expect(text).toMatch(new RegExp(`Ouvrir mon inscription${NBSP}: http://[^\\s]+/my-registration\\?token=`));
    expect(text).not.toMatch(/registration code|What was submitted|Open my registration/i);

    const html = htmlPart(confirmation.raw);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`alt="Code QR de l’inscription ${code}"`);
    expect(html).toContain('>Ouvrir mon inscription</a>');
    expect(html).toContain('Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur');
  });

  it('gets a calendar file described in French, from the e-mail and from "My registration"', async () => {
    const unfold = (ics: string) => ics.replace(/\r\n /g, '');
    const description = `DESCRIPTION:Votre code d’inscription à AIBEx 2026${NBSP}: ${code}. Présentez à l’entrée le code QR de votre e-mail de confirmation.`;
    expect(unfold(attachmentText(confirmation.raw, 'text/calendar'))).toContain(description);
    const file = await app
      .client()
      .request('GET', `/api/my-registration/calendar.ics?token=${linkToken(confirmation)}`);
    expect(unfold(await file.text())).toContain(description);
  });

  it('gets a badge in French', async () => {
    const res = await app.client().request('GET', `/api/my-registration/badge.pdf?token=${linkToken(confirmation)}`);
    expect(res.status).toBe(200);
    const text = servedPdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('Présentez le code QR à l’entrée.');
    expect(text).toContain('10 décembre 2026');
    expect(text).toContain(code);
  });

  it('keeps French when the attendee corrects their details', async () => {
    const res = await app.client().gql(
      `mutation($token: String!, $input: MyRegistrationInput!) {
        updateMyRegistration(token: $token, input: $input) { city language } }`,
      {
        token: linkToken(confirmation),
        input: {
          firstName: 'Aminata',
          lastName: 'Diallo',
          phone: '+225 07 00 00 00 01',
          country: 'Sénégal',
          city: 'Dakar',
          marketingConsent: false,
        },
      },
    );
    expect(res.data?.updateMyRegistration).toEqual({ city: 'Dakar', language: 'FR' });
  });

  it('is told in French when the registration is deleted at their request', async () => {
    const token = linkToken(confirmation);
    await app.client().gql('mutation($token: String!) { requestMyDataDeletion(token: $token) { registrationCode } }', {
      token,
    });
    const requests = await admin.gql('{ adminPrivacyRequests(status: PENDING) { items { id registrationCode } } }');
    const request = (requests.data?.adminPrivacyRequests.items as { id: string; registrationCode: string }[]).find(
      (r) => r.registrationCode === code,
    )!;
    const done = await admin.gql('mutation($id: ID!) { completePrivacyRequest(id: $id) { status } }', {
      id: request.id,
    });
    expect(done.data?.completePrivacyRequest.status).toBe('COMPLETED');
    const mail = await mailTo(email, /supprimée/);
    expect(decodedSubject(mail.raw)).toBe(`AIBEx 2026${NBSP}: votre inscription ${code} a été supprimée`);
    expect(mail.text).toContain('Votre lien privé ne fonctionne plus.');
    expect(mail.text).toContain(`Des questions${NNBSP}? Écrivez-nous à hello@aibex.example.`);
  });
});

describe('"My registration" in French', () => {
  it('answers the attendee in French: a resent confirmation, then the refusals once cancelled', async () => {
    const input = attendee({ language: 'FR' });
    expect((await app.client().gql(REGISTER, { input })).errors).toBeUndefined();
    const token = linkToken(await mailTo(input.email, /votre inscription/));
    const resend = 'mutation($token: String!) { resendMyConfirmation(token: $token) }';
    const resent = await app.client().gql(resend, { token });
    expect(resent.data?.resendMyConfirmation).toBe(
      `Votre confirmation est en route vers ${input.email} avec un nouveau lien. Ce lien-ci ne fonctionne plus.`,
    );
    const fresh = linkToken(
      await smtp.waitFor(
        (m) => m.to.includes(input.email) && !m.text.includes(token) && /my-registration/.test(m.text),
      ),
    );
    const cancel = await app
      .client()
      .gql('mutation($token: String!) { cancelMyRegistration(token: $token) { cancelledAt } }', { token: fresh });
    expect(cancel.errors).toBeUndefined();
    const again = await app.client().gql(resend, { token: fresh });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(again.errors?.[0]?.message).toMatch(
      /^Votre inscription a été annulée\u00a0: il n’y a plus de billet à envoyer\./,
    );
  });
});

describe('a marketing consent given in French', () => {
  it('is recorded with the French words the form showed, and My registration shows the same', async () => {
    const input = attendee({ language: 'FR', marketingConsent: true });
    const res = await app.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    const words = 'Recevoir par e-mail les actualités et offres du salon AIBEx 2026';
    const record = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { consents { granted wording } } }', {
      id: (await registrationOf(app.database.db, input.email)).id,
    });
    expect(record.data?.adminParticipant.consents).toEqual([{ granted: true, wording: words }]);
    const token = linkToken(await mailTo(input.email, /votre inscription/));
    const mine = await app
      .client()
      .gql('query($token: String!) { myRegistration(token: $token) { marketingConsentWording } }', { token });
    expect(mine.data?.myRegistration.marketingConsentWording).toBe(words);
  });
});

describe('the REST registration form', () => {
  const restForm = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Koffi',
    last_name: 'Mensah',
    email: uniqueEmail('koffi'),
    phone: '+228 90 00 00 00',
    country: 'Togo',
    ...overrides,
  });

  it('takes language "fr" in any letter case, and writes the confirmation in French', async () => {
    const body = restForm({ language: 'FR' });
    const res = await app.client().json('POST', '/api/register', body);
    expect(res.status).toBe(201);
    expect(res.body.message).toMatch(/^Merci pour votre inscription au salon AIBEx 2026\./);
    expect(await languageOfParticipant(body.email)).toBe('fr');
    const mail = await mailTo(body.email, /votre inscription/);
    expect(mail.text).toContain('Merci de votre inscription à AIBEx 2026');
  });

  it('refuses any other language with a field error naming language, and keeps nothing', async () => {
    const body = restForm({ language: 'de' });
    const res = await app.client().json('POST', '/api/register', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors).toEqual([{ path: 'language', msg: 'Language must be one of: en, fr (English or French)' }]);
    const kept = await app.database.db.select().from(participants).where(eq(participants.email, body.email));
    expect(kept).toHaveLength(0);

    const sponsor = await app.client().form('POST', '/api/sponsorship-registration', {
      company: 'Atelier Baobab',
      email: uniqueEmail('baobab'),
      phone: '+221 77 000 00 00',
      country: 'Sénégal',
      category: 'SILVER',
      language: 'de',
    });
    expect(sponsor.status).toBe(400);
    expect(sponsor.body.errors.map((e: { path: string }) => e.path)).toEqual(['language']);
  });

  it('keeps English when no language is given, as before', async () => {
    const body = restForm();
    const res = await app.client().json('POST', '/api/register', body);
    expect(res.body.message).toMatch(/^Thank you for registering for AIBEx 2026\./);
    const { language, registrationCode } = await registrationOf(app.database.db, body.email);
    expect(language).toBe('en');
    const mail = await smtp.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toBe(`AIBEx 2026: your registration ${registrationCode}`);
  });

  it('over GraphQL, refuses a language outside the enum as bad input, not a server error', async () => {
    const res = await app.client().gql(REGISTER, { input: attendee({ language: 'DE' }) });
    expect(res.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(res.errors?.[0]?.message).toMatch(/language/);
    expect(res.data?.registerParticipant ?? null).toBeNull();
  });
});

describe('a sponsor who applies in French', () => {
  it('gets the confirmation and the decisions in French; the organisers’ notice stays English', async () => {
    const email = uniqueEmail('lumiere');
    const res = await app.client().gql(APPLY, {
      input: {
        packageId: 'gold',
        company: 'Lumière Cosmétiques',
        email,
        phone: '+237 6 00 00 00 00',
        country: 'Cameroun',
        language: 'FR',
      },
    });
    expect(res.errors).toBeUndefined();
    const id = res.data!.applyForSponsorship.id as string;
    const [row] = await app.database.db
      .select({ language: sponsors.language })
      .from(sponsors)
      .where(eq(sponsors.id, id));
    expect(row?.language).toBe('fr');
    // A second application from the address is questioned in French too.
    const repeat = await app.client().gql(APPLY, {
      input: {
        packageId: 'silver',
        company: 'Lumière Cosmétiques',
        email,
        phone: '+237 6 00 00 00 00',
        country: 'Cameroun',
        language: 'FR',
      },
    });
    expect(repeat.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(repeat.errors?.[0]?.message).toMatch(
      /^Cette adresse e-mail a déjà envoyé une demande GOLD \(Lumière Cosmétiques\) le \d{1,2} \p{L}+ \d{4}\./u,
    );

    const confirmation = await mailTo(email, /sponsoring/);
    expect(decodedSubject(confirmation.raw)).toBe(
      `AIBEx 2026${NBSP}: nous avons bien reçu votre demande de sponsoring GOLD`,
    );
    expect(confirmation.text).toContain('Cette demande porte sur la formule GOLD.');
    expect(confirmation.text).toContain(`Formule${NBSP}: GOLD`);
    expect(confirmation.text).toContain(`Dates${NBSP}: du 10 décembre 2026 au 12 décembre 2026`);
    expect(confirmation.text).toContain(`Entreprise${NBSP}: «${NNBSP}Lumière Cosmétiques${NNBSP}»`);
    expect(confirmation.text).toContain(`Visiter le site du salon AIBEx 2026${NBSP}: http`);

    const notice = await smtp.waitFor((m) => m.to.includes('organisers@example.com') && /GOLD/.test(m.subject));
    expect(notice.subject).toBe('New GOLD sponsorship application');
    expect(notice.text).toContain('What was submitted (as typed into the form, not checked by us):');
    expect(notice.text).toContain('Company: “Lumière Cosmétiques”');

    const listed = await admin.gql('query($search: String) { adminSponsors(search: $search) { items { language } } }', {
      search: email,
    });
    expect(listed.data?.adminSponsors.items).toEqual([{ language: 'FR' }]);

    await admin.gql(REVIEW, { id, decision: 'APPROVED' });
    const approved = await mailTo(email, /accepté/);
    expect(decodedSubject(approved.raw)).toBe(`AIBEx 2026${NBSP}: votre sponsoring GOLD est accepté`);
    expect(approved.text).toContain(
      'Nous avons le plaisir de vous annoncer que votre demande de sponsoring GOLD est acceptée.',
    );
    expect(approved.text).toContain(`Décision${NBSP}: Acceptée`);
    expect(approved.text).toContain(`Des questions${NNBSP}? Écrivez-nous à hello@aibex.example.`);

    await admin.gql(REVIEW, { id, decision: 'DECLINED' });
    const declined = await mailTo(email, /^AIBEx 2026\u00a0: votre demande de sponsoring GOLD$/);
    expect(declined.text).toContain('nous avons le regret de ne pas pouvoir retenir votre demande de sponsoring GOLD');
    expect(declined.text).toContain(`Décision${NBSP}: Non retenue`);
  });
});

describe('a contact message written in French', () => {
  it('is answered with French framing around the administrator’s words', async () => {
    const email = uniqueEmail('fatou');
    const sent = await app
      .client()
      .gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
        input: { name: 'Fatou', email, message: 'Bonjour, le salon est-il ouvert le dimanche ?', language: 'FR' },
      });
    expect(sent.errors).toBeUndefined();
    // The visitor is thanked in French on the page they wrote from.
    expect(sent.data?.sendContactMessage).toBe(
      'Merci pour votre message. Les organisateurs vous répondront par e-mail.',
    );
    const [message] = await app.database.db
      .select({ id: contactMessages.id, language: contactMessages.language })
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(message?.language).toBe('fr');
    const shown = await admin.gql('query($id: ID!) { adminContactMessage(id: $id) { language } }', { id: message!.id });
    expect(shown.data?.adminContactMessage.language).toBe('FR');

    await admin.gql(
      'mutation($id: ID!, $input: ContactReplyInput!) { replyToContactMessage(id: $id, input: $input) { id } }',
      {
        id: message!.id,
        input: { body: 'Oui, de 10 h à 18 h.' },
      },
    );
    const reply = await mailTo(email, /votre message/);
    expect(decodedSubject(reply.raw)).toBe(`Re${NBSP}: votre message à AIBEx 2026`);
    expect(reply.text).toContain('Oui, de 10 h à 18 h.');
    expect(reply.text).toContain(
      `Votre message${NBSP}: «${NNBSP}Bonjour, le salon est-il ouvert le dimanche ?${NNBSP}»`,
    );
    expect(reply.text).toMatch(
      /Vous avez écrit à AIBEx 2026 via le formulaire de contact de son site le \d{1,2} \p{L}+ \d{4}\./u,
    );
  });
});

describe('a group e-mail and its unsubscribe page', () => {
  it('frames the message in each recipient’s language, and a French link opens the page in French', async () => {
    const french = attendee({ firstName: 'Awa', language: 'FR' });
    const english = attendee({ firstName: 'Grace' });
    for (const input of [french, english]) expect((await app.client().gql(REGISTER, { input })).errors).toBeUndefined();

    const sent = await admin.gql(
      'mutation { sendGroupMail(audience: PARTICIPANTS, subject: "Programme 2026", message: "Le programme est en ligne.") { id } }',
    );
    expect(sent.errors).toBeUndefined();
    const toFrench = await smtp.waitFor((m) => m.to.includes(french.email) && m.subject === 'Programme 2026');
    const toEnglish = await smtp.waitFor((m) => m.to.includes(english.email) && m.subject === 'Programme 2026');

    expect(toFrench.text).toContain('Bonjour Awa,');
    expect(toFrench.text).toMatch(
      new RegExp(
        `Vous recevez cet e-mail de la part du salon AIBEx 2026\\. Pour ne plus recevoir nos e-mails groupés, désabonnez-vous ici${NBSP}: http://\\S+/unsubscribe\\?email=\\S+&token=[\\w-]+&lang=fr`,
      ),
    );
    expect(htmlPart(toFrench.raw)).toContain('>désabonnez-vous ici</a>');
    expect(toFrench.raw).toMatch(/List-Unsubscribe:\s+<http:\/\/\S+&lang=fr>/);
    expect(toEnglish.text).toContain('Dear Grace,');
    expect(toEnglish.text).toMatch(/To stop receiving group e-mails, unsubscribe here: http:\/\/\S+&token=[\w-]+$/m);

    const link = /(http:\/\/\S+\/unsubscribe\?\S+&lang=fr)/
      .exec(toFrench.text)![1]!
      .replace(/^http:\/\/[^/]+/, app.url);
    const page = await (await fetch(link)).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<h1>Se désabonner des e-mails groupés</h1>');
    expect(page).toContain(
      `Ne plus envoyer les e-mails groupés du salon AIBEx 2026 à <strong>${french.email.toLowerCase()}</strong>${NNBSP}?`,
    );
    expect(page).toContain('action="/unsubscribe?lang=fr"');
    expect(page).toContain('>Me désabonner</button>');

    const url = new URL(link);
    const done = await fetch(`${app.url}/unsubscribe?lang=fr`, {
      method: 'POST',
      body: new URLSearchParams({ email: url.searchParams.get('email')!, token: url.searchParams.get('token')! }),
    });
    expect(done.status).toBe(200);
    const answer = await done.text();
    expect(answer).toContain('<h1>Désabonnement confirmé</h1>');
    expect(answer).toContain('ne recevra plus d’e-mails groupés du salon AIBEx 2026.');
  });

  it('answers /unsubscribe in French for ?lang=fr, the lang cookie or Accept-Language, and in English otherwise', async () => {
    const french = [
      fetch(`${app.url}/unsubscribe?lang=fr&email=a%40example.com&token=x`),
      fetch(`${app.url}/unsubscribe?email=a%40example.com&token=x`, { headers: { cookie: 'lang=fr' } }),
      fetch(`${app.url}/unsubscribe?email=a%40example.com&token=x`, {
        headers: { 'accept-language': 'fr-CI,fr;q=0.9' },
      }),
    ];
    for (const res of await Promise.all(french)) {
      const page = await res.text();
      expect(page).toContain('<html lang="fr">');
      expect(page).toContain('>Retour au site</a>');
    }
    const english = await (await fetch(`${app.url}/unsubscribe?email=a%40example.com&token=x`)).text();
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Unsubscribe from group e-mails</h1>');

    const forged = await fetch(`${app.url}/unsubscribe?lang=fr`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'a@example.com', token: 'x' }),
    });
    expect(forged.status).toBe(400);
    const refusal = await forged.text();
    expect(refusal).toContain('<h1>Ce lien ne fonctionne pas</h1>');
    expect(refusal).toContain('Ce lien de désabonnement n’est pas valide.');
  });
});

describe('an administrator corrects the language of a person’s e-mails', () => {
  const UPDATE_PARTICIPANT = `mutation($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {
    updateParticipant(id: $id, input: $input, reason: $reason) { language city } }`;
  const UPDATE_SPONSOR = `mutation($id: ID!, $input: SponsorCorrectionInput!, $reason: String!) {
    updateSponsor(id: $id, input: $input, reason: $reason) { language } }`;
  const HISTORY = `query($id: ID!) { adminAuditLog(targetId: $id) { items { changes { field before after } } } }`;

  it('writes a participant’s next e-mails in the language chosen, audited; a correction without one keeps it', async () => {
    const input = attendee();
    const res = await app.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    const { id } = await registrationOf(app.database.db, input.email);
    expect(await languageOfParticipant(input.email)).toBe('en');
    const correction = { firstName: input.firstName, lastName: input.lastName, email: input.email, phone: input.phone };
    const changed = await admin.gql(UPDATE_PARTICIPANT, {
      id,
      input: { ...correction, country: input.country, city: input.city, language: 'FR' },
      reason: 'She asked for French on the phone',
    });
    expect(changed.errors).toBeUndefined();
    expect(changed.data?.updateParticipant).toEqual({ language: 'FR', city: 'Abidjan' });
    const history = await admin.gql(HISTORY, { id });
    expect(history.data?.adminAuditLog.items[0].changes).toEqual([{ field: 'language', before: 'en', after: 'fr' }]);

    await admin.gql('mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "Sent again") { id } }', {
      id,
    });
    const resent = await mailTo(input.email, /inscription/);
    expect(decodedSubject(resent.raw)).toMatch(/^AIBEx 2026\u00a0: votre inscription [A-Z0-9-]+$/);

    // Leaving the language out, or null, keeps the one chosen.
    const kept = await admin.gql(UPDATE_PARTICIPANT, {
      id,
      input: { ...correction, country: input.country, city: 'Yamoussoukro', language: null },
      reason: 'Moved',
    });
    expect(kept.data?.updateParticipant).toEqual({ language: 'FR', city: 'Yamoussoukro' });
    // Its audit entry lists what changed, not the language it left alone.
    const latest = await admin.gql(HISTORY, { id });
    expect(latest.data?.adminAuditLog.items[0].changes).toEqual([
      { field: 'city', before: 'Abidjan', after: 'Yamoussoukro' },
    ]);
    const refused = await admin.gql(UPDATE_PARTICIPANT, {
      id,
      input: { ...correction, country: input.country, language: 'DE' },
      reason: 'German',
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await languageOfParticipant(input.email)).toBe('fr');
    // The REST route takes it too, as the registration form does: 'en' or 'fr'.
    const rest = await admin.json('PUT', `/api/admin/participants/${id}`, {
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      country: input.country,
      language: 'en',
      reason: 'Back to English',
    });
    expect(rest.status).toBe(200);
    expect(await languageOfParticipant(input.email)).toBe('en');
  });

  it('sends a sponsor’s decision in the language chosen', async () => {
    const email = uniqueEmail('maison');
    const application = {
      packageId: 'silver',
      company: 'Maison Awa',
      email,
      phone: '+221 77 000 00 00',
      country: 'Sénégal',
    };
    const res = await app.client().gql(APPLY, { input: application });
    const id = res.data!.applyForSponsorship.id as string;
    const changed = await admin.gql(UPDATE_SPONSOR, {
      id,
      input: { ...application, language: 'FR' },
      reason: 'Their team writes in French',
    });
    expect(changed.data?.updateSponsor).toEqual({ language: 'FR' });
    await admin.gql(REVIEW, { id, decision: 'APPROVED' });
    const approved = await mailTo(email, /accepté/);
    expect(decodedSubject(approved.raw)).toBe(`AIBEx 2026${NBSP}: votre sponsoring SILVER est accepté`);
  });
});

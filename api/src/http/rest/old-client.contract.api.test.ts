// The old client's calls (seed section 7), replayed one by one as it sends them: its paths, methods,
// field names, multipart where it uploads, its bearer token where it sends one, from a page on
// another host (CORS_ORIGINS). Each step asserts the keys the old client reads. In the order a
// person meets them: sign up, sign in, profile, list a tool, pay and book, talk, return and review,
// the expo forms, the administrator's lists, and the session's end.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../features/outbox/outbox.table.js';
import {
  accountFields,
  buildBooking,
  buildUser,
  dayFromNow,
  DEFAULT_PASSWORD,
  payCard,
  tinyPng,
  uniqueEmail,
} from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

const OLD_SITE = 'https://old-client.example.com';
const ADMIN = { email: 'old.admin@example.com', password: 'admin-password-1' };

type Files = Record<string, { data: Buffer; name: string; type?: string }>;
const png = (name = 'photo.png') => ({ data: tinyPng(), name, type: 'image/png' });

/**
 * One browser running the old client on OLD_SITE: the browser adds Origin and Sec-Fetch-Site, the
 * client adds `Authorization: Bearer <token>` once signed in (never on the calls it sends without).
 */
class OldClient {
  token: string | undefined;
  constructor(readonly http: HttpClient) {}

  private headers(withToken: boolean): Record<string, string> {
    return {
      origin: OLD_SITE,
      'sec-fetch-site': 'cross-site',
      ...(withToken && this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  json<T = any>(method: string, url: string, body?: unknown, opts: { token?: boolean } = {}) {
    return this.http.json<T>(method, url, body, this.headers(opts.token ?? true));
  }

  async form<T = any>(method: string, url: string, fields: Record<string, string>, files: Files = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [k, f] of Object.entries(files))
      form.append(k, new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }), f.name);
    const res = await this.http.request(method, url, { body: form, headers: this.headers(true) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* plain text, as 'Unauthorized' */
    }
    return { status: res.status, body: body as T, headers: res.headers };
  }
}

/** The claims of a JWT, read without checking it (the server checks it). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };

let app: TestApp;
let smtp: SmtpSink;
const browser = () => new OldClient(app.client());
let admin: OldClient;
let owner: OldClient;
let renter: OldClient;
let visitor: OldClient;
const ownerFields = accountFields({ first_name: 'Olu', state: 'Lagos', city: 'Ikeja', address: '4 Allen Avenue' });
const renterFields = accountFields({ first_name: 'Rita' });
let ownerId: string;
let renterId: string;
let categoryId: string;
let toolId: string;
let bookingId: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SMTP_URL: smtp.url,
    CORS_ORIGINS: `${OLD_SITE},https://second-host.example.com`,
  });
  admin = browser();
  owner = browser();
  renter = browser();
  visitor = browser();
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** Unread-message e-mails queued for an address (the outbox row is written with the request). */
const unreadMailsTo = async (address: string) => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, 'message.unread')));
  return row!.n;
};

describe('CORS for the old client on another host', () => {
  it('answers the preflight of an allowed origin, for /api and for /graphql uploads', async () => {
    for (const path of ['/api/login', '/graphql']) {
      const res = await fetch(app.url + path, {
        method: 'OPTIONS',
        headers: {
          origin: OLD_SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,apollo-require-preflight',
        },
      });
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(OLD_SITE);
      expect(res.headers.get('access-control-allow-credentials'), path).toBe('true');
      const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase().split(/,\s*/);
      expect(allowed, path).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'apollo-require-preflight']),
      );
      expect(res.headers.get('access-control-allow-methods'), path).toMatch(/PUT/);
      expect(res.headers.get('vary'), path).toMatch(/Origin/);
    }
  });

  it('gives other origins no permission and keeps refusing their writes', async () => {
    const evil = 'https://evil.example.net';
    const preflight = await fetch(app.url + '/api/login', {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const write = await app
      .client()
      .json(
        'POST',
        '/api/login',
        { email: ADMIN.email, password: ADMIN.password },
        { origin: evil, 'sec-fetch-site': 'cross-site' },
      );
    expect(write.status).toBe(403);
    expect(write.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the headers to public answers served from the cache, which vary by Origin', async () => {
    await app.client().json('GET', '/api/all-rental-categories');
    const cached = await visitor.json('GET', '/api/all-rental-categories');
    expect(cached.status).toBe(200);
    expect(cached.headers.get('access-control-allow-origin')).toBe(OLD_SITE);
    const plain = await fetch(app.url + '/api/all-rental-categories');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Origin/);
  });
});

describe('account and session', () => {
  it('creates accounts (multipart, with a picture) and says what is missing as the client names it', async () => {
    const missing = await visitor.form('POST', '/api/create-account', { ...accountFields(), country: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]).toMatchObject({ path: 'country', msg: expect.any(String) });

    for (const fields of [ownerFields, renterFields]) {
      const res = await visitor.form('POST', '/api/create-account', fields, { image: png('me.png') });
      expect(res.status).toBe(201);
      expect(res.body.message).toEqual(expect.any(String));
    }
  });

  it("signs in with a token that lasts a working day, not the web app's 15 minutes", async () => {
    const res = await owner.json('POST', '/api/login', { email: ownerFields.email, password: ownerFields.password });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(OLD_SITE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.body.user).toMatchObject({ id: expect.any(String), first_name: 'Olu', email: ownerFields.email });
    owner.token = res.body.token;
    ownerId = res.body.user.id;
    const { iat, exp } = claimsOf(owner.token!);
    expect(exp - iat).toBe(8 * 3600);

    const web = await app
      .client()
      .gql('mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }', {
        e: renterFields.email,
        p: renterFields.password,
      });
    const webClaims = claimsOf(web.data!.login.accessToken);
    expect(webClaims.exp - webClaims.iat).toBe(15 * 60);

    const renterLogin = await renter.json('POST', '/api/login', {
      email: renterFields.email,
      password: renterFields.password,
    });
    renter.token = renterLogin.body.token;
    renterId = renterLogin.body.user.id;
    const adminLogin = await admin.json('POST', '/api/login', ADMIN);
    expect(adminLogin.body.user.role).toBe('Admin');
    admin.token = adminLogin.body.token;
  });

  it('looks the user up by e-mail (the 1 s poll), and answers the text Unauthorized without a token', async () => {
    const me = await owner.json('GET', `/api/get-user-by-email/${encodeURIComponent(ownerFields.email)}`);
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: ownerId, first_name: 'Olu', city: 'Ikeja' });
    const signedOut = await visitor.json('GET', `/api/get-user-by-email/${encodeURIComponent(ownerFields.email)}`);
    expect(signedOut.body).toBe('Unauthorized');
  });

  it('updates the profile (multipart, empty password = unchanged) and asks for the reset e-mail', async () => {
    const { password: _, ...profile } = ownerFields;
    const res = await owner.form(
      'PUT',
      `/api/update-account/${ownerId}`,
      { ...profile, user_name: 'olu.tools', password: '', userId: ownerId },
      { image: png('new-me.png') },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your account has been updated');
    for (const path of ['/api/user-request-password-token', '/api/request-password-token']) {
      const asked = await visitor.json('POST', path, { email: uniqueEmail('nobody') }, { token: false });
      expect(asked.status, path).toBe(200);
      expect(asked.body.message, path).toMatch(/If an account exists/);
    }
    const bad = await visitor.json('POST', '/api/request-password-token', { email: 'not an address' });
    expect(bad.body.errors[0].path).toBe('email');
  });
});

describe('categories and listing a tool', () => {
  it('lets the administrator add and rename a category (multipart name, image)', async () => {
    const added = await admin.form('POST', '/api/add-rental-category', { name: 'Power tools' }, { image: png() });
    expect(added.status).toBe(201);
    categoryId = added.body.category.id;
    const renamed = await admin.form('PUT', `/api/update-rental-category/${categoryId}`, { name: 'Power Tools' });
    expect(renamed.status).toBe(200);
    const list = await visitor.json('GET', '/api/all-rental-categories');
    expect(list.body.allCategories).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: categoryId, name: 'Power Tools' })]),
    );
  });

  const listing = () => ({
    name: 'Makita hammer drill',
    description: 'With a case of bits.',
    price: '4.35',
    item_status: 'Available',
    rental_circle: 'daily',
    categoryId,
  });
  const photos = () => ({
    cover_image: png('cover.png'),
    image1: png('1.png'),
    image2: png('2.png'),
    image3: png('3.png'),
    image4: png('4.png'),
  });

  it("lists a tool with exactly the add form's fields: the pickup place is the owner's profile", async () => {
    const res = await owner.form('POST', `/api/user/${ownerId}/add-rental`, listing(), photos());
    expect(res.status).toBe(201);
    expect(res.body.rental).toMatchObject({
      name: 'Makita hammer drill',
      price: '4.35',
      item_status: 'Available',
      rental_circle: 'daily',
      categoryId,
      userId: ownerId,
      country: ownerFields.country,
      state: 'Lagos',
      city: 'Ikeja',
      category: { name: 'Power Tools' },
    });
    expect(res.body.rental.image4).toMatch(/^\/uploads\//);
    toolId = res.body.rental.id;
  });

  it('names invalid fields as the form sent them, under errors[0].msg and error', async () => {
    const bad = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      { ...listing(), price: '12.345', categoryId: '' },
      { cover_image: png() },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['categoryId', 'price']);
    expect(bad.body.error).toBe(bad.body.message);
    const unknownCategory = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      { ...listing(), categoryId: '00000000-0000-0000-0000-000000000000' },
      { cover_image: png() },
    );
    expect(unknownCategory.body.errors).toEqual([
      { path: 'categoryId', msg: 'Please choose a category from the list' },
    ]);
  });

  it('says in plain words what to add when neither the form nor the profile has the place', async () => {
    const noCity = browser();
    const fields = accountFields({ city: '' });
    await visitor.form('POST', '/api/create-account', fields);
    const login = await noCity.json('POST', '/api/login', { email: fields.email, password: fields.password });
    noCity.token = login.body.token;
    const res = await noCity.form('POST', `/api/user/${login.body.user.id}/add-rental`, listing(), {
      cover_image: png(),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'city', msg: 'Add the city where the tool is picked up, or set it in your profile' },
    ]);

    const nowhere = browser();
    const user = await buildUser(app.database.db, { country: null, state: null, city: null, address: null });
    nowhere.token = (
      await nowhere.json('POST', '/api/login', { email: user.email, password: DEFAULT_PASSWORD })
    ).body.token;
    const none = await nowhere.form('POST', `/api/user/${user.id}/add-rental`, listing(), { cover_image: png() });
    expect(none.body.message).toBe('Add the country and city where the tool is picked up, or set them in your profile');
    expect(none.body.errors.map((e: { path: string }) => e.path)).toEqual(['country', 'city']);
  });

  it('reports a bad price over GraphQL from its argument: `input.price`', async () => {
    const client = app.client();
    client.token = owner.token;
    const res = await client.gqlUpload(
      'mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) { id } }',
      { input: { name: 'Saw', price: '1.001', categoryId, country: 'Nigeria', city: 'Ikeja' } },
      { coverImage: png() },
    );
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.price', msg: 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50' },
    ]);
  });

  it('lists my rentals, edits the tool (multipart, or JSON for the rating) and reads it back', async () => {
    const mine = await owner.json('GET', `/api/user/${ownerId}/rentals/my-rentals`);
    expect(mine.body.rentals.map((r: { id: string }) => r.id)).toEqual([toolId]);
    const edited = await owner.form(
      'PUT',
      `/api/update-rental/${toolId}`,
      { ...listing(), rating: '0', userId: ownerId },
      { cover_image: png('new-cover.png') },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Your tool is now available for rent');
    const rated = await owner.json('PUT', `/api/update-rental/${toolId}`, { rating: 5 });
    expect(rated.status).toBe(200);
    const tool = await visitor.json('GET', `/api/get-tool/${toolId}`);
    expect(tool.body.tool[0].categoryId).toBe(categoryId);
  });
});

describe('paying and booking', () => {
  let paymentId: string;

  it('takes the amount as the client computes it (4.35 * 100), a fraction of a cent rounded as it shows it', async () => {
    const fraction = await renter.json('POST', '/api/payment/create-payment-intent', {
      amount: 434.5,
      userId: renterId,
    });
    expect(fraction.status).toBe(201);
    const nothing = await renter.json('POST', '/api/payment/create-payment-intent', {
      amount: 'ten',
      userId: renterId,
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors[0]).toMatchObject({ path: 'amount' });

    const intent = await renter.json('POST', '/api/payment/create-payment-intent', {
      amount: 4.35 * 100,
      userId: renterId,
    });
    expect(intent.status).toBe(201);
    expect(intent.body).toEqual({ clientSecret: expect.any(String), paymentId: expect.any(String) });
    paymentId = intent.body.paymentId;
    // The card step happens between the browser and the card processor (here the test provider).
    expect((await payCard(app.client(), intent.body.clientSecret)).body.status).toBe('succeeded');
    const confirmed = await renter.json('PUT', `/api/payment/confirm-payment/${paymentId}`, {
      paymentIntentId: 'pi_from_the_browser',
      amount: 4.35 * 100,
      userId: renterId,
    });
    expect(confirmed.status).toBe(200);
  });

  it('books with the booking entity as body, and answers every key the client reads', async () => {
    const res = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      booking_code: 'LT123456',
      name: 'Makita hammer drill',
      description: 'With a case of bits.',
      price: '4.35',
      rating: 0,
      payment: 4.35,
      booking_status: '',
      authorization: 'Authorized',
      period: 1,
      returned_status: 'null',
      rental_circle: 'daily',
      country: ownerFields.country,
      state: 'Lagos',
      city: 'Ikeja',
      address: '4 Allen Avenue',
      start_date: dayFromNow(10),
      start_time: '9.00 AM',
      end_date: dayFromNow(11),
      end_time: '9.00 AM',
      pickup_date: '',
      rental_id: toolId,
      categoryId,
      image: '/uploads/cover.png',
      user: renterId,
      quantity: 1,
      toolOwnerId: ownerId,
    });
    expect(res.status).toBe(201);
    bookingId = res.body.rental.id;
    expect(res.body.rental).toMatchObject({
      id: expect.any(String),
      booking_code: expect.stringMatching(/^LT\d{6}$/),
      name: 'Makita hammer drill',
      description: 'With a case of bits.',
      rating: null,
      price: '4.35',
      payment: '4.35',
      address: '4 Allen Avenue',
      googleMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        `4 Allen Avenue, Ikeja, Lagos, ${ownerFields.country}`,
      )}`,
      toolOwnerId: ownerId,
      start_time: '9.00 AM',
    });

    // The processing page's side calls: tell the owner, without a token and then with one.
    const told = await visitor.json(
      'POST',
      '/api/send-notification',
      { toolOwner_id: ownerId, bookingName: 'Makita hammer drill' },
      { token: false },
    );
    expect(told.status).toBe(200);
    const noted = await renter.json('POST', `/api/user/${ownerId}/notifications/add-notification`, {
      message: 'Your tool has just been booked',
      userId: ownerId,
    });
    expect(noted.status).toBe(201);
    const missing = await visitor.json('POST', '/api/send-notification', { bookingName: 'x' }, { token: false });
    expect(missing.body.errors[0].path).toBe('toolOwner_id');
  });

  it('lists the booking for its owner and its renter with the keys the pages read', async () => {
    for (const [who, url] of [
      [owner, '/api/rentalBookings/my-bookings'],
      [renter, `/api/rentalBookings/${renterId}/my-bookings`],
    ] as const) {
      const res = await who.json('GET', url);
      const booking = res.body.bookings.find((b: { id: string }) => b.id === bookingId);
      expect(booking, url).toMatchObject({
        description: 'With a case of bits.',
        rating: null,
        googleMap: expect.stringContaining('query=4%20Allen%20Avenue%2C%20Ikeja'),
        quantity: 1,
        toolOwnerId: ownerId,
      });
    }
  });
});

describe('messages, replies and their e-mail', () => {
  let messageId: string;

  it('sends a message, lists it, and e-mails the owner when the tokenless notification asks', async () => {
    const sent = await renter.json('POST', `/api/rentalBookings/${bookingId}/send-message`, {
      message: 'Is the battery charged?',
      userId: renterId,
    });
    expect(sent.status).toBe(201);
    const list = await renter.json('GET', `/api/messaging/${bookingId}/my-messages`);
    expect(list.body.messaging).toEqual([
      expect.objectContaining({ message: 'Is the battery charged?', user: { id: renterId, first_name: 'Rita' } }),
    ]);
    messageId = list.body.messaging[0].id;

    const notify = await visitor.json(
      'POST',
      '/api/send-messaging-notification',
      { userId: ownerId },
      { token: false },
    );
    expect(notify.status).toBe(200);
    expect(notify.body.message).toEqual(expect.any(String));
    const mail = await smtp.waitFor((m) => m.to.includes(ownerFields.email) && m.subject.startsWith('New message'));
    expect(mail.text).toContain('Is the battery charged?');
    // Once per conversation every ten minutes, whoever asks and whatever they send.
    await visitor.json(
      'POST',
      '/api/send-messaging-notification',
      { userId: ownerId, email: 'someone.else@example.com', message: 'Buy now' },
      { token: false },
    );
    expect(await unreadMailsTo(ownerFields.email)).toBe(1);
    expect(await unreadMailsTo('someone.else@example.com')).toBe(0);
  });

  it('replies, lists replies, and e-mails the renter only while the reply is unread', async () => {
    const reply = await owner.json('POST', `/api/user/${ownerId}/messaging/${messageId}/send-reply`, {
      message: 'Fully charged.',
    });
    expect(reply.status).toBe(201);
    const replies = await owner.json('GET', `/api/replies/${messageId}/my-replies`);
    expect(replies.body.replies).toEqual([
      expect.objectContaining({ message: 'Fully charged.', user: { id: ownerId, first_name: 'Olu' } }),
    ]);
    // The owner wrote last: nothing unread for them, so nothing to e-mail.
    await visitor.json('POST', '/api/send-messaging-notification', { userId: ownerId }, { token: false });
    expect(await unreadMailsTo(ownerFields.email)).toBe(1);
    await visitor.json('POST', '/api/send-messaging-notification', { userId: renterId }, { token: false });
    expect(await unreadMailsTo(renterFields.email)).toBe(1);
    const bad = await visitor.json('POST', '/api/send-messaging-notification', { userId: 'me' }, { token: false });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('userId');
  });
});

describe('the return and the review', () => {
  it('confirms the return with the fields the page sends, then the renter reviews it', async () => {
    // A rental that has started (the old client has no pickup step).
    const past = await buildBooking(app.database.db, {
      tool: { id: toolId },
      renter: { id: renterId },
      startsAt: new Date(Date.now() - 3 * 86_400_000),
      endsAt: new Date(Date.now() - 2 * 86_400_000),
    });
    const returned = await owner.json('PUT', `/api/user/${ownerId}/rentalBookings/update-booking/${past.id}`, {
      name: 'Makita hammer drill',
      authorization: 'Authorized',
      returned_status: 'Returned',
    });
    expect(returned.status).toBe(200);
    expect(returned.body.booking).toMatchObject({ authorization: 'Authorized', returned_status: 'Returned' });

    const noBooking = await renter.json('POST', `/api/user/${renterId}/reviews/add-review`, { rating: 5 });
    expect(noBooking.body.errors[0].path).toBe('rentalBooking_id');
    const review = await renter.json('POST', `/api/user/${renterId}/reviews/add-review`, {
      rentalBooking_id: past.id,
      userId: renterId,
      rating: 5,
      rental_id: toolId,
      comment: 'Worked like new.',
    });
    expect(review.status).toBe(201);
    expect(review.body.message).toEqual(expect.any(String));
    // Hidden until the owner reviews the renter too (or the 14 days end): then both are published.
    const hidden = await visitor.json('GET', '/api/rentalBookings/get-review');
    expect(hidden.body.reviews.some((r: { comment: string }) => r.comment === 'Worked like new.')).toBe(false);
    // (The old client has no page for it: the owner reviews on the new site, through GraphQL.)
    const answered = await owner.json('POST', '/graphql', {
      query: 'mutation($b: ID!) { addReview(bookingId: $b, rating: 5) { id } }',
      variables: { b: past.id },
    });
    expect(answered.body.errors).toBeUndefined();
    const reviews = await visitor.json('GET', '/api/rentalBookings/get-review');
    expect(reviews.body.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          comment: 'Worked like new.',
          rating: 5,
          user: { id: renterId, first_name: 'Rita' },
          rentalBookings: { id: past.id },
        }),
      ]),
    );
    const history = await renter.json('GET', `/api/rentalBookings/${renterId}/my-bookings`);
    expect(history.body.bookings.find((b: { id: string }) => b.id === bookingId).rating).toBe(5);
  });
});

describe('expo registration and sponsorship', () => {
  const place = { country: 'Nigeria', state: 'FCT', city: 'Abuja', address: '1 Expo Road' };

  it('registers a participant without a token and resends the confirmation', async () => {
    const email = uniqueEmail('guest');
    const res = await visitor.json(
      'POST',
      '/api/register',
      {
        title: 'Mrs.',
        gender: 'Female',
        first_name: 'Ngozi',
        last_name: 'Eze',
        phone: '+234 802 000 0000',
        year: '2026',
        email,
        ...place,
      },
      { token: false },
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toEqual(expect.any(String));
    const again = await visitor.json('POST', '/api/send-participant-email-notification', { email }, { token: false });
    expect(again.body.message).toEqual(expect.any(String));
  });

  const sponsorship = (overrides: Record<string, string> = {}) => ({
    company: 'Acme Beauty Ltd',
    phone: '+234 803 000 0000',
    email: uniqueEmail('sponsor'),
    ...place,
    category: 'GOLD',
    year: '2026',
    ...overrides,
  });

  it('takes a sponsorship (multipart, with a logo) and says why one is refused under error and errors', async () => {
    const fields = sponsorship();
    const res = await visitor.form('POST', '/api/sponsorship-registration', fields, { image: png('logo.png') });
    expect(res.status).toBe(201);
    const resent = await visitor.json('POST', '/api/send-sponsor-email-notification', { email: fields.email });
    expect(resent.status).toBe(200);

    const notAnImage = await visitor.form('POST', '/api/sponsorship-registration', sponsorship(), {
      image: { data: Buffer.from('%PDF-1.4 not a logo'), name: 'logo.png', type: 'image/png' },
    });
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.body.error).toBe('The logo must be a PNG, JPEG or WebP image');
    expect(notAnImage.body.errors[0]).toEqual({ path: 'image', msg: 'The logo must be a PNG, JPEG or WebP image' });

    const unknownPackage = await visitor.form(
      'POST',
      '/api/sponsorship-registration',
      sponsorship({ category: 'DIAMOND' }),
    );
    expect(unknownPackage.body.error).toMatch(/Please choose one of the sponsorship packages/);
    expect(unknownPackage.body.errors[0].path).toBe('category');
  });

  it("answers the old admin page's send-message (account fields and a picture) with what to send instead", async () => {
    const { password: _, ...fields } = accountFields();
    const res = await admin.form('POST', '/api/send-message', { ...fields, password: 'x' }, { image: png() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/send receivers .*subject and message/);
    expect(res.body.message).toContain('All Users');
  });
});

describe("the administrator's lists", () => {
  it('lists users, participants, sponsors, bookings and categories with their keys', async () => {
    const users = await admin.json('GET', '/api/all-users');
    expect(users.body).toMatchObject({ users: expect.any(Array), total: expect.any(Number) });
    expect(users.body.users.map((u: { email: string }) => u.email)).toEqual(
      expect.arrayContaining([ownerFields.email, renterFields.email]),
    );
    const participants = await admin.json('GET', '/api/all-participants');
    expect(participants.body).toMatchObject({ participants: [expect.any(Object)], total: 1 });
    const sponsors = await admin.json('GET', '/api/all-sponsors');
    expect(sponsors.body).toMatchObject({ sponsors: [expect.any(Object)], total: 1 });
    const bookings = await admin.json('GET', '/api/all-bookings');
    expect(bookings.body.bookings.find((b: { id: string }) => b.id === bookingId)).toMatchObject({
      googleMap: expect.any(String),
      description: 'With a case of bits.',
    });
    const categories = await admin.json('GET', '/api/all-rental-categories');
    expect(categories.body.allCategories.length).toBeGreaterThan(0);
    // Query-string names are the caller's too.
    const badPage = await admin.json('GET', '/api/all-users?page=1&pageSize=x');
    expect(badPage.body.errors[0].path).toBe('pageSize');
  });
});

describe('the end of a long REST session', () => {
  const alive = (client: OldClient, email: string) =>
    client.json('GET', `/api/get-user-by-email/${encodeURIComponent(email)}`).then((r) => r.body !== 'Unauthorized');

  it('ends at once on logout (the refresh token from the cookie, as the client sends it)', async () => {
    const refreshToken = renter.http.cookies.get('refreshToken');
    expect(refreshToken).toBeDefined();
    expect(await alive(renter, renterFields.email)).toBe(true);
    const out = await renter.json('POST', '/api/logout', { refreshToken });
    expect(out.status).toBe(200);
    expect(await alive(renter, renterFields.email)).toBe(false);
  });

  it('ends at once when the password is changed elsewhere, and on a password reset', async () => {
    const fields = accountFields();
    await visitor.form('POST', '/api/create-account', fields);
    const here = browser();
    const there = browser();
    for (const client of [here, there])
      client.token = (
        await client.json('POST', '/api/login', { email: fields.email, password: fields.password })
      ).body.token;
    const userId = (await here.json('GET', `/api/get-user-by-email/${encodeURIComponent(fields.email)}`)).body.user.id;
    const changed = await here.form('PUT', `/api/update-account/${userId}`, {
      password: 'a brand new password',
      current_password: fields.password,
    });
    expect(changed.status).toBe(200);
    expect(await alive(there, fields.email)).toBe(false);
    expect(await alive(here, fields.email)).toBe(true);

    await visitor.json('POST', '/api/request-password-token', { email: fields.email }, { token: false });
    const mail = await smtp.waitFor((m) => m.to.includes(fields.email) && m.subject.includes('reset your password'));
    const token = decodeURIComponent(/user-reset-password\?token=([\w%-]+)/.exec(mail.text)![1]!);
    const reset = await visitor.json('POST', '/api/reset-password', { token, newPassword: 'x', userId });
    expect(reset.body.errors[0].path).toBe('newPassword');
    const done = await visitor.json('POST', '/api/reset-password', { token, newPassword: 'my reset password', userId });
    expect(done.status).toBe(200);
    expect(await alive(here, fields.email)).toBe(false);
  });
});

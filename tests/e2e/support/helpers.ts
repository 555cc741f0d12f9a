import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { encodePng, twoByTwoPng, type Rgb } from '../../../api/src/test/png.js';
import type { SmtpSink } from '../../../api/src/test/smtp-sink.js';

/** What every journey shares: accounts through the public API, sign-in, GraphQL calls, axe, images. */

export const PASSWORD = 'journey pass 2026';

/** A small real PNG (2x2): each row a pixel of `left`, then one of `right`; different colours, different files. */
export const png = (left: Rgb, right: Rgb = left): Buffer => twoByTwoPng(left, right);

export const photo = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(colour),
});

/** A camera-sized photo (1600 x 1200, one colour): wider and taller than a phone's screen. */
export const bigPhoto = (name: string, [r, g, b]: [number, number, number]) => {
  const row = Buffer.alloc(1 + 1600 * 3);
  for (let x = 0; x < 1600; x++) row.set([r, g, b], 1 + x * 3);
  return { name, mimeType: 'image/png', buffer: encodePng(1600, 1200, Buffer.concat(Array(1200).fill(row))) };
};

/** axe finds nothing serious or critical on the page (outside `exclude`, a selector). */
export async function expectNoSeriousAxeViolations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export async function apiToken(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

export async function graphql<T>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/**
 * Registers a participant through the old client's form and answers their registration code, read from the
 * confirmation e-mail: the form's answer names no registration, as it reads the same for an address
 * registered already.
 */
export async function registerParticipant(
  request: APIRequestContext,
  smtp: SmtpSink,
  fields: { first_name: string; last_name: string; email: string } & Record<string, string>,
): Promise<{ code: string }> {
  const response = await request.post('/api/register', {
    data: { phone: '+234 802 000 1111', country: 'Nigeria', ...fields },
  });
  expect(response.status()).toBe(201);
  const email = fields.email.toLowerCase();
  const code = /AIB\d\d-[A-Z0-9]{6}/;
  const mail = await smtp.waitFor((m) => m.to.includes(email) && code.test(m.subject));
  return { code: code.exec(mail.subject)![0] };
}

export async function createAccount(request: APIRequestContext, firstName: string, email: string) {
  const response = await request.post('/api/create-account', {
    multipart: {
      first_name: firstName,
      last_name: 'Tester',
      email,
      phone: '+234 803 000 0000',
      country: 'Nigeria',
      state: 'Lagos',
      city: 'Ikeja',
      password: PASSWORD,
    },
  });
  expect(response.ok()).toBe(true);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/user-login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Your account' });

/** A unique suffix, so journeys on one server never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** YYYY-MM-DD `days` from today in the marketplace's zone (Africa/Lagos, UTC+1). */
export const dayFromNow = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A rental category made by the administrator (`adminToken`); answers its id. */
export async function createCategory(request: APIRequestContext, adminToken: string, name: string): Promise<string> {
  const { createRentalCategory } = await graphql<{ createRentalCategory: { id: string } }>(
    request,
    adminToken,
    'mutation($name: String!) { createRentalCategory(name: $name) { id } }',
    { name },
  );
  return createRentalCategory.id;
}

export const IKEJA = { country: 'Nigeria', state: 'Lagos', city: 'Ikeja', address: '4 Allen Avenue' };

/** Lists a tool for the owner (`token`) over GraphQL with a cover picture; answers its id. */
export async function listTool(
  request: APIRequestContext,
  token: string,
  tool: { categoryId: string; name: string; price: string },
  cover: ReturnType<typeof photo>,
  place: Record<string, string> = IKEJA,
  /** A second photo (image1), for the gallery's Next. */
  second?: ReturnType<typeof photo>,
): Promise<string> {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query:
          'mutation($input: ToolInput!, $cover: Upload, $second: Upload) { createTool(input: $input, coverImage: $cover, image1: $second) { id } }',
        variables: { input: { ...tool, ...place }, cover: null, second: null },
      }),
      // Names, not "0": integer-like keys would be sent first, before the map the spec requires.
      map: JSON.stringify({ cover: ['variables.cover'], ...(second ? { second: ['variables.second'] } : {}) }),
      cover,
      ...(second ? { second } : {}),
    },
  });
  const body = (await response.json()) as { data?: { createTool: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.createTool.id;
}

/** A booking period from `startDay` to `endDay` days from now, 9.00 AM to 9.00 AM. */
export const period = (startDay: number, endDay: number) => ({
  startDate: dayFromNow(startDay),
  startTime: '09:00',
  endDate: dayFromNow(endDay),
  endTime: '09:00',
});

/** Puts one unit of the tool for the period in the renter's (`token`) cart, over GraphQL. */
export async function addToCart(request: APIRequestContext, token: string, toolId: string, p = period(10, 11)) {
  await graphql(request, token, 'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
    input: { toolId, ...p },
  });
}

/** What the cart page does, over the API: check the cart out, pay with the test card, confirm. */
export async function checkOutAndPay(request: APIRequestContext, token: string) {
  const { checkout } = await graphql<{ checkout: { id: string; clientSecret: string } }>(
    request,
    token,
    'mutation { checkout { id clientSecret } }',
  );
  const card = await request.post('/api/payment/test-provider/confirm', {
    data: {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    },
  });
  expect(card.ok()).toBe(true);
  // The renter's answer carries each booking's pickup code, which the owner types at the pickup.
  const { confirmPayment } = await graphql<{
    confirmPayment: { bookings: { id: string; code: string; pickupCode: string }[] };
  }>(request, token, 'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id code pickupCode } } }', {
    id: checkout.id,
  });
  return confirmPayment.bookings;
}

/** Fills in the cart page's card form (a test card, valid until 12/30). */
export async function fillCard(page: Page, card = '4242 4242 4242 4242') {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Pays the cart with `card`. */
export async function payWith(page: Page, card: string) {
  await fillCard(page, card);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Sets the check-in desk up on this browser (the desk page asks once per device) and waits for its guest list. */
export async function setUpDesk(page: Page, name: string, entrance: string): Promise<{ day: string }> {
  await page.goto('/admin/check-in');
  await page.getByRole('textbox', { name: 'Desk name' }).fill(name);
  await page.getByRole('textbox', { name: 'Entrance' }).fill(entrance);
  const day = page.getByRole('combobox', { name: 'Expo day' });
  await expect(day).not.toHaveValue('');
  const chosen = await day.inputValue();
  await page.getByRole('button', { name: 'Start checking in' }).click();
  await expect(page.getByText(new RegExp(`^${name} · ${entrance} · `))).toBeVisible();
  await expect(page.getByTestId('desk-list')).toContainText('Guest list updated');
  return { day: chosen };
}

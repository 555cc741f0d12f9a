import AxeBuilder from '@axe-core/playwright';
import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** What every journey shares: accounts through the public API, sign-in, GraphQL calls, axe, images. */

export const PASSWORD = 'journey pass 2026';

/** A small real PNG (2x2) of one colour, so each photo is a different file. */
export function png([r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const row = Buffer.from([0, r, g, b, r, g, b]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const photo = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: png(colour),
});

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
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

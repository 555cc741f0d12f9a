import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql } from './support/helpers.js';

const WIDTHS = [390, 800, 1280];

async function signInAsAdmin(page: Page) {
  await page.goto('/user-login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
}

/** No part of the page is wider than the window (nothing to scroll sideways). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('an admin adds a session and an exhibitor; a visitor finds them, filters the programme by kind, and follows the website', async ({
  page,
  browser,
  request,
  server,
}) => {
  // This worker's server may hold sessions of journeys that ran before this one: the empty programme
  // this journey starts from is made here.
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const before = await graphql<{ programme: { id: string }[] }>(request, token, '{ programme { id } }');
  for (const { id } of before.programme) {
    await graphql(request, token, 'mutation($id: ID!) { deleteProgrammeSession(id: $id) }', { id });
  }
  // Before anything is added, the page says the programme is to come rather than showing an empty grid.
  await page.goto('/programme');
  await expect(page.getByRole('heading', { name: 'The programme will be announced soon' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await signInAsAdmin(page);
  await page.goto('/admin/admin-dashboard');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Programme' }).click();
  await page.getByRole('link', { name: 'Add session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Session' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Workshop' });
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Braiding for beginners');
  await page.getByRole('textbox', { name: 'Title in French' }).fill('Tresses pour débutants');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Cornrows and box braids, hands on.');
  await page.getByRole('combobox', { name: 'Day' }).selectOption({ label: 'Friday 11 December' });
  await page.locator('input[name="startTime"]').fill('10:00');
  await page.locator('input[name="endTime"]').fill('09:30');
  await page.getByRole('textbox', { name: 'Room or stage', exact: true }).fill('Hall A studio');
  await page.getByRole('textbox', { name: 'Link' }).fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Add a speaker' }).click();
  await page.getByRole('group', { name: 'Speaker 1' }).getByRole('textbox', { name: 'Name' }).fill('Zara Mensah');
  await page
    .getByRole('group', { name: 'Speaker 1' })
    .getByRole('textbox', { name: 'Role and company' })
    .fill('Trichologist, Accra Hair Clinic');
  await page.getByRole('button', { name: 'Add Session' }).click();
  // Both mistakes are named under their fields, and nothing is sent.
  await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
  await expect(page.getByText('The link must be a web address starting with https:// or http://.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.locator('input[name="endTime"]').fill('11:30');
  await page.getByRole('textbox', { name: 'Link' }).fill('https://braids.example/workshop');
  await page.getByRole('button', { name: 'Add Session' }).click();
  await expect(page.getByText('Session “Braiding for beginners” added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Braiding for beginners/ })).toContainText('10:00–11:30');

  // A second session, a show on the first day, through the API.
  await graphql(
    request,
    token,
    'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }',
    {
      input: {
        kind: 'SHOW',
        title: 'Ankara runway show',
        day: '2026-12-10',
        startTime: '18:00',
        endTime: '19:30',
        room: 'Main stage',
      },
    },
  );
  // A panel with a long title, a long room name and several speakers: the admin's table still shows
  // every column on a laptop's screen (long cells wrap rather than widen the table).
  await graphql(
    request,
    token,
    'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }',
    {
      input: {
        kind: 'TALK',
        title: 'Panel: selling beauty products across AfCFTA markets, from Lagos to Dakar',
        day: '2026-12-12',
        startTime: '12:00',
        endTime: '13:00',
        room: 'Hall B seminar room (upper floor)',
        speakers: [{ name: 'Aisha Diallo' }, { name: 'Samuel Ofori' }, { name: 'Ngozi Eze-Okonkwo' }],
      },
    },
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(page.getByRole('row', { name: /AfCFTA markets/ })).toBeVisible();
  const tableScroll = page.getByRole('region', { name: 'Programme sessions' });
  expect(await tableScroll.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Exhibitors' }).click();
  await page.getByRole('link', { name: 'Add exhibitor' }).click();
  await page.getByRole('textbox', { name: 'Company' }).fill('Karité House');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Cold-pressed shea butter from Kano.');
  await page.getByRole('textbox', { name: 'Website' }).fill('https://shea-naturals.example');
  await page.getByRole('textbox', { name: 'Booth or stand' }).fill('Hall A, A12');
  await page.getByRole('combobox', { name: 'Category' }).fill('Skincare');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add Exhibitor' }).click();
  await expect(page.getByText('Exhibitor “Karité House” added.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Karité House/ })).toContainText('Hall A, A12');

  // A visitor, from the home page.
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'See the programme' }).click();
  await expect(visitor).toHaveURL(/\/programme$/);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Thursday 10 December' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Friday 11 December' })).toBeVisible();
  const workshop = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Braiding for beginners' }) });
  await expect(workshop).toContainText('10:00');
  await expect(workshop).toContainText('Zara Mensah');
  await expect(workshop.getByRole('link', { name: /More about this session/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // The page as served (before its script) carries both sessions as schema.org subEvents with the venue's offset.
  const served = await (await request.get('/programme')).text();
  expect(served).toContain('"startDate":"2026-12-11T10:00:00+01:00"');
  expect(served).toContain('"name":"Ankara runway show"');

  await visitor.getByRole('navigation', { name: 'Filter the programme' }).getByRole('link', { name: 'Shows' }).click();
  await expect(visitor).toHaveURL(/\?kind=show$/);
  await expect(visitor.getByRole('status').filter({ hasText: '1 session (shows)' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Ankara runway show' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Braiding for beginners' })).toHaveCount(0);
  await expect(
    visitor.getByRole('navigation', { name: 'Filter the programme' }).getByRole('link', { name: 'Shows' }),
  ).toHaveAttribute('aria-current', 'true');
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(visitor);
    await expectNoSidewaysScroll(visitor);
  }
  await visitor.goBack();
  await expect(visitor.getByRole('heading', { name: 'Braiding for beginners' })).toBeVisible();
  // In French, the session's French title; the show, which has none, keeps its English one.
  await visitor.goto('/programme?lang=fr');
  await expect(visitor.getByRole('heading', { name: 'Tresses pour débutants' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Ankara runway show' })).toBeVisible();
  await visitor.goto('/programme?lang=en');

  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Exhibitors' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Exhibitors and sponsors' })).toBeVisible();
  const shea = visitor
    .getByRole('listitem')
    .filter({ has: visitor.getByRole('heading', { name: 'Karité House', exact: true }) });
  await expect(shea).toContainText('Hall A, A12');
  const website = shea.getByRole('link', { name: /shea-naturals\.example/ });
  await expect(website).toHaveAttribute('href', 'https://shea-naturals.example/');
  await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  for (const width of WIDTHS) {
    await visitor.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(visitor);
    await expectNoSidewaysScroll(visitor);
  }
  await visitorContext.close();
});

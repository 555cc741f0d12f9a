import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql, signIn, unique } from './support/helpers.js';

/*
 * Registration types and a waitlist: an organiser adds a masterclass pass with one place and a question;
 * a visitor registers as it, answering; the next visitor finds it full and joins its waitlist; the
 * organiser cancels the first registration, the place is offered to the second by e-mail, and its link
 * opens the form on the held place.
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

async function fillPerson(page: Page, first: string, email: string) {
  await textbox(page, 'First name').fill(first);
  await textbox(page, 'Last name').fill('Adeyemi');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone').fill('+234 803 555 0142');
  await combobox(page, 'Country').fill('Nigeria');
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
}

test('a full registration type offers its waitlist, and a freed place goes to the first in line', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const name = `Masterclass pass ${id}`;
  const [first, second] = [`first.${id}@example.com`, `second.${id}@example.com`];

  // The organiser adds the type: one place, a question.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/registration-types');
  await page.getByRole('link', { name: 'Add type' }).click();
  await textbox(page, 'Name').fill(name);
  await textbox(page, 'Name in French').fill(`Pass masterclass ${id}`);
  await page.getByRole('spinbutton', { name: 'Places' }).fill('1');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: 'Question', exact: true }).fill('Salon name');
  await question.getByRole('checkbox', { name: 'Required' }).check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add Type' }).click();
  await expect(page.getByText(`Type “${name}” added.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name }).first();
  await expect(row).toContainText('0 of 1 taken');

  // A visitor registers as it, answering its question.
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/registration');
  await visitor.getByRole('radio', { name }).check();
  await fillPerson(visitor, 'Kemi', first);
  await visitor.getByRole('button', { name: 'REGISTER' }).click();
  await expect(textbox(visitor, 'Salon name')).toBeFocused();
  await textbox(visitor, 'Salon name').fill('Kemi Beauty Lounge');
  await visitor.getByRole('button', { name: 'REGISTER' }).click();
  await expect(visitor).toHaveURL(/\/registration-success$/);
  await server.smtp.waitFor((m) => m.to.includes(first) && /your registration/.test(m.subject));

  // The next one finds it full and joins the waitlist.
  await visitor.goto('/registration');
  const full = visitor.getByRole('radio', { name });
  await expect(visitor.getByText('Full: join the waitlist below')).toBeVisible();
  await full.check();
  await expect(visitor.getByRole('heading', { name: `${name} is full` })).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  await textbox(visitor, 'First name').fill('Tobi');
  await textbox(visitor, 'Last name').fill('Adeyemi');
  await textbox(visitor, 'Email').fill(second);
  await visitor.getByRole('button', { name: 'JOIN THE WAITLIST' }).click();
  await expect(visitor.getByRole('status')).toContainText(`You are on the waitlist for ${name}`);

  // The organiser sees the place taken and the person waiting, then cancels the first registration.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText('1 of 1 taken');
  const numbers = page.getByRole('region', { name: 'In numbers' });
  const counted = numbers.getByRole('row').filter({ hasText: name });
  // Registered 1, awaiting approval 0, checked in 0, waiting 1, offers open 0, cancelled 0, paid 0, paying 0, no revenue.
  await expect(counted.getByRole('cell')).toHaveText([name, '1', '0', '0', '1', '0', '0', '0', '0', '–', /^Details/]);
  await page.getByRole('row').filter({ hasText: name }).first().getByRole('link').click();
  const waitlist = page.getByRole('region', { name: 'Waitlist', exact: true });
  await expect(waitlist).toContainText(second);
  await expect(waitlist).toContainText('Waiting');
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const found = await graphql<{ adminParticipants: { items: { id: string }[] } }>(
    request,
    token,
    'query($search: String) { adminParticipants(search: $search) { items { id } } }',
    { search: first },
  );
  await graphql(request, token, 'mutation($id: ID!) { cancelParticipant(id: $id, reason: "Cannot come") { id } }', {
    id: found.adminParticipants.items[0]!.id,
  });

  // The place is offered to the one waiting; the e-mail's link opens the form on it.
  const offer = await server.smtp.waitFor((m) => m.to.includes(second) && m.text.includes('Register with my place'));
  const link = /https?:\/\/\S+\/registration\?offer=[A-Za-z0-9_%-]+/.exec(offer.text)![0];
  await visitor.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(visitor.getByRole('heading', { name: `A place as ${name} is held for you` })).toBeVisible();
  await expect(textbox(visitor, 'Email')).toHaveValue(second);
  await expect(textbox(visitor, 'First name')).toHaveValue('Tobi');
  await textbox(visitor, 'Phone').fill('+234 803 555 0143');
  await combobox(visitor, 'Country').fill('Nigeria');
  await visitor.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
  await textbox(visitor, 'Salon name').fill('Tobi Nails');
  await visitor.getByRole('button', { name: 'REGISTER' }).click();
  await expect(visitor).toHaveURL(/\/registration-success$/);

  await page.reload();
  await expect(waitlist).toContainText('Registered');
  await page.getByRole('link', { name: 'Registration types' }).first().click();
  // The one who took the offered place is registered; the first is cancelled.
  await expect(counted.getByRole('cell')).toHaveText([name, '1', '0', '0', '0', '0', '1', '0', '0', '–', /^Details/]);
  await visitorContext.close();

  // A limit for the last day: the per-day table shows it and the places left; removed again, for later journeys.
  const limits = page.getByRole('region', { name: 'Limits per day' });
  const lastDay = limits.getByRole('form').last();
  const limit = lastDay.getByRole('textbox', { name: /^Limit of people on/ });
  await limit.fill('50,000');
  await lastDay.getByRole('button', { name: 'Save limit' }).click();
  await expect(lastDay.getByRole('status')).toContainText('admits 50,000 people');
  const dayRow = numbers
    .getByRole('table', { name: 'Registrations and arrivals per expo day' })
    .getByRole('row')
    .last();
  await expect(dayRow).toContainText('50,000');
  await expectNoSeriousAxeViolations(page);
  await limit.fill('');
  await lastDay.getByRole('button', { name: 'Save limit' }).click();
  await expect(lastDay.getByRole('status')).toContainText('has no limit of its own now');
  await expect(dayRow).toContainText('None');

  // Later journeys of this server see the form as it was.
  const types = await graphql<{ adminRegistrationTypes: { id: string; name: string; days: string[] }[] }>(
    request,
    token,
    '{ adminRegistrationTypes { id name days } }',
  );
  const created = types.adminRegistrationTypes.find((t) => t.name === name)!;
  await graphql(
    request,
    token,
    'mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { id } }',
    { id: created.id, input: { name, days: created.days, capacity: 2, hidden: true } },
  );
});

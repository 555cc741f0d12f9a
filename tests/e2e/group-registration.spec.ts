import type { Locator, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, signIn, unique } from './support/helpers.js';

/*
 * A company's contact registers two of their staff on the group form (adding a third person and removing
 * them again); each attendee gets their own confirmation naming who registered them, the contact a
 * summary; the organiser finds the group on one attendee's record and goes to the other's.
 */

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function fillAttendee(section: Locator, first: string, last: string, email: string) {
  await textbox(section, 'First name').fill(first);
  await textbox(section, 'Last name').fill(last);
  await textbox(section, 'Email').fill(email);
}

test('a contact registers their staff together; each gets their own confirmation; the organiser sees the group', async ({
  page,
  browser,
  server,
}) => {
  const id = unique();
  const contactEmail = `ngozi.${id}@example.com`;
  const staff = [
    { first: 'Adaeze', last: `Okafor ${id}`, email: `adaeze.${id}@example.com` },
    { first: 'Tunde', last: `Bello ${id}`, email: `tunde.${id}@example.com` },
  ];
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/registration');
  await visitor.getByRole('link', { name: 'Register them together' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Register a group for AIBEx 2026' })).toBeVisible();

  const contact = visitor.getByRole('group', { name: 'Your details' });
  await fillAttendee(contact, 'Ngozi', 'Eze', contactEmail);
  await textbox(contact, 'Phone').fill('+234 803 555 0100');
  await textbox(contact, 'Company or organisation').fill(`Glow Cosmetics ${id}`);
  await contact.getByRole('combobox', { name: 'Country', exact: true }).fill('Nigeria');
  await visitor.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();

  await fillAttendee(
    visitor.getByRole('region', { name: 'Attendee 1' }),
    staff[0]!.first,
    staff[0]!.last,
    staff[0]!.email,
  );
  await visitor.getByRole('button', { name: 'Add another person' }).click();
  await expect(visitor.getByRole('heading', { name: 'Attendee 2' })).toBeFocused();
  await fillAttendee(
    visitor.getByRole('region', { name: 'Attendee 2' }),
    staff[1]!.first,
    staff[1]!.last,
    staff[0]!.email,
  );
  await visitor.getByRole('button', { name: 'Add another person' }).click();
  await visitor.getByRole('button', { name: 'Remove Attendee 3' }).click();
  await expect(visitor.getByRole('region', { name: 'Attendee 3' })).toHaveCount(0);

  // The same address twice is caught under the second attendee's field.
  await visitor.getByRole('button', { name: 'REGISTER 2 PEOPLE' }).click();
  const secondEmail = textbox(visitor.getByRole('region', { name: 'Attendee 2' }), 'Email');
  await expect(secondEmail).toBeFocused();
  await expect(secondEmail).toHaveAccessibleDescription(/each attendee needs their own/);
  for (const width of [390, 800, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await expectNoSeriousAxeViolations(visitor);
  await secondEmail.fill(staff[1]!.email);
  await visitor.getByRole('button', { name: 'REGISTER 2 PEOPLE' }).click();

  await expect(visitor.getByRole('heading', { level: 1, name: 'Check the inboxes' })).toBeVisible();
  for (const person of staff) {
    await expect(visitor.getByRole('listitem').filter({ hasText: person.email })).toContainText(
      `${person.first} ${person.last}`,
    );
  }
  await expectNoSeriousAxeViolations(visitor);

  // Each attendee's own confirmation names who registered them; the contact gets the summary.
  for (const person of staff) {
    const mail = await server.smtp.waitFor((m) => m.to.includes(person.email));
    expect(mail.text).toContain('Registered by: “Ngozi Eze”');
  }
  const summary = await server.smtp.waitFor((m) => m.to.includes(contactEmail));
  expect(summary.subject).toContain('your group registration of 2 people');

  // The organiser finds the group on the first attendee's record, and goes to the second's.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/all-participants?search=${encodeURIComponent(staff[0]!.email)}`);
  await page
    .getByRole('link', { name: new RegExp(staff[0]!.first) })
    .first()
    .click();
  const group = page.getByRole('region', { name: 'Registered in a group' });
  await expect(group).toContainText(`Ngozi Eze (Glow Cosmetics ${id})`);
  await expect(group).toContainText(`${staff[0]!.first} ${staff[0]!.last} (this registration)`);
  await expectNoSeriousAxeViolations(page);
  await group.getByRole('link', { name: `${staff[1]!.first} ${staff[1]!.last}` }).click();
  await expect(page.getByRole('region', { name: 'Registered in a group' })).toContainText(
    `${staff[1]!.first} ${staff[1]!.last} (this registration)`,
  );
  await visitorContext.close();
});

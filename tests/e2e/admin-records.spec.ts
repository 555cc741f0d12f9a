import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, type AppServer } from './support/fixtures.js';
import {
  apiToken,
  expectNoSeriousAxeViolations,
  graphql,
  registerParticipant as register,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * The organisers' daily corrections: the contact inbox (a visitor writes, an administrator reads,
 * replies by e-mail and marks the message handled) and the correction of a record with its reason,
 * seen on the record's history and in the audit log.
 */

const WIDTHS = [390, 800, 1280] as const;

/** axe at each of the seed's widths, back at desktop width afterwards. */
async function expectAccessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    // Nothing wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** A participant registered through the public form: the code from their e-mail, the id from the admin API. */
async function registerParticipant(request: APIRequestContext, server: AppServer, lastName: string) {
  const email = `${lastName.toLowerCase()}@example.com`;
  const { code } = await register(request, server.smtp, {
    first_name: 'Ifeoma',
    last_name: lastName,
    email,
    phone: '+234 802 000 3333',
  });
  const { adminParticipants } = await graphql<{ adminParticipants: { items: { id: string }[] } }>(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    'query($code: String) { adminParticipants(search: $code) { items { id } } }',
    { code },
  );
  return { email, id: adminParticipants.items[0]!.id, code };
}

test('a visitor’s contact message reaches the admin inbox, who replies by e-mail and marks it handled', async ({
  page,
  server,
}) => {
  const name = `Zainab${unique()}`;
  const email = `${name.toLowerCase()}@visitor.example.com`;
  await page.goto('/contact-us');
  await textbox(page, 'Your name').fill(`${name} Bello`);
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Message').fill('Can we bring a mobile salon chair to demonstrate on the stand?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/admin-dashboard');
  const inboxLink = sidebar(page).getByRole('link', { name: /^Inbox\s*\(\d+ unread messages?\)$/ });
  await expect(inboxLink).toBeVisible();
  await inboxLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Show' }).selectOption('unread');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(name.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: /of 1 message matching/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Unread' })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  await page.getByRole('link', { name: `Details of the message from ${name} Bello` }).click();
  await expect(page).toHaveURL(/\/admin\/contact-message\?id=/);
  await expect(page.getByRole('heading', { name: `From ${name} Bello` })).toBeVisible();
  await expect(page.getByText('Can we bring a mobile salon chair')).toBeVisible();
  // Opening it reads it.
  await expect(page.getByText('Read', { exact: true }).first()).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  // An empty reply is refused before anything is sent.
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Please enter your reply.')).toBeVisible();
  await page
    .getByRole('textbox', { name: /^Reply/ })
    .fill('Dear Zainab,\nYes: bring it. Each stand has a power socket.\nThe organisers');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your reply is on its way to ${email}` })).toBeVisible();
  const mail = await server.smtp.waitFor((m) => m.to.includes(email));
  expect(mail.subject).toMatch(/^Re: your message to /);
  expect(mail.text).toContain('Each stand has a power socket.');
  const replies = page.getByRole('region', { name: 'Replies' });
  await expect(replies).toContainText('Each stand has a power socket.');
  await expect(replies.getByText(/^(Sent|Queued|Sending)$/)).toBeVisible();

  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked handled' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark not handled' })).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Marked handled')).toBeVisible();
  await expect(history.getByText('Replied by e-mail')).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  await page.goto('/admin/inbox?state=handled');
  await page.getByRole('searchbox', { name: 'Search messages' }).fill(name.toLowerCase());
  await expect(page.getByRole('cell', { name: 'Handled', exact: true })).toBeVisible();
});

test('an administrator corrects a participant with a reason and sees the change and its audit entry', async ({
  page,
  request,
  server,
}) => {
  const lastName = `Eze${unique()}`;
  const participant = await registerParticipant(request, server, lastName);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/participant-details?id=${participant.id}`);
  await expect(page.getByRole('heading', { level: 2, name: `Ifeoma ${lastName}` })).toBeVisible();

  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit the participant’s details' });
  await expect(page.getByRole('heading', { name: 'Edit details' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Last name' }).fill(`${lastName}-Obi`);
  // She registered in English and asked for her e-mails in French.
  await expect(form.getByRole('combobox', { name: /^Language of their e-mails/ })).toHaveValue('EN');
  await form.getByRole('combobox', { name: /^Language of their e-mails/ }).selectOption({ label: 'Français' });
  // The reason is asked before anything is saved.
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Please give a reason: it is kept in the audit log.')).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
  await form.getByRole('textbox', { name: /^Reason for the change/ }).fill('Her married name, asked by phone');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The participant’s details are saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Ifeoma ${lastName}-Obi` })).toBeVisible();

  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByText('Edited the details')).toBeVisible();
  await expect(history.getByText('Reason: “Her married name, asked by phone”')).toBeVisible();
  const change = history.getByRole('row', { name: /Last name/ });
  await expect(change.getByRole('cell').nth(0)).toHaveText(lastName);
  await expect(change.getByRole('cell').nth(1)).toHaveText(`${lastName}-Obi`);
  const language = history.getByRole('row', { name: /E-mails in/ });
  await expect(language.getByRole('cell')).toHaveText(['en', 'fr']);
  await expect(page.getByRole('definition').filter({ hasText: /^Français$/ })).toBeVisible();

  // Cancelling asks for a reason in a dialog; the registration then shows as cancelled.
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel the registration of Ifeoma ${lastName}-Obi?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog.getByText('Please give a reason: it is kept in the audit log')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Registered twice');
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reinstate registration' })).toBeVisible();
  await expect(history.getByText('Cancelled the registration')).toBeVisible();

  // The audit log lists both, with the record linked.
  await sidebar(page).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind of record' }).selectOption('PARTICIPANT');
  const entry = page.getByRole('listitem').filter({ hasText: `Ifeoma ${lastName}-Obi (${participant.code})` });
  await expect(entry.filter({ hasText: 'Edited the details' })).toBeVisible();
  await expect(entry.filter({ hasText: 'Cancelled the registration' })).toContainText('Registered twice');
  await expectAccessibleAtEveryWidth(page);
});

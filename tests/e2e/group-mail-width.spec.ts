import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, graphql } from './support/helpers.js';

test('a group e-mail fits a 390 px phone: long links wrap, line breaks and links are kept', async ({
  page,
  request,
  server,
}) => {
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const subject = `Phone width ${Date.now()}`;
  const longLink = `https://aibex.example/programme/masterclasses/${'hair-and-make-up-'.repeat(8)}day-one`;
  await graphql(request, token, 'mutation($s: String!, $m: String!) { sendTestMail(subject: $s, message: $m) }', {
    s: subject,
    m: `Dear guests,\nthe programme is online:\n${longLink}\n\nSee you in Abuja.`,
  });
  await server.smtp.waitFor((mail) => mail.subject.includes(subject));
  const { adminOutbox } = await graphql<{ adminOutbox: { items: { htmlUrl: string }[] } }>(
    request,
    token,
    // The newest test mail: the one just sent.
    '{ adminOutbox(template: GROUP_MAIL_TEST, page: { pageSize: 1 }) { items { htmlUrl } } }',
  );

  // The stored message exactly as sent, opened on its own like a phone's mail app shows it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(adminOutbox.items[0]!.htmlUrl);
  await expect(page.getByRole('heading', { name: `[Test] ${subject}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const link = page.getByRole('link', { name: longLink });
  await expect(link).toHaveAttribute('href', longLink);
  const box = (await link.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole('link', { name: 'unsubscribe here' })).toHaveAttribute('href', /\/unsubscribe\?email=/);
  await expect(page.getByText('Dear guests,')).toBeVisible();
  expect(await page.locator('p', { hasText: 'Dear guests,' }).innerHTML()).toMatch(/Dear guests,<br>the programme/);
});

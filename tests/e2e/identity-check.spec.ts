import { ADMIN, expect, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  graphql,
  listTool,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * An ID verified by an administrator: an owner rents a tool only to renters with a verified ID; a renter
 * is told on the tool page to verify theirs, sends a photo of a passport and a selfie from My Profile;
 * an administrator compares them in the ID checks queue and approves; the renter's profile says
 * "ID verified", the tool page lets them book, and they delete the photos themselves.
 */

test('an ID verified by an administrator opens a tool that asks for one', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const ownerEmail = `owner.i.${id}@example.com`;
  const renterEmail = `renter.i.${id}@example.com`;
  await createAccount(request, 'Ireti', ownerEmail);
  await createAccount(request, 'Ngozi', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Drones ${id}`,
  );
  const owner = await apiToken(request, ownerEmail);
  const toolId = await listTool(
    request,
    owner,
    { categoryId, name: `Survey drone ${id}`, price: '80' },
    photo('drone.png', [40, 90, 160]),
  );
  await graphql(
    request,
    owner,
    'mutation($id: ID!) { updateTool(id: $id, input: { requiresIdVerification: true }) { id } }',
    {
      id: toolId,
    },
  );

  // The renter is told why they cannot book yet, and where to go.
  await signIn(page, renterEmail);
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByText('Only renters with a verified ID (checked by our administrators).')).toBeVisible();
  await page.getByRole('link', { name: 'Verify your ID' }).click();
  await expect(page).toHaveURL(/\/user\/my-profile#id-verification$/);

  const section = page.getByRole('region', { name: 'ID verification' });
  // Sending without photos names what is missing, and nothing is sent.
  await section.getByRole('button', { name: 'Send for review' }).click();
  await expect(section.getByText('Choose the kind of document.')).toBeVisible();
  await section.getByRole('combobox', { name: /Kind of document/ }).selectOption('PASSPORT');
  await section.getByLabel(/^Photo of the document/).setInputFiles(photo('passport.png', [20, 60, 120]));
  await section.getByLabel(/^Selfie/).setInputFiles(photo('selfie.png', [200, 150, 120]));
  await section.getByRole('button', { name: 'Send for review' }).click();
  await expect(section.getByText(/Your passport and selfie were sent on/)).toBeVisible();
  await expect(section.getByRole('img', { name: 'Your selfie' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The administrator compares the photos and approves.
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/id-checks');
  const check = admin.getByRole('listitem').filter({ hasText: renterEmail });
  await expect(check.getByRole('img', { name: /^Selfie of Ngozi/ })).toBeVisible();
  await expect(check.getByText('Waiting')).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  await check.getByRole('button', { name: 'Approve: ID verified' }).click();
  await expect(admin.getByText(/is ID verified; they are e-mailed/)).toBeVisible();
  await adminContext.close();

  // The renter is verified: the mark on their profile, and the tool can be booked.
  await page.reload();
  await expect(section.getByText('ID verified', { exact: true })).toBeVisible();
  await page.goto(`/tools/${toolId}`);
  await expect(page.getByRole('button', { name: 'Proceed To Booking' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verify your ID' })).toHaveCount(0);

  // They delete the photos; the verification stays.
  await page.goto('/user/my-profile');
  await section.getByRole('button', { name: 'Delete the photos now' }).click();
  await page.getByRole('button', { name: 'Delete the photos' }).click();
  await expect(section.getByText('The photos are deleted.')).toBeVisible();
  await expect(section.getByRole('img', { name: 'Your selfie' })).toHaveCount(0);
  await expect(section.getByText('ID verified', { exact: true })).toBeVisible();
});

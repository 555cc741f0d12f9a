import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  addToCart,
  apiToken,
  checkOutAndPay,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  graphql,
  listTool,
  period,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Two browsers on one booking: the renter and the owner talk in real time (no polling), the owner's
 * bell counts the booking and the message, and after the return the renter's review waits for the
 * owner's (neither reads the other's first); once both are in, both show, the renter's profile has
 * the owner's, and the renter's review shows on the
 * tool page with the new average.
 */

async function paidBooking(request: APIRequestContext, id: string) {
  const ownerEmail = `owner.m.${id}@example.com`;
  const renterEmail = `renter.m.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Welding ${id}`,
  );
  const owner = await apiToken(request, ownerEmail);
  const toolName = `Arc welder ${id}`;
  const toolId = await listTool(
    request,
    owner,
    { categoryId, name: toolName, price: '30' },
    photo('welder.png', [90, 40, 120]),
    { country: 'Nigeria', city: 'Abuja' },
  );

  const renter = await apiToken(request, renterEmail);
  await addToCart(request, renter, toolId, period(3, 4));
  const [booking] = await checkOutAndPay(request, renter);
  return { ownerEmail, renterEmail, toolId, toolName, booking: booking!, ownerToken: owner, renter };
}

test('renter and owner talk in real time; the bell counts; the review shows on the tool page', async ({
  page,
  browser,
  request,
  server,
}) => {
  const { ownerEmail, renterEmail, toolId, toolName, booking, ownerToken, renter } = await paidBooking(
    request,
    unique(),
  );

  // The renter's browser.
  await signIn(page, renterEmail);
  await page.goto(`/user/my-rental-history-details?id=${booking.id}`);
  const renterLog = page.getByRole('log', { name: 'Conversation with Olu' });
  await expect(renterLog).toBeVisible();

  // The owner's browser: the bell already counts the new booking.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, ownerEmail);
  await expect(ownerPage.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();

  // On the owner's list of bookings, a message that arrives shows on the booking's own row at once.
  await ownerPage.goto('/user/my-bookings');
  const row = ownerPage.getByRole('listitem').filter({ hasText: booking.code });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('new message');
  await graphql(
    request,
    renter,
    'mutation($id: ID!) { sendMessage(bookingId: $id, body: "Is the mask included?") { id } }',
    {
      id: booking.id,
    },
  );
  await expect(row).toContainText('1 new message');
  await ownerPage.goto(`/user/my-bookings-details?id=${booking.id}`);
  const ownerLog = ownerPage.getByRole('log', { name: 'Conversation with Rita' });
  await expect(ownerLog).toBeVisible();

  // Nothing is polled while the conversation page sits idle (once opening it has settled: it marks
  // the conversation read, and the bell follows that change).
  await ownerPage.waitForLoadState('networkidle');
  const polls: string[] = [];
  ownerPage.on('request', (r) => {
    if (r.url().includes('/graphql') || r.url().includes('/api/'))
      polls.push(`${r.method()} ${r.url()} ${r.postData() ?? ''}`);
  });
  await ownerPage.waitForTimeout(4000);
  expect(polls).toEqual([]);

  await page.getByLabel('Your message').fill('Hello Olu, can I collect it at 9?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(ownerLog.getByText('Hello Olu, can I collect it at 9?')).toBeVisible();
  await ownerPage.getByLabel('Your message').fill('Yes, 9 works. Bring your ID.');
  await ownerPage.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(renterLog.getByText('Yes, 9 works. Bring your ID.')).toBeVisible();
  // Several more, both ways: every one arrives once, in order.
  for (let i = 1; i <= 5; i++) {
    await page.getByLabel('Your message').fill(`Renter note ${i}`);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
  }
  await expect(ownerLog.getByText('Renter note 5')).toBeVisible();
  const ownerBodies = await ownerLog.locator('.message__body').allInnerTexts();
  expect(ownerBodies.filter((b) => b.startsWith('Renter note'))).toEqual(
    [1, 2, 3, 4, 5].map((i) => `Renter note ${i}`),
  );
  await expectNoSeriousAxeViolations(ownerPage);

  // The owner's notifications: the booking and the message (read once the conversation was open).
  await ownerPage.getByRole('link', { name: /^Notifications/ }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const notes = ownerPage.getByRole('list', { name: 'Notifications' });
  await expect(notes.getByText(/Your tool has just been booked/)).toBeVisible();
  await expect(notes.getByText(/New message from Rita/).first()).toBeVisible();
  await expectNoSeriousAxeViolations(ownerPage);

  // The return, then the renter's review.
  await graphql(
    request,
    ownerToken,
    'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
    { id: booking.id, code: booking.pickupCode },
  );
  await graphql(request, ownerToken, 'mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', {
    id: booking.id,
  });
  await page.reload();
  const review = page.getByRole('region', { name: `Rate and review ${toolName}` });
  await expect(review).toBeVisible();
  await review.getByRole('radio', { name: '4 stars: very good' }).check();
  await review.getByLabel('Your review').fill('Strong arc, clean welds. Owner was punctual.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Thank you for your review.')).toBeVisible();
  // Hidden until the owner reviews the renter too: neither writes knowing the other's.
  await expect(review.getByText(/^Your review is hidden until Olu reviews too, or until /)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The owner is told, reviews Rita, and both reviews are published together.
  await ownerPage.goto(`/user/my-bookings-details?id=${booking.id}`);
  const ownersReview = ownerPage.getByRole('region', { name: 'Rate and review Rita as a renter' });
  await expect(
    ownersReview.getByText('Rita has written their review. Write yours to read it', { exact: false }),
  ).toBeVisible();
  await ownersReview.getByRole('radio', { name: '5 stars: excellent' }).check();
  await ownersReview.getByLabel('Your review').fill('Careful with the welder, back on time.');
  await ownersReview.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    ownerPage.getByText("Thank you for your review. Rita's is below: both are published now."),
  ).toBeVisible();
  await expect(ownersReview.getByText('Strong arc, clean welds. Owner was punctual.')).toBeVisible();
  await expectNoSeriousAxeViolations(ownerPage);
  await page.reload();
  await expect(review.getByRole('heading', { name: "Olu's review of you" })).toBeVisible();
  await expect(review.getByText('Careful with the welder, back on time.')).toBeVisible();
  // The owner's name on the booking links to Rita's profile, with the review.
  await ownerPage.getByRole('link', { name: /^Rita / }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Rita' })).toBeVisible();
  await expect(ownerPage.getByText('Careful with the welder, back on time.')).toBeVisible();

  await page.goto(`/user/rental-details?id=${toolId}`);
  await expect(page.getByText('Rated 4.0 out of 5 from 1 review')).toBeAttached();
  const reviews = page.getByRole('region', { name: /^Reviews/ });
  await expect(reviews.getByText('Strong arc, clean welds. Owner was punctual.')).toBeVisible();
  await expect(reviews.getByText('Rita')).toBeVisible();
  await ownerContext.close();
});

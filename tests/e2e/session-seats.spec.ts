import type { APIRequestContext, Page } from '@playwright/test';
import type { SmtpSink } from '../../api/src/test/smtp-sink.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql, signIn, unique } from './support/helpers.js';

/*
 * Seats at a masterclass: the organiser gives it one seat; an attendee books it from their registration
 * page; the next finds it full and joins its line; the first gives the seat up, the seat is offered to the
 * second by e-mail, and its link's page takes it; the organiser sees where the seats stand.
 */

const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;

/** Registers a visitor through the API and answers the private link of their confirmation e-mail. */
async function registered(
  request: APIRequestContext,
  smtp: Pick<SmtpSink, 'waitFor'>,
  firstName: string,
): Promise<string> {
  const email = `seats.${firstName.toLowerCase()}.${unique()}@example.com`;
  const response = await request.post('/graphql', {
    headers: { 'apollo-require-preflight': 'true' },
    data: {
      query: REGISTER,
      variables: {
        input: { firstName, lastName: 'Okafor', email, phone: '+234 803 555 0177', country: 'Nigeria' },
      },
    },
  });
  expect(response.ok()).toBe(true);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /my-registration\?token=/.test(m.text));
  return /\/my-registration\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
}

const seatOf = (page: Page, title: string) => page.getByRole('listitem').filter({ hasText: title });

test('an attendee books the last seat of a masterclass, the next joins its line and takes the seat given up', async ({
  page,
  browser,
  request,
  server,
}) => {
  const title = `Gele tying ${unique()}`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const created = await graphql<{ createProgrammeSession: { id: string } }>(
    request,
    token,
    'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }',
    {
      input: {
        kind: 'MASTERCLASS',
        title,
        day: '2026-12-10',
        startTime: '09:00',
        endTime: '09:45',
        room: 'Studio 3',
        seats: 1,
      },
    },
  );

  // The first attendee books the one seat.
  const first = await registered(request, server.smtp, 'Adaeze');
  await page.goto(first);
  const seats = page.getByRole('region', { name: 'Seats at sessions' });
  await expect(seatOf(page, title)).toContainText('1 seat left.');
  await seatOf(page, title).getByRole('button', { name: 'Book a seat' }).click();
  await expect(seats.getByRole('alert').or(seats.getByRole('status'))).toContainText(
    `Your seat at ${title} is booked.`,
  );
  await expect(seatOf(page, title)).toContainText('You have a seat.');
  await expectNoSeriousAxeViolations(page);

  // The second finds it full and joins the line.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await second.goto(await registered(request, server.smtp, 'Bola'));
  await expect(seatOf(second, title)).toContainText('Full: join the line');
  await seatOf(second, title).getByRole('button', { name: 'Join the line' }).click();
  await expect(seatOf(second, title)).toContainText('You are number 1 in line.');

  // The first gives the seat up (asked again first): it is offered to the second by e-mail.
  await seatOf(page, title).getByRole('button', { name: 'Give up my seat' }).click();
  await seatOf(page, title)
    .getByRole('group', { name: /^Give up your seat at/ })
    .getByRole('button', { name: 'Give up my seat' })
    .click();
  await expect(seatOf(page, title)).toContainText('Full: join the line');
  const offer = await server.smtp.waitFor(
    (m) => m.text.includes(title) && /programme\/seat-offer\?token=/.test(m.text),
  );
  const link = /\/programme\/seat-offer\?token=[A-Za-z0-9_-]+/.exec(offer.text)![0];
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'A seat is held for you, Bola' })).toBeVisible();
  await expectNoSeriousAxeViolations(second);
  await second.getByRole('button', { name: 'Take my seat' }).click();
  await expect(second.getByRole('status').or(second.getByRole('alert'))).toContainText(title);
  await secondContext.close();

  // The organiser sees the seat booked and nobody in line.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/programme');
  const row = page.getByRole('table', { name: 'Seats at sessions' }).getByRole('row').filter({ hasText: title });
  // Seats 1, booked 1, offered 0, in line 0, free 0.
  await expect(row.getByRole('cell')).toHaveText([/Dec/, '09:00–09:45', title, '1', '1', '0', '0', '0', /^Details/]);

  // Later journeys see the programme without it.
  await graphql(request, token, 'mutation($id: ID!) { deleteProgrammeSession(id: $id) }', {
    id: created.createProgrammeSession.id,
  });
});

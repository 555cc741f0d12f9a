import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { RegisterGroupDocument, RegistrationTypesDocument } from '../../../gql/graphql';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { describedErrorOf, renderMockedRoutes } from '../../../test/mocked-routes';
import { GroupRegistrationPage } from './GroupRegistrationPage';
import { RegistrationSuccessPage } from './RegistrationSuccessPage';

const staff = {
  __typename: 'RegistrationType',
  id: 'id-staff',
  slug: 'stand-staff',
  name: 'Stand staff',
  nameFr: null,
  description: '',
  descriptionFr: null,
  days: ['2026-12-10'],
  placesLeft: 40,
  soldOut: false,
  saleState: 'OPEN',
  salesStartAt: null,
  isDefault: true,
  requiresCode: false,
  questions: [
    {
      __typename: 'RegistrationQuestion',
      key: 'role',
      kind: 'TEXT',
      label: 'Role on the stand',
      labelFr: null,
      required: true,
      options: [],
    },
  ],
};
const types: MockLink.MockedResponse = {
  request: { query: RegistrationTypesDocument },
  result: { data: { registrationTypes: [staff] } },
};

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
  return renderMockedRoutes(
    [
      { path: paths.groupRegistration, element: <GroupRegistrationPage /> },
      { path: paths.registrationSuccess, element: <RegistrationSuccessPage /> },
    ],
    paths.groupRegistration,
    [types, ...mocks],
  );
}

const contactSection = () => screen.getByRole('group', { name: 'Your details' });
const attendee = (n: number) => screen.getByRole('region', { name: `Attendee ${n}` });
const fillIn = (section: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(section).getByRole('textbox', { name }), { target: { value } });

function fillContact() {
  const contact = contactSection();
  fillIn(contact, 'First name', 'Ngozi');
  fillIn(contact, 'Last name', 'Eze');
  fillIn(contact, 'Email', 'ngozi@glow.example');
  fillIn(contact, 'Phone', '+234 803 000 4444');
  fillIn(contact, 'Company or organisation', 'Glow Cosmetics');
  fireEvent.change(within(contact).getByRole('combobox', { name: 'Country' }), { target: { value: 'Nigeria' } });
}

function fillAttendee(n: number, first: string, email: string, role: string) {
  fillIn(attendee(n), 'First name', first);
  fillIn(attendee(n), 'Last name', 'Okafor');
  fillIn(attendee(n), 'Email', email);
  fillIn(attendee(n), 'Role on the stand', role);
}

const expectedInput = {
  company: 'Glow Cosmetics',
  contact: { firstName: 'Ngozi', lastName: 'Eze', email: 'ngozi@glow.example', phone: '+234 803 000 4444' },
  country: 'Nigeria',
  state: null,
  city: null,
  address: null,
  language: 'EN',
  attendees: [
    {
      firstName: 'Adaeze',
      lastName: 'Okafor',
      email: 'adaeze@glow.example',
      phone: null,
      answers: [{ key: 'role', value: 'Make-up artist' }],
    },
    {
      firstName: 'Tunde',
      lastName: 'Okafor',
      email: 'tunde@glow.example',
      phone: null,
      answers: [{ key: 'role', value: 'Sales' }],
    },
  ],
};

describe('GroupRegistrationPage', () => {
  it('registers several people, each named with their own address, and lists them after', async () => {
    renderPage([
      {
        request: { query: RegisterGroupDocument, variables: { input: expectedInput } },
        result: {
          data: {
            registerGroup: {
              __typename: 'GroupRegistrationReceipt',
              attendees: expectedInput.attendees.map(({ firstName, lastName, email }) => ({
                __typename: 'GroupAttendeeReceipt',
                firstName,
                lastName,
                email,
              })),
            },
          },
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Register a group for AIBEx 2026' })).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Role on the stand' });
    // Attendees' fields are someone else's: the browser offers none of the user's own details there.
    expect(within(attendee(1)).getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('off');
    expect(within(contactSection()).getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('email');
    expect(screen.queryByRole('button', { name: 'Remove Attendee 1' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    await waitFor(() => expect(document.activeElement).toBe(within(attendee(2)).getByRole('heading')));
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    fillAttendee(3, 'Kemi', 'kemi@glow.example', 'Hair');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Attendee 3' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Attendee 3' })).toBeNull());
    expect(document.activeElement).toBe(within(attendee(2)).getByRole('heading'));

    fillContact();
    fillAttendee(1, 'Adaeze', 'adaeze@glow.example', 'Make-up artist');
    fillAttendee(2, 'Tunde', 'tunde@glow.example', 'Sales');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER 2 PEOPLE' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check the inboxes' })).toBeTruthy();
    const people = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(people).toEqual([
      'Adaeze Okafor: the confirmation is on its way to adaeze@glow.example',
      'Tunde Okafor: the confirmation is on its way to tunde@glow.example',
    ]);
    expect(screen.getByText(/A summary is on its way to you at/).textContent).toContain('ngozi@glow.example');
  });

  it('says which attendee a problem is about, before sending and from the server', async () => {
    renderPage([
      {
        request: {
          query: RegisterGroupDocument,
          variables: {
            input: {
              ...expectedInput,
              attendees: [expectedInput.attendees[0], { ...expectedInput.attendees[1], phone: '+234 803 000 5555' }],
            },
          },
        },
        result: {
          errors: [
            new GraphQLError('Phone may contain digits', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'input.attendees.1.phone', msg: 'This number does not answer' }],
              },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('textbox', { name: 'Role on the stand' });
    fireEvent.click(screen.getByRole('button', { name: 'Add another person' }));
    fillContact();
    fillAttendee(1, 'Adaeze', 'adaeze@glow.example', 'Make-up artist');
    fillAttendee(2, 'Tunde', 'ADAEZE@glow.example', '');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER 2 PEOPLE' }));
    const second = attendee(2);
    await waitFor(() =>
      expect(describedErrorOf(within(second).getByRole('textbox', { name: 'Email' }))).toBe(
        'This address is given for another attendee already: each attendee needs their own.',
      ),
    );
    expect(describedErrorOf(within(second).getByRole('textbox', { name: 'Role on the stand' }))).toBe(
      'Please answer this question.',
    );
    expect(within(attendee(1)).getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBeNull();

    fillIn(second, 'Email', 'tunde@glow.example');
    fillIn(second, 'Role on the stand', 'Sales');
    fillIn(second, 'Phone', '+234 803 000 5555');
    fireEvent.click(screen.getByRole('button', { name: 'REGISTER 2 PEOPLE' }));
    await waitFor(() =>
      expect(describedErrorOf(within(attendee(2)).getByRole('textbox', { name: 'Phone' }))).toBe(
        'This number does not answer',
      ),
    );
  });
});

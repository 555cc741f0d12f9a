import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { MailAudienceCountDocument, SendGroupMailDocument, SendTestMailDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { SENDING_TEXT, SendEmailForm } from './SendEmailForm';

const mail = { subject: 'Doors open at 9', message: 'Dear guests,\n\nThe doors open at 9 am.' };

const participantsCount: MockLink.MockedResponse = {
  request: { query: MailAudienceCountDocument, variables: { audience: 'PARTICIPANTS' } },
  result: { data: { mailAudienceCount: { __typename: 'AudienceCount', recipients: 120, suppressed: 3 } } },
};

function sent(delay = 0): MockLink.MockedResponse {
  return {
    request: { query: SendGroupMailDocument, variables: { audience: 'PARTICIPANTS', ...mail } },
    delay,
    result: { data: { sendGroupMail: { __typename: 'MailCampaign', id: 'campaign-1', recipientCount: 120 } } },
  };
}

function renderForm(mocks: MockLink.MockedResponse[]) {
  const onSent = vi.fn();
  renderAt(
    <MockedProvider mocks={mocks}>
      <SendEmailForm expoYear={2026} onSent={onSent} />
    </MockedProvider>,
  );
  return { onSent };
}

function fillIn() {
  fireEvent.change(screen.getByRole('combobox', { name: /Receivers/ }), {
    target: { value: 'All 2026 Participants' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: mail.subject } });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: mail.message } });
}

describe('SendEmailForm', () => {
  it('offers the receivers for the expo year, plus the consenting participants', () => {
    renderForm([]);
    const options = [...screen.getByRole('combobox', { name: /Receivers/ }).querySelectorAll('option')];
    expect(options.map((o) => o.textContent)).toEqual([
      'Choose the receivers',
      'All Users',
      'All 2026 Participants',
      'All 2026 Sponsors',
      'Approved 2026 Sponsors',
      'Participants who agreed to marketing e-mail',
    ]);
  });

  it('says who the chosen sponsors are: every application, or only the approved ones', () => {
    renderForm([]);
    const receivers = screen.getByRole('combobox', { name: /Receivers/ });
    const description = () =>
      (receivers.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ');
    fireEvent.change(receivers, { target: { value: 'All 2026 Sponsors' } });
    expect(description()).toContain(
      'Every 2026 sponsorship application, whatever its status: awaiting review, approved or declined.',
    );
    fireEvent.change(receivers, { target: { value: 'Approved 2026 Sponsors' } });
    expect(description()).toContain(
      'Only the 2026 sponsors whose application was approved (those on the sponsor wall).',
    );
  });

  it('shows the live recipient count of the chosen receivers', async () => {
    renderForm([participantsCount]);
    fillIn();
    const count = await screen.findByText('120 recipients, 3 unsubscribed left out');
    expect(count.closest('[role="status"]')).toBeTruthy();
  });

  it('asks for confirmation naming the count, shows ‘...sending’ while busy, then hands over the campaign', async () => {
    const { onSent } = renderForm([participantsCount, sent(50)]);
    fillIn();
    await screen.findByText('120 recipients, 3 unsubscribed left out');

    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    const heading = await screen.findByRole('heading', { name: 'Send this e-mail to 120 recipients?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(onSent).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, send to 120 recipients' }));
    await waitFor(() => expect(screen.getAllByText(SENDING_TEXT)).toHaveLength(2));
    expect(SENDING_TEXT).toBe('...sending');
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('campaign-1'));
  });

  it('sends nothing without confirmation: Cancel or an edit drops the confirmation', async () => {
    const { onSent } = renderForm([participantsCount]);
    fillIn();
    await screen.findByText('120 recipients, 3 unsubscribed left out');
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await screen.findByRole('heading', { name: /Send this e-mail/ });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: /Send this e-mail/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Send Email' }));

    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    await screen.findByRole('heading', { name: /Send this e-mail/ });
    fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), { target: { value: 'Changed' } });
    expect(screen.queryByRole('heading', { name: /Send this e-mail/ })).toBeNull();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('checks the fields before asking', async () => {
    renderForm([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please choose the receivers.')).toBeTruthy();
    expect(screen.getByText('Please enter a subject.')).toBeTruthy();
    expect(screen.getByText('Please enter the message.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Send this e-mail/ })).toBeNull();
  });

  it('shows the answer of a test send, and the server’s message when it fails', async () => {
    renderForm([
      participantsCount,
      {
        request: { query: SendTestMailDocument, variables: mail },
        result: { data: { sendTestMail: 'A test copy was sent to admin@example.com.' } },
      },
      {
        request: { query: SendTestMailDocument, variables: mail },
        result: { errors: [new GraphQLError('Too many test e-mails', { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('A test copy was sent to admin@example.com.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('Too many test e-mails')).toBeTruthy();
  });
});

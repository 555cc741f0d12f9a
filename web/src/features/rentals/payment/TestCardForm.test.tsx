import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/utils';
import type { CardStep } from './card-step';
import { TestCardForm } from './TestCardForm';

const SECRET = 'pi_test_aaaaaaaaaaaaaaaaaaaaaaaa_secret_bbbbbbbbbbbbbbbbbbbbbbbb';

/** The test provider's two calls: the card (answers 3-D Secure's `requires_action`) and the payer's answer. */
function provider(answer: { status: number; body: Record<string, unknown> }) {
  const calls: { url: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ url: String(url), body });
    if (String(url).endsWith('/api/payment/test-provider/confirm'))
      return new Response(
        JSON.stringify({ status: 'requires_action', nextAction: { type: 'three_d_secure' }, paymentIntentId: 'pi' }),
        { status: 200 },
      );
    if (String(url).endsWith('/api/payment/test-provider/authenticate'))
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderForm() {
  let step: CardStep | undefined;
  render(<TestCardForm onReady={(ready) => (step = ready)} errors={{}} onEdit={() => {}} />);
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4000002760003184' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/31' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
  return () => step!;
}

describe("the test provider's 3-D Secure challenge", () => {
  it('shows the challenge, and the payment completes when the payer completes it', async () => {
    const calls = provider({ status: 200, body: { status: 'succeeded' } });
    const step = renderForm();
    let outcome: Promise<{ error?: string }> | undefined;
    act(() => {
      outcome = step().confirm(SECRET);
    });
    const challenge = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(challenge.textContent).toMatch(/3-D Secure/);
    fireEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await expect(outcome).resolves.toEqual({});
    expect(calls.map((c) => c.url.replace(/^.*\/test-provider\//, ''))).toEqual(['confirm', 'authenticate']);
    expect(calls[1]!.body).toEqual({ clientSecret: SECRET, outcome: 'complete' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("fails with the processor's words when the payer fails it", async () => {
    const message =
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
    const calls = provider({ status: 402, body: { status: 'requires_payment_method', message } });
    const step = renderForm();
    let outcome: Promise<{ error?: string }> | undefined;
    act(() => {
      outcome = step().confirm(SECRET);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    await expect(outcome).resolves.toEqual({ error: message });
    expect(calls[1]!.body).toEqual({ clientSecret: SECRET, outcome: 'fail' });
  });
});

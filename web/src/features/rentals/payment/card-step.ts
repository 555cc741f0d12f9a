/**
 * The card step of a payment, whoever processes it: the built-in test provider's form, Stripe
 * Elements, or the way to Paystack's checkout page (nothing to check here; confirming goes there).
 * The cart page checks the card, creates the payment on the server, then confirms it here.
 */
export interface CardStep {
  /** What to fix before paying, by field name; empty when the card details look complete. */
  check(): Record<string, string>;
  /** Confirms the card for this payment; the processor's message when it refuses. */
  confirm(clientSecret: string): Promise<{ error?: string }>;
}

/** What the test provider's card step answered: done, refused (`error`), or a 3-D Secure challenge to show. */
export interface TestCardAnswer {
  error?: string;
  /** The card's holder must authenticate first (3-D Secure): the form shows the challenge. */
  requiresAction?: boolean;
}

/** One call to the test provider's card endpoints, read as Stripe.js reports a confirmation. */
async function testProviderCall(path: string, body: Record<string, unknown>): Promise<TestCardAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/payment/test-provider/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch {
    return { error: 'Network error, try again!' };
  }
  const answer = (await response.json().catch(() => ({}))) as { status?: string; message?: string };
  // requires_capture: a request to book's card is authorised (charged once the owner accepts).
  if (response.ok && (answer.status === 'succeeded' || answer.status === 'requires_capture')) return {};
  if (response.ok && answer.status === 'requires_action') return { requiresAction: true };
  return { error: answer.message ?? 'The card could not be charged. Please try again.' };
}

/** The test provider's card confirmation (what Stripe.js does against Stripe), over plain HTTP. */
export function confirmTestCard(
  clientSecret: string,
  card: { cardNumber: string; expMonth: number; expYear: number; cvc: string },
): Promise<TestCardAnswer> {
  return testProviderCall('confirm', { clientSecret, ...card });
}

/** The payer's answer to the test provider's 3-D Secure challenge: the payment goes on, or fails. */
export function authenticateTestCard(clientSecret: string, outcome: 'complete' | 'fail'): Promise<TestCardAnswer> {
  return testProviderCall('authenticate', { clientSecret, outcome });
}

/** '12/31' or '12 / 2031' -> { month: 12, year: 2031 }; undefined when it is not a month and year. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** Groups of four as the card number is typed (15-digit Amex numbers too, as 4-6-5). */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19);
  if (/^3[47]/.test(digits))
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Where a paid registration's token waits in this tab: the payment page's only key. It is never put in
 * a link, since a provider's checkout page sends the browser back with the payment's id alone.
 */
const TOKEN_KEY = 'aibex.registration-payment.token';

export function rememberPaymentToken(token: string): void {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the webhook still makes the registration, and its e-mail says so.
  }
}

export function rememberedPaymentToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

import { useEffect } from 'react';
import type { CardStep } from './card-step';

interface PaystackCheckoutProps {
  onReady: (step: CardStep) => void;
  /** A request to book saves a card to charge when the owner accepts: Paystack offers cards only. */
  cardOnly?: boolean;
}

/** Paystack's checkout page for a payment: the server's answer, an http(s) address, or nothing usable. */
function checkoutAddress(clientSecret: string): URL | undefined {
  try {
    const url = new URL(clientSecret);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Paystack's side of the card step: nothing to type here. The payer goes to Paystack's own checkout
 * page (every means Paystack offers them there), and Paystack sends them back to the page that
 * confirms the payment with the server. The card never touches our pages.
 */
export function PaystackCheckout({ onReady, cardOnly = false }: PaystackCheckoutProps) {
  useEffect(() => {
    onReady({
      check: () => ({}),
      confirm(clientSecret) {
        const address = checkoutAddress(clientSecret);
        if (!address) return Promise.resolve({ error: 'The payment could not be started. Please try again.' });
        return new Promise((resolve) => {
          // Back from Paystack's page without paying (the browser's Back button restores this page).
          const back = (event: PageTransitionEvent) => {
            if (!event.persisted) return;
            window.removeEventListener('pageshow', back);
            resolve({
              error:
                "You came back before paying on Paystack's page: nothing was charged, and your dates stay held for a few minutes. Pay again to finish.",
            });
          };
          window.addEventListener('pageshow', back);
          window.location.assign(address.href);
        });
      },
    });
  }, [onReady]);

  return (
    <div className="paystack-checkout">
      <p>
        {cardOnly
          ? "Next, Paystack's secure page opens: enter your card there. It is charged only if the owner accepts (a small check amount is charged now and refunded)."
          : "Next, Paystack's secure page opens: pay there by card, bank transfer, USSD or mobile money."}{' '}
        You come back here once it is done.
      </p>
    </div>
  );
}

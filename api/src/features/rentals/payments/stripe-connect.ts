import Stripe from 'stripe';
import { PaymentProviderError } from './payment-provider.js';
import { stripeClient, type StripeSettings } from './stripe-provider.js';

/** A connected account as Stripe describes it. */
export interface ConnectAccount {
  id: string;
  /** The owner finished Stripe's onboarding form. */
  detailsSubmitted: boolean;
  /** Stripe pays out from this account: transfers to it reach the owner's bank. */
  payoutsEnabled: boolean;
  /** What Stripe still needs from the owner (field names such as `external_account`). */
  currentlyDue: string[];
}

/** Stripe refused a transfer for good (the account cannot receive it): retrying will not help. */
export class TransferRefusedError extends Error {
  override readonly name = 'TransferRefusedError';
}

/**
 * What payouts need from Stripe Connect: Express accounts for owners, their onboarding links, and
 * transfers from the platform's balance. Every call that creates something takes an idempotency key
 * derived from our row, so a retry answers the first result.
 */
export interface ConnectProvider {
  createAccount(args: {
    email: string;
    ownerId: string;
    country?: string | undefined;
    idempotencyKey: string;
  }): Promise<ConnectAccount>;
  onboardingLink(args: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<ConnectAccount>;
  /** Throws TransferRefusedError when Stripe refuses it, PaymentProviderError when it could not be asked. */
  transfer(args: {
    amountCents: number;
    currency: string;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }>;
}

const toAccount = (account: Stripe.Account): ConnectAccount => ({
  id: account.id,
  detailsSubmitted: Boolean(account.details_submitted),
  payoutsEnabled: Boolean(account.payouts_enabled),
  currentlyDue: account.requirements?.currently_due ?? [],
});

/** Stripe Connect through the stripe SDK, with the same client settings as the payment adapter. */
export class StripeConnectProvider implements ConnectProvider {
  private readonly stripe: Stripe;

  constructor(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>) {
    this.stripe = stripeClient(settings);
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new PaymentProviderError(`Stripe could not ${what}: ${(error as Error).message}`, { cause: error });
    }
  }

  createAccount(args: { email: string; ownerId: string; country?: string | undefined; idempotencyKey: string }) {
    return this.call('create the payout account', async () =>
      toAccount(
        await this.stripe.accounts.create(
          {
            type: 'express',
            email: args.email,
            ...(args.country ? { country: args.country } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { ownerId: args.ownerId },
          },
          { idempotencyKey: args.idempotencyKey },
        ),
      ),
    );
  }

  onboardingLink(args: { accountId: string; refreshUrl: string; returnUrl: string }) {
    return this.call('start the onboarding', async () => {
      const link = await this.stripe.accountLinks.create({
        account: args.accountId,
        refresh_url: args.refreshUrl,
        return_url: args.returnUrl,
        type: 'account_onboarding',
      });
      return { url: link.url };
    });
  }

  retrieveAccount(accountId: string) {
    return this.call('read the payout account', async () => toAccount(await this.stripe.accounts.retrieve(accountId)));
  }

  async transfer(args: {
    amountCents: number;
    currency: string;
    destination: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string }> {
    try {
      const transfer = await this.stripe.transfers.create(
        {
          amount: args.amountCents,
          currency: args.currency.toLowerCase(),
          destination: args.destination,
          metadata: args.metadata,
        },
        { idempotencyKey: args.idempotencyKey },
      );
      return { id: transfer.id };
    } catch (error) {
      // A 4xx answer is Stripe's decision about this transfer; anything else (network, 5xx) is retried.
      const status = (error as { statusCode?: number }).statusCode;
      if (error instanceof Stripe.errors.StripeError && status && status >= 400 && status < 500 && status !== 429)
        throw new TransferRefusedError(error.message, { cause: error });
      throw new PaymentProviderError(`Stripe could not make the transfer: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

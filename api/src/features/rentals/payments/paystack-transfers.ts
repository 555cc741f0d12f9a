import { AppError } from '../../../lib/errors.js';
import { PaymentProviderError, atProcessor } from './payment-provider.js';
import {
  PaystackApi,
  PaystackError,
  isDuplicateReference,
  paystackReference,
  type PaystackBank,
  type PaystackSettings,
} from './paystack-api.js';

/** A bank (or mobile money operator) owners can be paid into, as the payout form lists it. */
export interface PayoutBank {
  /** Paystack's code for it: what the owner's choice sends back. */
  code: string;
  name: string;
}

/** A bank account Paystack resolved: the holder's name as the bank has it. */
export interface ResolvedAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
  /** What the account takes: the bank list it was chosen from. */
  currency: string;
}

/**
 * Where a transfer stands, in the payout's words: paid (Paystack's transfer code), failed (Paystack's
 * or the bank's words), or still on its way (Paystack is sending it; its webhook, or a later look, says).
 */
export type TransferOutcome =
  { state: 'paid'; code: string } | { state: 'failed'; reason: string } | { state: 'sending' };

/** The countries whose banks Paystack pays into, by the currency of their accounts. */
const COUNTRY_OF_CURRENCY: Record<string, 'nigeria' | 'ghana' | 'kenya' | 'south africa'> = {
  NGN: 'nigeria',
  GHS: 'ghana',
  KES: 'kenya',
  ZAR: 'south africa',
};

/** How long the bank list is kept: banks join and leave Paystack rarely. */
const BANKS_TTL_MS = 60 * 60_000;

/** Paystack's transfer statuses: the ones that end a transfer, the rest are on their way. */
const FAILED_TRANSFER = new Set(['failed', 'reversed', 'abandoned', 'blocked', 'rejected']);

/**
 * Owners' payouts through Paystack Transfers: the bank list of each currency, the
 * account holder's name resolved by Paystack (shown to the owner before saving, and kept as the
 * recipient's name), a transfer recipient per account, and a transfer per payout under the payout's
 * own reference, so a retried transfer is the same transfer: Paystack refuses a reference twice, and
 * the one it has is read instead.
 */
export class PaystackTransfers {
  private readonly api: PaystackApi;
  /** Each currency's bank list, as read last. */
  private readonly banksRead = new Map<string, { at: number; list: Promise<PaystackBank[]> }>();

  constructor(settings: PaystackSettings) {
    this.api = new PaystackApi(settings);
  }

  private call<T>(what: string, run: () => Promise<T>): Promise<T> {
    return atProcessor('Paystack', what, run);
  }

  private allBanks(currency: string): Promise<PaystackBank[]> {
    const country = COUNTRY_OF_CURRENCY[currency];
    if (!country) return Promise.resolve([]);
    const read = this.banksRead.get(currency);
    if (read && Date.now() - read.at <= BANKS_TTL_MS) return read.list;
    const list = this.api
      .listBanks({ country, currency })
      .then((banks) => banks.filter((bank) => bank.active && bank.currency === currency));
    // A failed read is not kept: the next caller asks Paystack again.
    list.catch(() => this.banksRead.delete(currency));
    this.banksRead.set(currency, { at: Date.now(), list });
    return list;
  }

  /** The banks of accounts in `currency` an owner can choose from, by name. */
  banks(currency: string): Promise<PayoutBank[]> {
    return this.call('list the banks', async () =>
      (await this.allBanks(currency))
        .map((bank) => ({ code: bank.code, name: bank.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  }

  private async bank(bankCode: string, currency: string): Promise<PaystackBank> {
    const bank = (await this.allBanks(currency)).find((b) => b.code === bankCode);
    if (!bank)
      throw AppError.badInput([
        {
          path: 'bankCode',
          msg: `bankCode: choose a bank from the list (${currency} accounts); "${bankCode}" is not one`,
        },
      ]);
    return bank;
  }

  /** The holder of the account, as the bank has it; BAD_USER_INPUT when Paystack cannot find it. */
  resolve(bankCode: string, accountNumber: string, currency: string): Promise<ResolvedAccount> {
    return this.call('check the account', async () => {
      const bank = await this.bank(bankCode, currency);
      const accountName = await this.api.resolveAccount({ accountNumber, bankCode });
      if (!accountName)
        throw AppError.badInput([
          {
            path: 'accountNumber',
            msg: `accountNumber: ${bank.name} has no account ${accountNumber}. Check the number and the bank.`,
          },
        ]);
      return { bankCode, bankName: bank.name, accountNumber, accountName, currency };
    });
  }

  /** Paystack's recipient for a resolved account (the same account answers the same recipient). */
  recipient(account: ResolvedAccount): Promise<string> {
    return this.call('save the account', async () => {
      const bank = await this.bank(account.bankCode, account.currency);
      const created = await this.api.createRecipient({
        type: bank.type,
        name: account.accountName,
        accountNumber: account.accountNumber,
        bankCode: account.bankCode,
        currency: account.currency,
      });
      return created.recipient_code;
    });
  }

  /**
   * Sends a payout under its reference, or answers the transfer already made under it. A balance too
   * small for it is Paystack's platform account's problem, not the owner's: it throws, to be tried
   * again later. Any other refusal fails the payout.
   */
  transfer(args: {
    amountCents: number;
    currency: string;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<TransferOutcome> {
    const reference = paystackReference(args.reference);
    return this.call('send the payout', async () => {
      try {
        const sent = await this.api.createTransfer({
          amount: args.amountCents,
          currency: args.currency,
          recipientCode: args.recipientCode,
          reference,
          reason: args.reason,
        });
        return outcomeOf(sent.status, sent.transfer_code);
      } catch (error) {
        if (isDuplicateReference(error)) return (await this.outcome(reference)) ?? { state: 'sending' };
        if (error instanceof PaystackError && error.httpStatus !== undefined && error.httpStatus < 500) {
          if (/balance/i.test(error.message))
            throw new PaymentProviderError(`Paystack's balance is too low for this payout: ${error.message}`);
          return { state: 'failed', reason: `Paystack refused the transfer: ${error.message}` };
        }
        throw error;
      }
    });
  }

  /** Where the transfer under `reference` stands now; undefined when Paystack has none. */
  outcome(reference: string): Promise<TransferOutcome | undefined> {
    return this.call('read the payout', async () => {
      const found = await this.api.verifyTransfer(paystackReference(reference));
      return found && outcomeOf(found.status, found.transfer_code);
    });
  }
}

function outcomeOf(status: string, code: string): TransferOutcome {
  if (status === 'success') return { state: 'paid', code };
  if (FAILED_TRANSFER.has(status)) return { state: 'failed', reason: `Paystack's transfer ${status}` };
  return { state: 'sending' };
}

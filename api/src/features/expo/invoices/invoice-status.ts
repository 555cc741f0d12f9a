import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { INVOICE_STATUSES, sponsorInvoices, type InvoiceRow } from './invoice.table.js';

/**
 * A sponsor's invoice (`sponsor_invoices.status`): issued open, paid by card (the provider said the
 * money was captured) or by bank transfer (an organiser marks it paid with the transfer's reference),
 * and void once its credit note cancels it (the application was cancelled after it was invoiced). A
 * void invoice is never paid again: a new one can be issued. Moves go through `moveInvoice`; nothing
 * outside this module compares the column: ask the predicates below.
 */
export const INVOICE_MACHINE = defineMachine({
  name: 'invoice',
  states: INVOICE_STATUSES,
  initial: ['open'],
  actors: { admin: 'an administrator', system: 'the system' },
  stateOf: (invoice: Pick<InvoiceRow, 'status'>) => invoice.status,
  describe: (status) => (status === 'open' ? 'An open invoice' : `A ${status} invoice`),
  transitions: {
    /** When: the payment provider says the sponsor's card payment was captured, for the invoice's total. */
    pay_by_card: { from: ['open'], to: 'paid', by: ['system'], label: 'Paid by card' },
    /** When: an organiser saw the bank transfer arrive, and gives its reference. */
    mark_paid: { from: ['open'], to: 'paid', by: ['admin'], label: 'Marked paid (bank transfer)' },
    /** When: the application was cancelled; its credit note is issued in the same transaction. */
    credit: { from: ['open', 'paid'], to: 'void', by: ['admin'], label: 'Credited (void)' },
  },
});
export type InvoiceTransition = keyof typeof INVOICE_MACHINE.transitions;

type WithStatus = Pick<InvoiceRow, 'status'>;

/** Issued and not paid: the sponsor may pay it, the reminder may go. */
export const isOpenInvoice = (invoice: WithStatus) => invoice.status === 'open';
/** The money arrived (either route). */
export const isPaidInvoice = (invoice: WithStatus) => invoice.status === 'paid';
/** Cancelled by its credit note. */
export const isVoidInvoice = (invoice: WithStatus) => invoice.status === 'void';

/** Open invoices (for SQL: reminders). */
export const openInvoiceWhere = (): SQL => eq(sponsorInvoices.status, 'open');
/** Paid invoices (for SQL: the paid sponsors of the wall). */
export const paidInvoiceWhere = (): SQL => eq(sponsorInvoices.status, 'paid');
/** Invoices in force, open or paid (for SQL: an application's current invoice). */
export const invoiceInForceWhere = (): SQL => inArray(sponsorInvoices.status, ['open', 'paid']);

/**
 * Moves an invoice along a transition in the caller's transaction, with the fields that go with it;
 * answers it as it is afterwards, or undefined when it had moved already (paid or credited meanwhile).
 */
export async function moveInvoice(
  tx: Executor,
  input: {
    name: InvoiceTransition;
    invoiceId: string;
    changes?: Omit<Partial<typeof sponsorInvoices.$inferInsert>, 'status'>;
  },
): Promise<InvoiceRow | undefined> {
  const rule = INVOICE_MACHINE.transitions[input.name];
  const [moved] = await tx
    .update(sponsorInvoices)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(sponsorInvoices.id, input.invoiceId), inArray(sponsorInvoices.status, [...rule.from])))
    .returning();
  return moved;
}

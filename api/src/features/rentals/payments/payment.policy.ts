import { authorize } from '../../../core/authorize.js';
import { isAdmin, isSelf, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import type { PaymentRow } from './payment.table.js';

/** A payment is its payer's: the renter who started the checkout, the request or the old client's intent. */
export type PaymentRef = Pick<PaymentRow, 'userId'>;

/**
 * - `read`: its payer and administrators (the payment query, the browser's confirmation after the card step).
 * - `pay`: its payer only: resume the card step, see the client secret it needs.
 * - `release`: its payer only: let go of an unfinished checkout's hold.
 * Whether it can still be paid or released (its status, its holds) is the checkout workflow's rule.
 */
export type PaymentAction = 'read' | 'pay' | 'release';

const refusals: Record<PaymentAction, string> = {
  read: 'You can only see your own payments',
  pay: 'Only the renter who started a payment can pay it',
  release: 'Only the renter who started a payment can release it',
};

export function canPayment(viewer: Viewer | undefined, action: PaymentAction, payment: PaymentRef): boolean {
  const payer = isSelf(viewer, payment.userId);
  return action === 'read' ? payer || isAdmin(viewer) : payer;
}

/** UNAUTHENTICATED or FORBIDDEN unless `canPayment`. */
export function authorizePayment(viewer: Viewer | undefined, action: PaymentAction, payment: PaymentRef): Viewer {
  return authorize(
    viewer,
    (signedIn) => canPayment(signedIn, action, payment),
    () => AppError.forbidden(refusals[action]),
  );
}

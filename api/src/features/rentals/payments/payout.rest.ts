import { Router } from 'express';
import { listParams, requireViewer, resolveViewer, str } from '../../../http/rest/support.js';
import { exportPaths, sendExport } from '../../../http/rest/list-export.js';
import { AppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';
import { PAYOUT_STATUSES, type PayoutStatus } from './payout.table.js';

const HEADERS = [
  'payout_id',
  'status',
  'method',
  'amount',
  'currency',
  'owner_id',
  'owner',
  'owner_email',
  'account_name',
  'bank_name',
  'account_number',
  'bank_code',
  'stripe_account',
  'reference',
  'failure',
  'requested_at',
  'paid_at',
];

/**
 * The payout queue as a CSV download for administrators (the same list and status filter as the
 * payoutQueue query), with the full bank details a bank transfer needs.
 */
export function payoutRoutes(services: Services): Router {
  const router = Router();
  router.get(exportPaths('payouts'), resolveViewer(services), async (req, res) => {
    const status = str(req.query.status)?.toLowerCase() ?? null;
    if (status && !PAYOUT_STATUSES.includes(status as PayoutStatus))
      throw AppError.badInput([{ path: 'status', msg: `status must be one of: ${PAYOUT_STATUSES.join(', ')}` }]);
    const { items } = await services.payouts.queue(requireViewer(req), listParams(req), status as PayoutStatus | null);
    sendExport(
      req,
      res,
      'payouts',
      HEADERS,
      items.map(({ payout: p, owner }) => [
        p.id,
        p.status,
        p.method,
        (p.amountCents / 100).toFixed(2),
        p.currency,
        owner.id,
        `${owner.firstName} ${owner.lastName}`,
        owner.email,
        p.accountName,
        p.bankName,
        p.accountNumber,
        p.bankCode,
        p.stripeAccountId,
        p.reference,
        p.failureMessage,
        p.createdAt,
        p.paidAt,
      ]),
    );
  });
  return router;
}

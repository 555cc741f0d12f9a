import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { PayoutQueueQuery, PayoutStatus } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { statusOf, statusOptions } from '../lists/status-filter';
import { SiteTime } from '../components/SiteTime';
import './payouts.css';

const PayoutQueueDocument = graphql(`
  query PayoutQueue($page: PageInput, $status: PayoutStatus) {
    payoutQueue(page: $page, status: $status) {
      total
      page
      pageSize
      items {
        id
        status
        method
        amount {
          formatted
        }
        reference
        failureMessage
        createdAt
        paidAt
        ownerName
        ownerEmail
        accountName
        bankName
        accountNumber
        bankCode
        stripeAccountId
        awaitsBankTransfer
        transferUnderWay
      }
    }
  }
`);

const MarkPayoutPaidDocument = graphql(`
  mutation MarkPayoutPaid($payoutId: ID!, $reference: String!) {
    markPayoutPaid(payoutId: $payoutId, reference: $reference) {
      id
      status
      reference
      paidAt
    }
  }
`);

const MarkPayoutFailedDocument = graphql(`
  mutation MarkPayoutFailed($payoutId: ID!, $reason: String!) {
    markPayoutFailed(payoutId: $payoutId, reason: $reason) {
      id
      status
      failureMessage
    }
  }
`);

type QueuedPayout = PayoutQueueQuery['payoutQueue']['items'][number];

const STATUS_LABELS: Record<PayoutStatus, string> = { PENDING: 'Pending', PAID: 'Paid', FAILED: 'Failed' };
const STATUS_OPTIONS = statusOptions(STATUS_LABELS);
const PAGE_SIZE = 25;

/** Owners' payouts: bank transfers to send (mark paid with the bank's reference, or failed), and Stripe's for the record. */
export function PayoutsPage() {
  const [params, setParams] = useSearchParams();
  const statusFilter = params.get('status') ?? '';
  const page = Math.max(1, Math.trunc(Number(params.get('page') ?? 1)) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(PayoutQueueDocument, {
    variables: { page: { page, pageSize: PAGE_SIZE }, status: statusOf(STATUS_LABELS, statusFilter) },
    fetchPolicy: 'cache-and-network',
  });
  const list = (data ?? previousData)?.payoutQueue;
  const [notice, setNotice] = useState<string | null>(null);

  function setParam(name: string, value: string) {
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (value) copy.set(name, value);
      else copy.delete(name);
      if (name !== 'page') copy.delete('page');
      return copy;
    });
  }

  const exportQuery = new URLSearchParams(statusFilter ? { status: statusFilter } : {});

  return (
    <div className="admin-page">
      <PageHeader
        title="Payouts"
        intro="Owners’ withdrawals of their available earnings, pending first. Send each bank payout by bank transfer to the account shown, then mark it paid with the bank’s reference (the owner is e-mailed a statement) or failed with the reason (the amount goes back to the owner’s available balance). Stripe payouts are transferred automatically and listed for the record."
      />
      <div className="admin-list">
        <div className="admin-list__toolbar payouts-toolbar">
          <FilterSelect
            label="Status"
            value={statusFilter}
            options={STATUS_OPTIONS}
            allLabel="Any status"
            onChange={(value) => setParam('status', value)}
          />
          <div className="admin-list__tools">
            <ExportCsvButton kind="payouts" query={exportQuery} />
          </div>
        </div>
        <p className="admin-list__count" role="status">
          {notice ?? (list ? `${list.total} ${list.total === 1 ? 'payout' : 'payouts'}` : '')}
        </p>
        {error && !list ? (
          <QueryProblem title="Could not load the payouts" error={error} onRetry={() => void refetch()} />
        ) : (
          <div className="table-scroll" role="region" aria-labelledby="payouts-caption" tabIndex={0}>
            <table className="data-table payouts-table" aria-busy={loading || undefined}>
              <caption id="payouts-caption" className="visually-hidden">
                Payout queue
              </caption>
              <thead>
                <tr>
                  <th scope="col">Requested</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Pay to</th>
                  <th scope="col">Status and action</th>
                </tr>
              </thead>
              <tbody>
                {!list || list.items.length === 0 ? (
                  <tr>
                    <td colSpan={5} className="data-table__empty">
                      {loading ? 'Loading…' : 'No payouts match.'}
                    </td>
                  </tr>
                ) : (
                  list.items.map((payout) => (
                    <PayoutRow key={payout.id} payout={payout} onDone={(message) => setNotice(message)} />
                  ))
                )}
              </tbody>
            </table>
          </div>
        )}
        {list && (
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.total}
            onPage={(next) => setParam('page', next > 1 ? String(next) : '')}
            label="Payout pages"
          />
        )}
      </div>
    </div>
  );
}

function PayoutRow({ payout, onDone }: { payout: QueuedPayout; onDone: (message: string) => void }) {
  const [action, setAction] = useState<'paid' | 'failed' | null>(null);
  const [problem, setProblem] = useState<{ message: string; field: string | undefined } | null>(null);
  const [markPaid, paying] = useMutation(MarkPayoutPaidDocument, { refetchQueries: [PayoutQueueDocument] });
  const [markFailed, failing] = useMutation(MarkPayoutFailedDocument, { refetchQueries: [PayoutQueueDocument] });
  const who = `${payout.ownerName}, ${payout.amount.formatted}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('value') ?? '');
    setProblem(null);
    try {
      if (action === 'paid') {
        await markPaid({ variables: { payoutId: payout.id, reference: value } });
        onDone(`Marked paid: ${who}. The owner is e-mailed a payout statement.`);
      } else {
        await markFailed({ variables: { payoutId: payout.id, reason: value } });
        onDone(`Marked failed: ${who}. The amount is back in the owner’s available balance.`);
      }
      setAction(null);
    } catch (failure) {
      const formError = toFormError(failure);
      const field = Object.values(formError.fieldErrors)[0];
      setProblem({ message: field ?? formError.message, field });
    }
  }

  return (
    <tr>
      <td className="payout-cell payout-cell--narrow">
        <SiteTime iso={payout.createdAt} of="marketplace" />
      </td>
      <td className="payout-cell">
        {payout.ownerName}
        <br />
        <a href={`mailto:${payout.ownerEmail}`}>{payout.ownerEmail}</a>
      </td>
      <td>{payout.amount.formatted}</td>
      <td className="payout-cell payout-cell--wide">
        {payout.method === 'BANK' ? (
          payout.accountNumber ? (
            <div className="payout-bank">
              <div>
                {payout.accountName} · {payout.bankName}
              </div>
              <div>
                Account <code>{payout.accountNumber}</code> · Code <code>{payout.bankCode}</code>
              </div>
            </div>
          ) : (
            'No bank details'
          )
        ) : payout.method === 'PAYSTACK' ? (
          <div className="payout-bank">
            <div>Paystack transfer</div>
            <div>
              {payout.accountName} · {payout.bankName} · <code>{payout.accountNumber}</code>
            </div>
          </div>
        ) : (
          <>
            Stripe transfer
            {payout.stripeAccountId && (
              <>
                {' '}
                to <code>{payout.stripeAccountId}</code>
              </>
            )}
          </>
        )}
      </td>
      <td className="payout-cell">
        <StatusBadge status={payout.status.toLowerCase()} label={STATUS_LABELS[payout.status]} />
        {payout.reference && (
          <div className="payout-note">
            Ref. <code>{payout.reference}</code>
            {payout.paidAt && (
              <>
                {' · '}
                <SiteTime iso={payout.paidAt} of="marketplace" />
              </>
            )}
          </div>
        )}
        {payout.failureMessage && <div className="payout-note">{payout.failureMessage}</div>}
        {payout.transferUnderWay && <div className="payout-note">Transfer under way</div>}
        {payout.awaitsBankTransfer && (
          <div className="payout-actions">
            {action ? (
              <form className="payout-form" onSubmit={(event) => void handleSubmit(event)} noValidate>
                <TextField
                  label={action === 'paid' ? 'Bank reference' : 'Reason, for the owner'}
                  name="value"
                  required
                  maxLength={action === 'paid' ? 100 : 500}
                  autoFocus
                  error={problem?.field}
                />
                {problem && !problem.field && <Alert>{problem.message}</Alert>}
                <div className="payout-form__buttons">
                  <Button
                    type="submit"
                    loading={paying.loading || failing.loading}
                    loadingText="Saving…"
                    aria-label={`${action === 'paid' ? 'Confirm paid' : 'Confirm failed'}: ${who}`}
                  >
                    {action === 'paid' ? 'Confirm paid' : 'Confirm failed'}
                  </Button>
                  <Button variant="ghost" onClick={() => setAction(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            ) : (
              <div className="payout-form__buttons">
                <Button variant="secondary" onClick={() => setAction('paid')} aria-label={`Mark paid: ${who}`}>
                  Mark paid
                </Button>
                <Button variant="ghost" onClick={() => setAction('failed')} aria-label={`Mark failed: ${who}`}>
                  Mark failed
                </Button>
              </div>
            )}
          </div>
        )}
      </td>
    </tr>
  );
}

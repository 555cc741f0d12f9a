import { useQuery } from '@apollo/client/react';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { graphql } from '../../../gql';
import { uploadedImage } from '../../../lib/image-sources';
import type { AdminBookingLedgerQuery, DepositStatus, HandoverStage, LedgerKind } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import './booking-money.css';

const AdminBookingLedgerDocument = graphql(`
  query AdminBookingLedger($id: ID!) {
    booking(id: $id) {
      id
      ledger {
        entries {
          id
          kind
          amount {
            amount
            formatted
          }
          key
          providerRef
          createdAt
        }
        totals {
          kind
          amount {
            amount
            formatted
          }
        }
        deposit {
          amount
          formatted
        }
        depositStatus
        depositSettledAt
      }
      conditionPhotos {
        id
        stage
        url
        note
        uploadedBy
        createdAt
      }
    }
  }
`);

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  CHARGE: 'Charge',
  REFUND: 'Refund',
  OWNER_EARNING: 'Owner earning',
  PLATFORM_FEE: 'Platform fee',
  DEPOSIT_HELD: 'Deposit held',
  DEPOSIT_RELEASED: 'Deposit released',
  DEPOSIT_CLAIMED: 'Deposit claimed',
  PAYOUT: 'Payout',
  SPONSORSHIP_PAYMENT: 'Sponsorship payment',
  SPONSORSHIP_REFUND: 'Sponsorship refund',
  REGISTRATION_PAYMENT: 'Registration payment',
  REGISTRATION_REFUND: 'Registration refund',
};

const DEPOSIT_LABELS: Record<DepositStatus, string> = {
  HELD: 'Held: charged with the booking, kept apart',
  CLAIMED: 'Claimed by the owner: kept until an administrator decides',
  RELEASED: 'Released: going or gone back to the renter',
  SETTLED: 'Settled by a decision',
};

const STAGE_LABELS: Record<HandoverStage, string> = { PICKUP: 'At the pickup', RETURN: 'At the return' };

type Data = NonNullable<AdminBookingLedgerQuery['booking']>;

/** The booking's money as the ledger has it (each entry, a total per kind, the deposit) and its condition photos. */
export function BookingMoneyPanel({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const { data, error } = useQuery(AdminBookingLedgerDocument, { variables: { id: bookingId } });
  if (error)
    return (
      <div className="booking-money">
        <Alert>The ledger could not be loaded: {error.message}</Alert>
      </div>
    );
  if (!data?.booking) return null;
  return (
    <div className="booking-money">
      <LedgerCard ledger={data.booking.ledger} timeZone={timeZone} />
      <PhotosCard photos={data.booking.conditionPhotos} timeZone={timeZone} />
    </div>
  );
}

/** Times on the clocks of the booking's tool (`timeZone`), as the rest of its page. */
function LedgerCard({ ledger, timeZone }: { ledger: Data['ledger']; timeZone: string }) {
  return (
    <Card>
      <section aria-labelledby="booking-ledger-title" className="booking-ledger">
        <h2 id="booking-ledger-title">Ledger</h2>
        <p>
          Deposit: <strong>{ledger.deposit.formatted}</strong>
          {ledger.depositStatus ? ` · ${DEPOSIT_LABELS[ledger.depositStatus]}` : ' · none charged'}
          {ledger.depositSettledAt ? ` (${formatInstant(ledger.depositSettledAt, timeZone)})` : ''}
        </p>
        {ledger.entries.length === 0 ? (
          <p>No money has moved for this booking.</p>
        ) : (
          <>
            <h3>Totals per kind</h3>
            <div className="table-scroll" role="region" aria-labelledby="ledger-totals-caption" tabIndex={0}>
              <table className="data-table">
                <caption id="ledger-totals-caption" className="visually-hidden">
                  Ledger totals per kind
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col" className="cell-number">
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.totals.map((t) => (
                    <tr key={t.kind}>
                      <th scope="row">{LEDGER_KIND_LABELS[t.kind]}</th>
                      <td className="cell-number">{t.amount.formatted}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>Entries</h3>
            <div className="table-scroll" role="region" aria-labelledby="ledger-entries-caption" tabIndex={0}>
              <table className="data-table">
                <caption id="ledger-entries-caption" className="visually-hidden">
                  Ledger entries, oldest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Kind</th>
                    <th scope="col" className="cell-number">
                      Amount
                    </th>
                    <th scope="col">Key</th>
                    <th scope="col">Provider reference</th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.entries.map((e) => (
                    <tr key={e.id}>
                      <td>{formatInstant(e.createdAt, timeZone)}</td>
                      <td>{LEDGER_KIND_LABELS[e.kind]}</td>
                      <td className="cell-number">{e.amount.formatted}</td>
                      <td>
                        <code>{e.key}</code>
                      </td>
                      <td>{e.providerRef ? <code>{e.providerRef}</code> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

function PhotosCard({ photos, timeZone }: { photos: Data['conditionPhotos']; timeZone: string }) {
  return (
    <Card>
      <section aria-labelledby="booking-photos-title" className="booking-photos">
        <h2 id="booking-photos-title">Condition photos</h2>
        {photos.length === 0 ? (
          <p>Neither party added photos at the pickup or the return.</p>
        ) : (
          <ul className="booking-photos__grid">
            {photos.map((p) => {
              const what = `${STAGE_LABELS[p.stage]}, by the ${p.uploadedBy === 'RENTER' ? 'renter' : 'owner'}, ${formatInstant(p.createdAt, timeZone)}`;
              return (
                <li key={p.id}>
                  <a href={p.url} target="_blank" rel="noreferrer" aria-label={`Open photo (new tab): ${what}`}>
                    <img {...uploadedImage(p.url, '12rem')} alt="" width={128} height={96} loading="lazy" />
                  </a>
                  <p>
                    {what}
                    {p.note && <span className="booking-photos__note">“{p.note}”</span>}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}

import type { ToolPublicFieldsFragment } from '../../../gql/graphql';
import { bookingModeLabel, policyLabel } from '../cancellation-terms';
import './tool-terms.css';

type Terms = Pick<
  ToolPublicFieldsFragment,
  | 'cancellationPolicy'
  | 'cancellationPolicySummary'
  | 'bookingMode'
  | 'requiresIdVerification'
  | 'deposit'
  | 'bookingRules'
  | 'weeklyDiscountPercent'
  | 'monthlyDiscountPercent'
  | 'lateFeeTerms'
>;

/** The owner's discounts for longer rentals in words; empty when there are none. */
export function discountLines(tool: Pick<Terms, 'weeklyDiscountPercent' | 'monthlyDiscountPercent'>): string[] {
  const lines: string[] = [];
  if (tool.weeklyDiscountPercent > 0) lines.push(`${tool.weeklyDiscountPercent}% off 7 days or more`);
  if (tool.monthlyDiscountPercent > 0) lines.push(`${tool.monthlyDiscountPercent}% off 28 days or more`);
  return lines;
}

/** The tool page's terms: how it is booked, what a cancellation refunds, and the deposit. */
export function ToolTerms({ tool }: { tool: Terms }) {
  return (
    <section className="tool-terms" aria-labelledby="tool-terms-heading">
      <h2 id="tool-terms-heading">Booking terms</h2>
      <dl className="tool-facts">
        <div>
          <dt>Booking</dt>
          <dd>
            {bookingModeLabel(tool.bookingMode)}
            <span className="tool-terms__note">
              {tool.bookingMode === 'REQUEST'
                ? 'The owner accepts or declines; your card is charged only when they accept.'
                : 'Book and pay now: the booking is confirmed at once.'}
            </span>
            {tool.requiresIdVerification && (
              <span className="tool-terms__note">Only renters with a verified ID (checked by our administrators).</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Cancellation</dt>
          <dd>
            {policyLabel(tool.cancellationPolicy)}
            <span className="tool-terms__note">{tool.cancellationPolicySummary}</span>
          </dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>
            {tool.deposit.amount > 0 ? (
              <>
                {tool.deposit.formatted} per unit
                <span className="tool-terms__note">
                  Charged with the booking and refunded after the return, unless the owner claims damage.
                </span>
              </>
            ) : (
              'None'
            )}
          </dd>
        </div>
        {tool.lateFeeTerms && (
          <div>
            <dt>Late returns</dt>
            <dd>
              {tool.lateFeeTerms}
              <span className="tool-terms__note">Counted when the owner confirms the return.</span>
            </dd>
          </div>
        )}
        {discountLines(tool).length > 0 && (
          <div>
            <dt>Longer rentals</dt>
            <dd>
              <ul className="tool-terms__rules">
                {discountLines(tool).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {tool.bookingRules.length > 0 && (
          <div>
            <dt>Rules</dt>
            <dd>
              <ul className="tool-terms__rules">
                {tool.bookingRules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** Next to the owner's name: how often they cancelled bookings in the last 12 months. */
export function OwnerCancellations({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="tool-terms__note">
      {count === 0
        ? 'No cancellations by the owner in the last 12 months'
        : `Cancelled ${count === 1 ? '1 booking' : `${count} bookings`} in the last 12 months`}
    </span>
  );
}

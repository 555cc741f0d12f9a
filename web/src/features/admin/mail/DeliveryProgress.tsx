export interface DeliveryCounts {
  pending: number;
  queued: number;
  sent: number;
  stored: number;
  failed: number;
}

const SEGMENTS = [
  { key: 'sent', label: 'Sent' },
  { key: 'stored', label: 'Stored (no SMTP server)' },
  { key: 'failed', label: 'Failed' },
  { key: 'queued', label: 'Queued' },
  { key: 'pending', label: 'Waiting' },
] as const;

export function handled(counts: DeliveryCounts): number {
  return counts.sent + counts.stored + counts.failed;
}

export function deliverySummary(counts: DeliveryCounts, total: number): string {
  return `${handled(counts).toLocaleString('en')} of ${total.toLocaleString('en')} handled: ${counts.sent.toLocaleString('en')} sent, ${counts.stored.toLocaleString('en')} stored, ${counts.failed.toLocaleString('en')} failed, ${(counts.queued + counts.pending).toLocaleString('en')} still to go.`;
}

/** One bar in segments (sent, stored, failed, still to go), with the numbers beside it in a legend. */
export function DeliveryProgress({ counts, total }: { counts: DeliveryCounts; total: number }) {
  const denominator = Math.max(1, total, handled(counts) + counts.queued + counts.pending);
  return (
    <div className="delivery">
      <div
        className="delivery__bar"
        role="progressbar"
        aria-label="Delivery"
        aria-valuemin={0}
        aria-valuemax={denominator}
        aria-valuenow={handled(counts)}
        aria-valuetext={deliverySummary(counts, total)}
      >
        {SEGMENTS.map(({ key }) =>
          counts[key] > 0 ? (
            <span
              key={key}
              className={`delivery__segment delivery__segment--${key}`}
              style={{ width: `${(counts[key] / denominator) * 100}%` }}
            />
          ) : null,
        )}
      </div>
      <dl className="delivery__legend">
        {SEGMENTS.map(({ key, label }) => (
          <div key={key}>
            <dt>
              <span className={`delivery__swatch delivery__segment--${key}`} aria-hidden="true" />
              {label}
            </dt>
            <dd>{counts[key].toLocaleString('en')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

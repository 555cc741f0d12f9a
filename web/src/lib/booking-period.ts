const MINUTES_PER: Record<string, number> = { HOURLY: 60, DAILY: 24 * 60 };

/**
 * The length a booking is charged for, from the API's billedMinutes: exact hours for hourly tools
 * ('3.5 hours', '0.25 hours', '1 hour'), whole days for daily ones ('2 days'). Hours are written as
 * decimals so that the price per hour times them is the amount charged.
 */
export function formatBilledPeriod(billedMinutes: number, rentalCircle: string): string {
  const hourly = rentalCircle.toUpperCase() === 'HOURLY';
  const count = billedMinutes / MINUTES_PER[hourly ? 'HOURLY' : 'DAILY']!;
  const unit = hourly ? 'hour' : 'day';
  return `${count.toLocaleString('en', { maximumFractionDigits: 2 })} ${unit}${count === 1 ? '' : 's'}`;
}

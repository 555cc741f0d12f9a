export const SPONSOR_STATUSES = [
  { value: 'applied', label: 'Awaiting review' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
] as const;

export function sponsorStatusLabel(status: string): string {
  return SPONSOR_STATUSES.find((s) => s.value === status)?.label ?? status;
}

import { describe, expect, it } from 'vitest';
import { kindLabel } from './outbox-statuses';

describe('kindLabel', () => {
  it('writes a template as words in sentence case', () => {
    expect(kindLabel('BOOKING_RENTER')).toBe('Booking renter');
    expect(kindLabel('PASSWORD_RESET')).toBe('Password reset');
    expect(kindLabel('REQUEST_DECLINE_REQUEST_OWNER')).toBe('Request decline request owner');
  });
});

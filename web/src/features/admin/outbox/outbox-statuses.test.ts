import { describe, expect, it } from 'vitest';
import { kindLabel } from './outbox-statuses';

describe('kindLabel', () => {
  it('writes a template name as words, whatever separates them', () => {
    expect(kindLabel('booking.renter')).toBe('Booking renter');
    expect(kindLabel('password-reset')).toBe('Password reset');
    expect(kindLabel('email_change')).toBe('Email change');
  });
});

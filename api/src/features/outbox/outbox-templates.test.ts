import { describe, expect, it } from 'vitest';
import { OTHER_TEMPLATE, OUTBOX_TEMPLATES, OutboxTemplate, templateOf } from './outbox-templates.js';

describe('the outbox templates', () => {
  it('gives each stored name its own GraphQL value, and the value back its stored name', () => {
    const names = Object.keys(OUTBOX_TEMPLATES);
    // One value per name: two names that differ only by '.', '-' or '_' would collide.
    expect(Object.keys(OutboxTemplate)).toHaveLength(names.length + 1);
    expect(OutboxTemplate.GROUP_MAIL).toBe('group-mail');
    expect(OutboxTemplate.BOOKING_CANCELLED_BY_OWNER).toBe('booking.cancelled_by_owner');
    expect(OutboxTemplate.REQUEST_DECLINE_REQUEST_OWNER).toBe('request.decline_request.owner');
    expect(Object.values(OutboxTemplate).sort()).toEqual([...names, OTHER_TEMPLATE].sort());
  });

  it('answers OTHER for a stored kind this version no longer sends', () => {
    expect(templateOf('password-reset')).toBe('password-reset');
    expect(templateOf('a-retired-kind')).toBe(OTHER_TEMPLATE);
    expect(templateOf('toString')).toBe(OTHER_TEMPLATE);
  });
});

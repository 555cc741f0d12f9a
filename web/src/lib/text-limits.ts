/**
 * The longest text the API takes per field (its validation schemas), given to inputs as maxLength.
 * A module of its own, importing nothing: tests/security/text-limits.test.ts holds the API to it.
 */
export const TEXT_LIMITS = {
  personName: 80,
  phone: 30,
  company: 160,
  address: 300,
  contactName: 100,
  message: 5000,
} as const;

/** The contact and place fields that users, participants and sponsors share, in the order the APIs show them. */
export const CONTACT_FIELDS = ['email', 'phone', 'country', 'state', 'city', 'address'] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A record's contact and place fields, picked one by one (nothing else of the record comes along). */
export const contactOf = <T extends Record<ContactField, unknown>>(row: T): Pick<T, ContactField> => ({
  email: row.email,
  phone: row.phone,
  country: row.country,
  state: row.state,
  city: row.city,
  address: row.address,
});

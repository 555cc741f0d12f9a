import { contactOf } from '../../core/contact.js';
import type { UserRow } from './account.table.js';

/** The user as the REST shim returns it: the old client's snake_case names, never the hash. */
export function presentUser(row: UserRow) {
  return {
    id: row.id,
    role: row.role,
    user_name: row.userName,
    first_name: row.firstName,
    last_name: row.lastName,
    ...contactOf(row),
    image: row.image,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

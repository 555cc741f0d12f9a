import 'reflect-metadata';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { contactOf } from '../../core/contact.js';
import type { UserRow } from './account.table.js';

/** What an account may do. The values are those stored and checked by `@Authorized('Admin')`. */
export enum Role {
  ADMIN = 'Admin',
  USER = 'User',
  CHECK_IN = 'CheckIn',
}
registerEnumType(Role, {
  name: 'Role',
  description: 'What an account may do',
  valuesConfig: {
    ADMIN: { description: 'An administrator: the admin area, every list and every booking' },
    USER: { description: 'A member: rents and lists tools, manages their own account' },
    CHECK_IN: {
      description:
        "Check-in staff: a member who also works the expo's check-in desk (checks guests in by code, undoes a mistaken check-in) and sees nothing else of the admin area",
    },
  },
});

@ObjectType({ description: 'An account. Members see their own; administrators see every account' })
export class User {
  @Field(() => ID, { description: 'The account id' }) id!: string;
  @Field(() => Role, { description: 'What the account may do' }) role!: Role;
  @Field(() => String, {
    nullable: true,
    description: "A short name the member chose (the profile form's 'User name'); null until chosen",
  })
  nickname!: string | null;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => String, { description: 'The sign-in e-mail address' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Phone number as entered; null when not given' })
  phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Country name, e.g. "Nigeria"' }) country!: string | null;
  @Field(() => String, { nullable: true, description: 'State or region; null when not given' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'City; null when not given' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Street address; null when not given' })
  address!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the profile picture; null without one' })
  image!: string | null;
  @Field(() => Boolean, {
    description:
      'Whether the holder of the e-mail address opened a link sent to it (sign-up, change of address or password reset). Payout details and payouts need it',
  })
  emailVerified!: boolean;
  @Field(() => Boolean, {
    description:
      'Whether an administrator checked their ID document against a selfie (ID verified). Tools whose owners ask for it need it',
  })
  idVerified!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When an administrator disabled the account (it cannot sign in); null while it is enabled',
  })
  disabledAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When the account was created' }) createdAt!: Date;
}

/** Picks the public fields of a row: the password hash never reaches an API type. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    role: row.role as Role,
    nickname: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    ...contactOf(row),
    image: row.image,
    emailVerified: row.emailVerifiedAt !== null,
    idVerified: row.idVerifiedAt !== null,
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
  };
}

@ObjectType({
  description:
    'The answer to a sign-up: the same whether or not the address already had an account, so it tells nobody who is registered',
})
export class AccountCreation {
  @Field(() => String, { description: 'What happens next, in words: a link was e-mailed to the address' })
  message!: string;
  @Field(() => String, { description: 'The address the e-mail went to, as the caller spelled it (trimmed)' })
  email!: string;
}

@ObjectType({ description: 'A signed-in session: the user and a short-lived access token' })
export class AuthPayload {
  @Field(() => User, { description: 'The signed-in account' }) user!: User;
  @Field(() => String, { description: 'Bearer token for the Authorization header; keep it in memory only' })
  accessToken!: string;
  @Field(() => DateTimeISO, {
    description: 'When the access token expires: call refreshSession before then (the refresh cookie rotates)',
  })
  expiresAt!: Date;
}

// Inputs only declare what a user may set: no role, id or password hash can be smuggled in.
// Rules live in account.validation.ts, shared with the REST shim.
@InputType({ description: 'A new account' })
export class CreateAccountInput {
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => String, { description: 'The sign-in e-mail address' }) email!: string;
  @Field(() => String, { nullable: true, description: 'Phone number: digits, spaces, +, -, ( and )' })
  phone?: string | null;
  @Field(() => String, { description: 'Country name, e.g. "Nigeria"' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'City' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address' }) address?: string | null;
  @Field(() => String, { description: 'The password: at least 8 characters' }) password!: string;
}

@InputType({ description: 'Changes to an account: a field left out stays as it is' })
export class UpdateAccountInput {
  @Field(() => String, {
    nullable: true,
    description: 'A short name of your choice, at most 60 characters; null or "" removes it',
  })
  nickname?: string | null;
  @Field(() => String, { nullable: true, description: 'Given name; null leaves it as it is' }) firstName?: string;
  @Field(() => String, { nullable: true, description: 'Family name; null leaves it as it is' }) lastName?: string;
  @Field(() => String, {
    nullable: true,
    description: 'A new sign-in address: it takes effect once the link e-mailed to it is opened',
  })
  email?: string;
  @Field(() => String, { nullable: true, description: 'Phone number; null or "" removes it' })
  phone?: string | null;
  @Field(() => String, { nullable: true, description: 'Country name; null or "" removes it' }) country?: string | null;
  @Field(() => String, { nullable: true, description: 'State or region; null or "" removes it' })
  state?: string | null;
  @Field(() => String, { nullable: true, description: 'City; null or "" removes it' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address; null or "" removes it' })
  address?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required when changing your own password or e-mail address',
  })
  currentPassword?: string;
  @Field(() => String, {
    nullable: true,
    description: 'A new password (at least 8 characters); other sessions of the account are signed out',
  })
  newPassword?: string;
}

/** What a password-reset link can still do, so the page says so before a new password is typed. */
export enum ResetLinkState {
  VALID = 'valid',
  USED = 'used',
  EXPIRED = 'expired',
  UNKNOWN = 'unknown',
}
registerEnumType(ResetLinkState, {
  name: 'ResetLinkState',
  description: 'Whether a password-reset link can still set a password',
  valuesConfig: {
    VALID: { description: 'It can: unused and not expired' },
    USED: { description: 'It set a password already, or a newer link replaced it' },
    EXPIRED: { description: 'Its hour has passed' },
    UNKNOWN: { description: 'No link has this token (mistyped or cut short)' },
  },
});

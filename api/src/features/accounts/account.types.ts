import 'reflect-metadata';
import { Field, GraphQLISODateTime, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { contactOf } from '../../core/contact.js';
import type { UserRow } from './account.table.js';

export enum RoleEnum {
  User = 'User',
  Admin = 'Admin',
}
registerEnumType(RoleEnum, { name: 'Role' });

@ObjectType()
export class User {
  @Field(() => ID) id!: string;
  @Field(() => RoleEnum) role!: RoleEnum;
  @Field(() => String, { nullable: true }) userName!: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) country!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the profile picture' }) image!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

/** Picks the public fields of a row: the password hash never reaches an API type. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    role: row.role as RoleEnum,
    userName: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    ...contactOf(row),
    image: row.image,
    createdAt: row.createdAt,
  };
}

@ObjectType({ description: 'A signed-in session: the user and a short-lived access token' })
export class AuthPayload {
  @Field(() => User) user!: User;
  @Field(() => String, { description: 'Bearer token for the Authorization header; keep it in memory only' })
  accessToken!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the access token expires' }) expiresAt!: Date;
}

// Inputs only declare what a user may set: no role, id or password hash can be smuggled in.
// Rules live in account.validation.ts, shared with the REST shim.
@InputType()
export class CreateAccountInput {
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String) password!: string;
}

@InputType()
export class UpdateAccountInput {
  @Field(() => String, { nullable: true }) userName?: string | null;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true, description: 'Required when changing your own password' })
  currentPassword?: string;
  @Field(() => String, { nullable: true }) newPassword?: string;
}

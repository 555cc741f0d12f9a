import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createAccountSchema, updateAccountSchema } from './account.validation.js';
import { parseInput } from '../../core/input.js';

const valid = {
  firstName: ' Ada ',
  lastName: 'Obi',
  email: ' Ada@Example.COM ',
  country: 'Nigeria',
  password: '12345678',
};

describe('account validation', () => {
  it('trims names and lower-cases the e-mail; empty optional fields become null', () => {
    const data = parseInput(createAccountSchema, { ...valid, phone: '', city: '' });
    expect(data).toMatchObject({ firstName: 'Ada', email: 'ada@example.com', phone: null, city: null });
  });

  it('bounds the password to 8..128 characters', () => {
    expect(() => parseInput(createAccountSchema, { ...valid, password: '1234567' })).toThrow('at least 8');
    expect(() => parseInput(createAccountSchema, { ...valid, password: 'x'.repeat(129) })).toThrow('at most 128');
    expect(parseInput(createAccountSchema, { ...valid, password: 'x'.repeat(128) }).password).toHaveLength(128);
  });

  it('reports each bad field by name', () => {
    try {
      parseInput(createAccountSchema, { ...valid, firstName: '', email: 'x@', phone: 'call me' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).fields.map((f) => f.path).sort()).toEqual(['email', 'firstName', 'phone']);
    }
  });

  it('drops fields nobody may set, such as role', () => {
    const data = parseInput(createAccountSchema, { ...valid, role: 'Admin', id: 'x' });
    expect(data).not.toHaveProperty('role');
    expect(data).not.toHaveProperty('id');
  });

  it('on update, null leaves required fields unchanged instead of erasing them', () => {
    const data = parseInput(updateAccountSchema, { firstName: null, email: null, newPassword: '' });
    expect(data.firstName).toBeUndefined();
    expect(data.email).toBeUndefined();
    expect(data.newPassword).toBeUndefined();
  });
});

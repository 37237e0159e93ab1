import { describe, expect, it } from 'vitest';
import { validate } from '../../machines/form';
import { userCreateFormSchema, userUpdateSchema } from '../../src/api/users';

/** The user forms check with the server's own schemas: each rule shows its message on its field. */
const filled = {
  password: 'long-enough',
  confirmPassword: 'long-enough',
  full_name: '',
  email: '',
  role: 'user',
};

describe('the create-user and edit-user forms', () => {
  it.each([
    [{ username: 'a'.repeat(33) }, { username: 'usernameTooLong' }],
    [{ username: 's\u0430ra' }, { username: 'usernameCharacters' }],
    [{ username: 'omar\u202egnp' }, { username: 'usernameCharacters' }],
    [{ username: 'omarعمر' }, { username: 'usernameMixedScripts' }],
    [{ username: 'omar', full_name: 'x'.repeat(101) }, { full_name: 'fullNameTooLong' }],
    [{ username: 'omar', email: `${'a'.repeat(250)}@b.co` }, { email: 'emailTooLong' }],
  ])('refuse %j with %j', (fields, errors) => {
    expect(validate(userCreateFormSchema, { ...filled, ...fields })).toEqual(errors);
    expect(validate(userUpdateSchema, { ...filled, ...fields })).toEqual(errors);
  });

  it.each([
    [
      'over 256 characters',
      { password: 'p'.repeat(257), confirmPassword: 'p'.repeat(257) },
      'passwordTooLong',
    ],
    [
      'of an administrator, under 12',
      { role: 'admin', password: 'eleven-char', confirmPassword: 'eleven-char' },
      'adminPasswordMin',
    ],
    [
      'of an administrator, under 6',
      { role: 'admin', password: '12345', confirmPassword: '12345' },
      'passwordMin',
    ],
  ])('refuse a password %s, with one message', (_name, fields, message) => {
    expect(validate(userCreateFormSchema, { ...filled, username: 'omar', ...fields })).toEqual({
      password: message,
    });
    expect(validate(userUpdateSchema, { ...filled, username: 'omar', ...fields })).toEqual({
      password: message,
    });
  });

  it('take 256 characters, 12 for an administrator, and a blank one on an edit whatever the role', () => {
    const longest = 'p'.repeat(256);
    expect(
      validate(userCreateFormSchema, {
        ...filled,
        username: 'omar',
        password: longest,
        confirmPassword: longest,
      }),
    ).toEqual({});
    expect(
      validate(userCreateFormSchema, {
        ...filled,
        username: 'omar',
        role: 'admin',
        password: 'twelve-chars',
        confirmPassword: 'twelve-chars',
      }),
    ).toEqual({});
    expect(validate(userUpdateSchema, { ...filled, username: 'omar', role: 'admin', password: '' })).toEqual(
      {},
    );
  });

  it('take full-width letters and Arabic names', () => {
    expect(validate(userCreateFormSchema, { ...filled, username: 'ｏｍａｒ' })).toEqual({});
    expect(validate(userCreateFormSchema, { ...filled, username: 'عمر.2' })).toEqual({});
  });
});

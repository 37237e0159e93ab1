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

  it('take full-width letters and Arabic names', () => {
    expect(validate(userCreateFormSchema, { ...filled, username: 'ｏｍａｒ' })).toEqual({});
    expect(validate(userCreateFormSchema, { ...filled, username: 'عمر.2' })).toEqual({});
  });
});

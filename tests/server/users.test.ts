import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { hashPassword } from '../../src/server/accounts/passwords';
import { deleteUser } from '../../src/server/accounts/users';
import type { App } from '../../src/server/app';
import { addUser, badTableQueries, bearer, linksOf, refusal, signIn, startSignedInServer } from './helpers';

let app: App;
let adminId: number;
let adminToken: string;
let userId: number;
beforeEach(async () => {
  ({ app, adminId, adminToken } = await startSignedInServer());
  userId = await addUser(app, 'sara', 'sara-password');
});
afterEach(() => app.close());

function asAdmin(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });
}

function verify(token: string) {
  return app.inject({ url: '/api/verify-token', headers: bearer(token) });
}

const saraEdit = { username: 'sara', full_name: 'Sara A.', email: 'sara@example.com', role: 'user' };

describe('GET /api/users', () => {
  it('lists every user by id, without password hashes', async () => {
    const res = await asAdmin('GET', '/api/users');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: adminId, username: 'admin', full_name: '', email: '', role: 'admin' },
      { id: userId, username: 'sara', full_name: '', email: '', role: 'user' },
    ]);
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('password');
  });
});

describe('GET /api/users, paged', () => {
  /** Accounts straight into the database after the two of every test (ids 3, 4, …): no hashing. */
  async function store(accounts: { username: string; full_name?: string; email?: string }[]) {
    await app.db
      .insertInto('users')
      .values(
        accounts.map((account) => ({
          full_name: '',
          email: '',
          ...account,
          password_hash: 'not a usable hash',
          role: 'user' as const,
          created_at: '2030-01-01T09:00:00.000Z',
          updated_at: '2030-01-01T09:00:00.000Z',
        })),
      )
      .execute();
  }
  const numbered = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ username: `staff${String(i + 1).padStart(3, '0')}` }));
  const listing = (query: Record<string, string>, token = adminToken) =>
    app.inject({ url: `/api/users?${new URLSearchParams(query)}`, headers: bearer(token) });
  async function idsOf(query: Record<string, string>) {
    const res = await listing(query);
    expect(res.statusCode).toBe(200);
    return res.json<{ id: number }[]>().map((user) => user.id);
  }
  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => (to >= from ? from + i : from - i));

  it('answers 50 accounts a page by id, with the count and the links to the others', async () => {
    await store(numbered(118));
    const link = (page: number) => `/api/users?page=${page}&per_page=50`;
    const first = await listing({});
    expect(first.headers['x-total-count']).toBe('120');
    expect(first.json<{ id: number }[]>().map((user) => user.id)).toEqual(range(1, 50));
    expect(linksOf(first.headers.link)).toEqual({ first: link(1), next: link(2), last: link(3) });
    expect(await idsOf({ page: '3' })).toEqual(range(101, 120));
    expect(await idsOf({ page: '3', sort: '-id' })).toEqual(range(20, 1));
    expect(await idsOf({ page: '2', per_page: '100' })).toEqual(range(101, 120));
    // Past the last page: nothing, with the total and the way back.
    const past = await listing({ page: '4' });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('120');
    expect(linksOf(past.headers.link)).toEqual({ first: link(1), prev: link(3), last: link(3) });
  });

  it('sorts by username and by full name, in any letter case, the same names by id', async () => {
    await store([
      { username: 'Omar', full_name: 'omar zaki' },
      { username: 'ahmad', full_name: 'Ahmad Saleh' },
      { username: 'Ziad', full_name: 'AHMAD Bakr' },
      { username: 'خالد', full_name: 'خالد العتيبي' },
    ]);
    // 1 admin and 2 sara have no full name: they come first by name.
    expect(await idsOf({ sort: 'username' })).toEqual([1, 4, 3, 2, 5, 6]);
    expect(await idsOf({ sort: '-username' })).toEqual([6, 5, 2, 3, 4, 1]);
    expect(await idsOf({ sort: 'name' })).toEqual([1, 2, 5, 4, 3, 6]);
    expect(await idsOf({ sort: '-name' })).toEqual([6, 3, 4, 5, 2, 1]);
    const res = await listing({ sort: 'username', per_page: '2', page: '2' });
    expect(res.json<{ id: number }[]>().map((user) => user.id)).toEqual([3, 2]);
    expect(linksOf(res.headers.link).next).toBe('/api/users?sort=username&page=3&per_page=2');
  });

  it('finds the accounts holding every word searched for, in the username, full name or e-mail', async () => {
    await store([
      { username: 'fahad', full_name: 'Fahad Al-Qahtani', email: 'fahad@example.com' },
      { username: 'khaled', full_name: 'خالد العتيبي', email: 'khaled@mail.sa' },
      { username: 'nora_x', full_name: 'Nora 100%', email: 'nora@example.org' },
    ]);
    const found = (q: string) => idsOf({ q });
    expect(await found('FAHAD')).toEqual([3]);
    expect(await found('العتيبي')).toEqual([4]);
    expect(await found('example')).toEqual([3, 5]);
    expect(await found('al-qahtani example.com')).toEqual([3]);
    expect(await found('fahad khaled')).toEqual([]);
    expect(await found('_')).toEqual([5]);
    expect(await found('%')).toEqual([5]);
    expect(await found('   ')).toEqual([1, 2, 3, 4, 5]);
    const res = await listing({ q: 'example', per_page: '1' });
    expect(res.headers['x-total-count']).toBe('2');
    expect(linksOf(res.headers.link).next).toBe('/api/users?q=example&page=2&per_page=1');
  });

  it.each(badTableQueries('email'))('refuses %j with 400 and its message', async (query, message) => {
    const res = await listing(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('is refused to anyone but an administrator, whatever the query', async () => {
    const sara = await signIn(app, 'sara', 'sara-password');
    for (const query of [{ q: 'sara', page: '2' }, { page: '0' }] as Record<string, string>[]) {
      expect((await app.inject({ url: `/api/users?${new URLSearchParams(query)}` })).statusCode).toBe(401);
      const refused = await listing(query, sara);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['x-total-count']).toBeUndefined();
    }
  });
});

describe('POST /api/users', () => {
  it('creates a user who can then sign in', async () => {
    const res = await asAdmin('POST', '/api/users', {
      username: '  omar ',
      password: 'omar-password',
      full_name: ' Omar K. ',
      email: 'omar@example.com',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: messages.userCreated, code: 'userCreated' });
    expect(res.body).not.toContain('omar-password');
    const list = (await asAdmin('GET', '/api/users')).json();
    expect(list[2]).toEqual({
      id: expect.any(Number),
      username: 'omar',
      full_name: 'Omar K.',
      email: 'omar@example.com',
      role: 'admin',
    });
    await expect(signIn(app, 'omar', 'omar-password')).resolves.toBeTruthy();
  });

  it('makes a plain user when no role is given', async () => {
    await asAdmin('POST', '/api/users', { username: 'nour', password: 'nour-password' });
    const list = (await asAdmin('GET', '/api/users')).json();
    expect(list[2]).toMatchObject({ username: 'nour', role: 'user', email: '', full_name: '' });
  });

  it.each(['sara', 'SARA', ' Sara '])(
    'refuses %j: usernames are unique whatever their letter case',
    async (username) => {
      const res = await asAdmin('POST', '/api/users', { username, password: 'another-password' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, message: messages.usernameTaken, code: 'usernameTaken' });
    },
  );

  it.each([
    [{ username: 'ab', password: 'long-enough' }, messages.usernameMin],
    [{ username: 'abc', password: '12345' }, messages.passwordMin],
    [{ username: 'abc', password: 'long-enough', email: 'not-an-email' }, messages.invalidEmail],
    [{ username: 'abc', password: 'long-enough', role: 'owner' }, messages.invalidRole],
    [{ username: 'ab', password: '1' }, `${messages.usernameMin}. ${messages.passwordMin}`],
  ])('refuses %j with the form message', async (body, message) => {
    const res = await asAdmin('POST', '/api/users', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });
});

describe('usernames, names and e-mails', () => {
  const create = (fields: object) => asAdmin('POST', '/api/users', { password: 'long-enough', ...fields });

  it.each([
    ['a name over 32 characters', { username: 'a'.repeat(33) }, messages.usernameTooLong],
    [
      'a full name over 100 characters',
      { username: 'omar', full_name: 'x'.repeat(101) },
      messages.fullNameTooLong,
    ],
    [
      'an e-mail over 254 characters',
      { username: 'omar', email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` },
      messages.emailTooLong,
    ],
    ['a Cyrillic \u0430 among Latin letters', { username: 's\u0430ra2' }, messages.usernameCharacters],
    ['a Greek ο among Latin letters', { username: '\u03bfmar' }, messages.usernameCharacters],
    ['Latin and Arabic letters together', { username: 'omarعمر' }, messages.usernameMixedScripts],
    ['a space inside', { username: 'omar ali' }, messages.usernameCharacters],
    ['a control character', { username: 'om\u0000ar' }, messages.usernameCharacters],
    ['an invisible joiner', { username: 'om\u200dar' }, messages.usernameCharacters],
    ['a right-to-left override', { username: 'omar\u202egnp' }, messages.usernameCharacters],
    ['an Arabic elongation', { username: 'عـمر' }, messages.usernameCharacters],
    ['an @', { username: 'omar@example.com' }, messages.usernameCharacters],
  ])('refuses %s with its message', async (_name, fields, message) => {
    const res = await create(fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('takes the longest of each, and names of letters, digits, dots, underscores and hyphens', async () => {
    const longest = {
      username: `o.k_${'a'.repeat(26)}-1`,
      full_name: 'x'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(185)}.com`,
    };
    expect((await create(longest)).statusCode).toBe(201);
    expect((await asAdmin('GET', '/api/users')).json()[2]).toMatchObject(longest);
  });

  it('takes an Arabic name, which then signs in', async () => {
    expect((await create({ username: 'عمر_2' })).statusCode).toBe(201);
    await expect(signIn(app, 'عمر_2', 'long-enough')).resolves.toBeTruthy();
  });

  it('stores full-width letters as the plain ones, so either spelling signs in and both are one name', async () => {
    expect((await create({ username: 'ｏｍａｒ' })).statusCode).toBe(201);
    expect((await asAdmin('GET', '/api/users')).json()[2].username).toBe('omar');
    await expect(signIn(app, 'omar', 'long-enough')).resolves.toBeTruthy();
    await expect(signIn(app, 'ＯＭＡＲ', 'long-enough')).resolves.toBeTruthy();
    expect((await create({ username: 'Omar' })).statusCode).toBe(409);
  });

  it('applies the same rules to an edit', async () => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, username: 's\u0430ra' });
    expect(res.json()).toEqual(refusal(messages.usernameCharacters));
    const long = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, full_name: 'x'.repeat(101) });
    expect(long.json()).toEqual(refusal(messages.fullNameTooLong));
  });

  it('still signs in accounts whose names were made before these rules', async () => {
    await addUser(app, 'Old Timer', 'old-password');
    await addUser(app, 'ｗｉｄｅ', 'wide-password');
    await expect(signIn(app, 'old timer', 'old-password')).resolves.toBeTruthy();
    await expect(signIn(app, 'ｗｉｄｅ', 'wide-password')).resolves.toBeTruthy();
  });
});

describe('while password hashing is busy', () => {
  it('asks to come back shortly, creating and changing nothing', async () => {
    // More hashes than the slots and their queue hold, as a flood of sign-ins would start.
    const flood = Array.from({ length: 20 }, () => hashPassword('flood', 14).catch(() => null));
    const created = await asAdmin('POST', '/api/users', { username: 'omar', password: 'omar-password' });
    const edited = await asAdmin('PUT', `/api/users/${userId}`, {
      ...saraEdit,
      password: 'new-sara-password',
    });
    await Promise.all(flood);
    for (const res of [created, edited]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual(refusal(messages.serverBusy));
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect((await asAdmin('GET', '/api/users')).json()).toHaveLength(2);
    await expect(signIn(app, 'sara', 'sara-password')).resolves.toBeTruthy();
  });
});

describe('PUT /api/users/:id', () => {
  it('saves the changes and keeps the password when it is left blank', async () => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, password: '   ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.userUpdated, code: 'userUpdated' });
    const list = (await asAdmin('GET', '/api/users')).json();
    expect(list[1]).toEqual({ id: userId, ...saraEdit });
    await expect(signIn(app, 'sara', 'sara-password')).resolves.toBeTruthy();
  });

  it('changes the password and signs the user out of every session', async () => {
    const saraToken = await signIn(app, 'sara', 'sara-password');
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, password: 'new-sara-password' });
    expect(res.statusCode).toBe(200);
    expect((await verify(saraToken)).json().success).toBe(false);
    expect((await verify(adminToken)).json().success).toBe(true);
    await expect(signIn(app, 'sara', 'sara-password')).rejects.toThrow(/401/);
    await expect(signIn(app, 'sara', 'new-sara-password')).resolves.toBeTruthy();
  });

  it('keeps the session of an administrator who changes their own password, and ends their others', async () => {
    const otherDevice = await signIn(app, 'admin', 'admin-password');
    const res = await asAdmin('PUT', `/api/users/${adminId}`, {
      username: 'admin',
      role: 'admin',
      password: 'new-admin-password',
    });
    expect(res.statusCode).toBe(200);
    expect((await verify(adminToken)).json().success).toBe(true);
    expect((await verify(otherDevice)).json().success).toBe(false);
  });

  it('does not sign anyone out when the password is unchanged', async () => {
    const saraToken = await signIn(app, 'sara', 'sara-password');
    await asAdmin('PUT', `/api/users/${userId}`, saraEdit);
    expect((await verify(saraToken)).json().success).toBe(true);
  });

  it('applies a role change to live sessions at once', async () => {
    const saraToken = await signIn(app, 'sara', 'sara-password');
    await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, role: 'admin' });
    const res = await app.inject({ url: '/api/users', headers: bearer(saraToken) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a username another user has, in any letter case', async () => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, username: 'ADMIN' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, message: messages.usernameTaken, code: 'usernameTaken' });
  });

  it('lets a user change the letter case of their own username', async () => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, username: 'Sara' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await asAdmin('PUT', '/api/users/999', saraEdit);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.userNotFound, code: 'userNotFound' });
  });

  it('refuses to demote the last administrator', async () => {
    const res = await asAdmin('PUT', `/api/users/${adminId}`, { username: 'admin', role: 'user' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.lastAdmin, code: 'lastAdmin' });
  });

  it('lets an administrator step down while another remains', async () => {
    await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, role: 'admin' });
    const res = await asAdmin('PUT', `/api/users/${adminId}`, { username: 'admin', role: 'user' });
    expect(res.statusCode).toBe(200);
    expect((await asAdmin('GET', '/api/users')).statusCode).toBe(403);
  });

  it.each(['abc', '0', '-1', '1.5'])('refuses the id %j', async (id) => {
    const res = await asAdmin('PUT', `/api/users/${id}`, saraEdit);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.invalidUserId, code: 'invalidUserId' });
  });

  it.each([
    [{ ...saraEdit, username: 'sa' }, messages.usernameMin],
    [{ ...saraEdit, password: '12345' }, messages.passwordMin],
    [{ ...saraEdit, email: 'sara@' }, messages.invalidEmail],
    [{ ...saraEdit, role: 'root' }, messages.invalidRole],
  ])('refuses %j with the form message', async (body, message) => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });
});

describe('DELETE /api/users/:id', () => {
  it('deletes the user and ends their sessions', async () => {
    const saraToken = await signIn(app, 'sara', 'sara-password');
    const res = await asAdmin('DELETE', `/api/users/${userId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: messages.userDeleted, code: 'userDeleted' });
    expect((await verify(saraToken)).json().success).toBe(false);
    const sessions = await app.db.selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();
    expect(sessions).toEqual([]);
    expect((await asAdmin('GET', '/api/users')).json()).toHaveLength(1);
  });

  it('refuses to delete your own account', async () => {
    const res = await asAdmin('DELETE', `/api/users/${adminId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: messages.cannotDeleteSelf,
      code: 'cannotDeleteSelf',
    });
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await asAdmin('DELETE', '/api/users/999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: messages.userNotFound, code: 'userNotFound' });
  });

  it('refuses the id "abc"', async () => {
    const res = await asAdmin('DELETE', '/api/users/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: messages.invalidUserId, code: 'invalidUserId' });
  });

  it('never deletes the last administrator', async () => {
    // Through the API an administrator can only be deleted by another one; this guards the rule
    // itself, for when the caller has just been demoted by someone else.
    await expect(
      deleteUser(app.db, adminId, {
        actor: { userId, username: 'someone', address: null },
        now: Date.now(),
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: messages.lastAdmin,
    });
    expect((await asAdmin('GET', '/api/users')).json()).toHaveLength(2);
  });
});

describe('password length', () => {
  const longest = 'p'.repeat(256);

  it.each([
    ['a password over 256 characters', { role: 'user', password: 'p'.repeat(257) }, messages.passwordTooLong],
    ['a 900 KB password', { role: 'user', password: 'p'.repeat(900 * 1024) }, messages.passwordTooLong],
    [
      'an administrator password under 12',
      { role: 'admin', password: 'eleven-char' },
      messages.adminPasswordMin,
    ],
    ['an administrator password under 6', { role: 'admin', password: '12345' }, messages.passwordMin],
  ])('refuses %s when creating a user, creating no one', async (_name, fields, message) => {
    const res = await asAdmin('POST', '/api/users', { username: 'omar', ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    const users = await asAdmin('GET', '/api/users');
    expect(users.json<{ username: string }[]>().map((user) => user.username)).not.toContain('omar');
  });

  it.each([
    ['a password over 256 characters', { role: 'user', password: 'p'.repeat(257) }, messages.passwordTooLong],
    [
      'an administrator password under 12',
      { role: 'admin', password: 'eleven-char' },
      messages.adminPasswordMin,
    ],
  ])('refuses %s when editing a user, changing nothing', async (_name, fields, message) => {
    const res = await asAdmin('PUT', `/api/users/${userId}`, { ...saraEdit, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
    await expect(signIn(app, 'sara', 'sara-password')).resolves.toBeTruthy();
  });

  it('takes 256 characters, and 12 for an administrator, 6 for a user; each then signs in', async () => {
    for (const [username, password, role] of [
      ['omar', longest, 'user'],
      ['huda', 'twelve-chars', 'admin'],
      ['nour', 'six-ch', 'user'],
    ]) {
      const res = await asAdmin('POST', '/api/users', { username, password, role });
      expect(res.statusCode, res.body).toBe(201);
      await expect(signIn(app, username as string, password as string)).resolves.toBeTruthy();
    }
  });
});

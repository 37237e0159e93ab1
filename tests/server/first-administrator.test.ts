import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureAdministrator } from '../../src/server/accounts/first-administrator';
import { verifyPassword } from '../../src/server/accounts/passwords';
import type { App } from '../../src/server/app';
import { addUser, signIn, startTestServer, testPasswordCost } from './helpers';

let app: App;
beforeEach(async () => {
  app = await startTestServer();
});
afterEach(() => app.close());

async function users() {
  return app.db.selectFrom('users').selectAll().execute();
}

describe('the first administrator', () => {
  it('is created with the configured password, which is not handed back', async () => {
    const result = await ensureAdministrator(app.db, {
      username: 'owner',
      password: 'configured-password',
      passwordCost: testPasswordCost,
    });
    expect(result).toEqual({ created: true, username: 'owner', generatedPassword: null });
    expect(await users()).toMatchObject([{ username: 'owner', role: 'admin' }]);
    await expect(signIn(app, 'owner', 'configured-password')).resolves.toBeTruthy();
  });

  it('gets a strong generated password when none is configured', async () => {
    const result = await ensureAdministrator(app.db, {
      username: 'admin',
      password: undefined,
      passwordCost: testPasswordCost,
    });
    if (!result.created || result.generatedPassword === null)
      throw new Error('expected a generated password');
    expect(result.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [stored] = await users();
    expect(stored?.password_hash).not.toContain(result.generatedPassword);
    expect(await verifyPassword(result.generatedPassword, stored?.password_hash ?? '')).toBe(true);
  });

  it('generates a different password on every fresh database', async () => {
    const other = await startTestServer();
    const options = { username: 'admin', password: undefined, passwordCost: testPasswordCost };
    const [a, b] = [await ensureAdministrator(app.db, options), await ensureAdministrator(other.db, options)];
    await other.close();
    expect(a).not.toEqual(b);
  });

  it('is created only once', async () => {
    const options = { username: 'admin', password: undefined, passwordCost: testPasswordCost };
    await ensureAdministrator(app.db, options);
    expect(await ensureAdministrator(app.db, options)).toEqual({ created: false });
    expect(await users()).toHaveLength(1);
  });

  it('is not created when any user exists', async () => {
    await addUser(app, 'sara', 'sara-password');
    const result = await ensureAdministrator(app.db, {
      username: 'admin',
      password: 'configured-password',
      passwordCost: testPasswordCost,
    });
    expect(result).toEqual({ created: false });
    expect((await users()).map((u) => u.username)).toEqual(['sara']);
  });
});

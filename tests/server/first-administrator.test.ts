import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ensureAdministrator,
  firstAdminPasswordFileName,
  firstSignInNotice,
} from '../../src/server/accounts/first-administrator';
import { verifyPassword } from '../../src/server/accounts/passwords';
import type { App } from '../../src/server/app';
import { addUser, signIn, startTestServer, testPasswordCost } from './helpers';

let app: App;
let dataDir: string;
let passwordFile: string;
beforeEach(async () => {
  app = await startTestServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'data-'));
  passwordFile = path.join(dataDir, firstAdminPasswordFileName);
});
afterEach(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function users() {
  return app.db.selectFrom('users').selectAll().execute();
}

const generated = { username: 'admin', password: undefined, passwordCost: testPasswordCost };

/** The password written in the file. */
function passwordIn(file: string): string {
  const match = /^Password: (\S+)$/m.exec(readFileSync(file, 'utf8'));
  if (!match?.[1]) throw new Error(`no password in ${file}`);
  return match[1];
}

describe('the first administrator', () => {
  it('is created with the configured password, which is written nowhere', async () => {
    const result = await ensureAdministrator(app.db, {
      username: 'owner',
      password: 'configured-password',
      passwordFile,
      passwordCost: testPasswordCost,
    });
    expect(result).toEqual({ created: true, username: 'owner', passwordFile: null });
    expect(await users()).toMatchObject([{ username: 'owner', role: 'admin' }]);
    expect(() => statSync(passwordFile)).toThrow();
    await expect(signIn(app, 'owner', 'configured-password')).resolves.toBeTruthy();
  });

  it('gets a strong generated password, written once to a file only its owner can read', async () => {
    const result = await ensureAdministrator(app.db, { ...generated, passwordFile });
    expect(result).toEqual({ created: true, username: 'admin', passwordFile });
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = passwordIn(passwordFile);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(readFileSync(passwordFile, 'utf8')).toMatch(/^Username: admin$/m);
    const [stored] = await users();
    expect(stored?.password_hash).not.toContain(password);
    expect(await verifyPassword(password, stored?.password_hash ?? '')).toBe(true);
    await expect(signIn(app, 'admin', password)).resolves.toBeTruthy();
  });

  it('replaces a file left by an earlier start, whatever its permissions', async () => {
    writeFileSync(passwordFile, 'Password: stale-password\n', { mode: 0o644 });
    await ensureAdministrator(app.db, { ...generated, passwordFile });
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(passwordIn(passwordFile)).not.toBe('stale-password');
  });

  it('is not created when its password cannot be written, so no unknown password is ever set', async () => {
    const nowhere = path.join(dataDir, 'missing-folder', firstAdminPasswordFileName);
    await expect(ensureAdministrator(app.db, { ...generated, passwordFile: nowhere })).rejects.toThrow();
    expect(await users()).toEqual([]);
  });

  it('generates a different password on every fresh database', async () => {
    const other = await startTestServer();
    const otherFile = path.join(dataDir, 'other.txt');
    await ensureAdministrator(app.db, { ...generated, passwordFile });
    await ensureAdministrator(other.db, { ...generated, passwordFile: otherFile });
    await other.close();
    expect(passwordIn(passwordFile)).not.toBe(passwordIn(otherFile));
  });

  it('is created only once', async () => {
    await ensureAdministrator(app.db, { ...generated, passwordFile });
    const first = readFileSync(passwordFile, 'utf8');
    expect(await ensureAdministrator(app.db, { ...generated, passwordFile })).toEqual({ created: false });
    expect(await users()).toHaveLength(1);
    expect(readFileSync(passwordFile, 'utf8')).toBe(first);
  });

  it('is not created when any user exists', async () => {
    await addUser(app, 'sara', 'sara-password');
    const result = await ensureAdministrator(app.db, { ...generated, passwordFile });
    expect(result).toEqual({ created: false });
    expect((await users()).map((u) => u.username)).toEqual(['sara']);
    expect(() => statSync(passwordFile)).toThrow();
  });

  it('refuses a configured username that breaks the username rules', async () => {
    await expect(
      ensureAdministrator(app.db, { ...generated, username: 'the admin', passwordFile }),
    ).rejects.toThrow(/ADMIN_USERNAME/);
    expect(await users()).toEqual([]);
  });
});

describe('the first sign-in notice printed at start-up', () => {
  it('names the password file, never the password', async () => {
    const administrator = await ensureAdministrator(app.db, { ...generated, passwordFile });
    const notice = firstSignInNotice(administrator, 'https://pipes.example') ?? '';
    expect(notice).toContain('https://pipes.example/login');
    expect(notice).toContain('Username:      admin');
    expect(notice).toContain(passwordFile);
    expect(notice).not.toContain(passwordIn(passwordFile));
  });

  it('points to ADMIN_PASSWORD when that was used, and says nothing once the administrator exists', () => {
    expect(
      firstSignInNotice({ created: true, username: 'owner', passwordFile: null }, 'http://localhost:3000'),
    ).toContain('the one set in ADMIN_PASSWORD');
    expect(firstSignInNotice({ created: false }, 'http://localhost:3000')).toBeNull();
  });
});

describe('the first administrator’s configured password', () => {
  it.each([
    ['under 12 characters', 'eleven-char'],
    ['over 256 characters', 'p'.repeat(257)],
  ])('is refused when %s, and no account is made', async (_name, password) => {
    await expect(
      ensureAdministrator(app.db, {
        username: 'owner',
        password,
        passwordFile,
        passwordCost: testPasswordCost,
      }),
    ).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await users()).toEqual([]);
  });
});

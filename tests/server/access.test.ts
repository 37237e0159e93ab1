import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { startSession } from '../../src/server/accounts/sessions';
import { type App, buildServer } from '../../src/server/app';
import { defaultSessionIdleMs, defaultSessionMaxMs } from '../../src/server/config';
import type { Access } from '../../src/server/plugins/auth';
import {
  addUser,
  bearer,
  fixtureClientDir,
  manualClock,
  messageIdOf,
  refusal,
  startTestServer,
  testMediaDir,
} from './helpers';

const time = manualClock();
const lifetimes = { sessionIdleMs: defaultSessionIdleMs, sessionMaxMs: defaultSessionMaxMs };
let app: App;
let ids: { user: number; admin: number };

/** A fresh session of a user, opened directly: each call that may end its session gets its own. */
function sessionOf(userId: number, now = time.clock()) {
  return startSession(app.db, userId, { now, ...lifetimes });
}

/** Tokens that no longer open a session, each way a session ends; made once, before the calls. */
const revoked: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestServer({ clock: time.clock });
  ids = {
    user: await addUser(app, 'sara', 'sara-password', 'user'),
    admin: await addUser(app, 'amal', 'amal-password', 'admin'),
  };
  const adminToken = await sessionOf(ids.admin);

  const dormant = await addUser(app, 'dormant', 'dormant-password', 'user');
  revoked.expired = await sessionOf(dormant, time.clock() - defaultSessionIdleMs - 1000);

  revoked.signedOut = await sessionOf(ids.user);
  const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(revoked.signedOut) });
  expect(logout.statusCode).toBe(200);

  revoked.passwordChanged = await sessionOf(ids.user);
  const change = await app.inject({
    method: 'PUT',
    url: `/api/users/${ids.user}`,
    headers: bearer(adminToken),
    payload: { username: 'sara', password: 'a-new-password', full_name: '', email: '', role: 'user' },
  });
  expect(change.statusCode, change.body).toBe(200);

  const leaving = await addUser(app, 'leaving', 'leaving-password', 'user');
  revoked.deleted = await sessionOf(leaving);
  const removal = await app.inject({
    method: 'DELETE',
    url: `/api/users/${leaving}`,
    headers: bearer(adminToken),
  });
  expect(removal.statusCode, removal.body).toBe(200);
});
afterAll(() => app.close());

// Built from a server's recorded route list (the auth plugin's onRoute hook), so routes added
// later are covered without editing this file. Read before the tests run: `it.each` needs the
// list when the file is collected.
const routes = await (async () => {
  const probe = await startTestServer();
  const list = [...probe.routeAccess];
  await probe.close();
  return list;
})();

type InjectMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

const callers = [
  'anonymous',
  'madeUpToken',
  'expired',
  'signedOut',
  'passwordChanged',
  'deleted',
  'user',
  'admin',
] as const;
type Caller = (typeof callers)[number];

/**
 * What a caller must get: refused for want of a session (401, with the message saying which), for
 * want of a role (403), or served (any other answer but a server error).
 */
type Outcome = 'notSignedIn' | 'sessionInvalid' | 'adminOnly' | 'served';

function expectedOutcome(access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'served';
  if (caller === 'anonymous') return 'notSignedIn';
  if (caller === 'user') return access === 'admin' ? 'adminOnly' : 'served';
  if (caller === 'admin') return 'served';
  return 'sessionInvalid';
}

async function tokenOf(caller: Caller): Promise<string | null> {
  switch (caller) {
    case 'anonymous':
      return null;
    case 'madeUpToken':
      return 'made-up-token';
    case 'user':
      return sessionOf(ids.user);
    case 'admin':
      return sessionOf(ids.admin);
    default:
      return revoked[caller] ?? null;
  }
}

async function outcomeOf(route: { method: string; url: string }, caller: Caller): Promise<string> {
  const token = await tokenOf(caller);
  // A path parameter names nothing that exists, so an administrator's call changes nothing.
  const url = route.url.replace(/:[^/]+/g, '999999');
  const headers = token === null ? {} : bearer(token);
  const res = await app.inject({ method: route.method as InjectMethod, url, headers });
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body}`;
  if (res.statusCode !== 401 && res.statusCode !== 403) return 'served';
  // HEAD answers carry no body: the status and the caller name the refusal.
  if (!res.body)
    return res.statusCode === 403 ? 'adminOnly' : token === null ? 'notSignedIn' : 'sessionInvalid';
  const id = messageIdOf(res.json<{ message: string }>().message);
  const answer = id === null ? null : refusal(messages[id]);
  return answer !== null && JSON.stringify(res.json()) === JSON.stringify(answer)
    ? `${id}`
    : `${res.statusCode} ${res.body}`;
}

describe('access declared by every /api route', () => {
  it('covers the routes of the accounts feature', () => {
    const list = routes.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(list).toEqual(
      expect.arrayContaining([
        'GET /api/health public',
        'POST /api/login public',
        'POST /api/logout signedIn',
        'GET /api/verify-token public',
        'GET /api/users admin',
        'POST /api/users admin',
        'PUT /api/users/:id admin',
        'DELETE /api/users/:id admin',
        'GET /api/admin/stats admin',
      ]),
    );
  });

  it('stops the server from starting when an /api route declares no access', async () => {
    const fresh = await buildServer({
      database: { dialect: 'sqlite', file: ':memory:' },
      mediaDir: testMediaDir(),
      clientDir: fixtureClientDir,
      logLevel: 'silent',
    });
    expect(() => fresh.get('/api/forgotten', async () => 'open')).toThrow(
      "GET /api/forgotten must declare config: { access: 'public' | 'signedIn' | 'admin' }",
    );
    expect(() => fresh.get('/not-api', async () => 'a page')).not.toThrow();
    await fresh.close();
  });
});

describe('who may call each /api route', () => {
  it.each(routes)('$method $url ($access)', async (route) => {
    const outcomes: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const caller of callers) {
      outcomes[caller] = await outcomeOf(route, caller);
      expected[caller] = expectedOutcome(route.access, caller);
    }
    expect(outcomes).toEqual(expected);
  });
});

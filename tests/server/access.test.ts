import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { type App, buildServer } from '../../src/server/app';
import { addUser, bearer, fixtureClientDir, refusal, signIn, startTestServer, testMediaDir } from './helpers';

let app: App;
let userToken: string;
beforeAll(async () => {
  app = await startTestServer();
  await addUser(app, 'sara', 'sara-password', 'user');
  userToken = await signIn(app, 'sara', 'sara-password');
});
afterAll(() => app.close());

// Built from a server's recorded route list, so routes added later are covered without editing
// this file. Read before the tests run: `it.each` needs the list when the file is collected.
const routes = await (async () => {
  const probe = await startTestServer();
  const list = [...probe.routeAccess];
  await probe.close();
  return list;
})();

type InjectMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

function call(route: { method: string; url: string }, headers: Record<string, string> = {}) {
  // Any value will do for a path parameter: access is checked before anything else.
  const url = route.url.replace(/:[^/]+/g, '1');
  return app.inject({ method: route.method as InjectMethod, url, headers });
}

// HEAD answers carry no body; their status is what counts.
function expectRefusal(res: Awaited<ReturnType<typeof call>>, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  if (res.body) expect(res.json()).toEqual(refusal(message));
}

const admin = routes.filter((r) => r.access === 'admin');
const signedIn = routes.filter((r) => r.access === 'signedIn');

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
      databaseFile: ':memory:',
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

  it.each([...admin, ...signedIn])('$method $url refuses a request without a token: 401', async (route) => {
    expectRefusal(await call(route), 401, messages.notSignedIn);
  });

  it.each([...admin, ...signedIn])('$method $url refuses a made-up token: 401', async (route) => {
    expectRefusal(await call(route, bearer('made-up-token')), 401, messages.sessionInvalid);
  });

  it.each(admin)('$method $url refuses a signed-in user who is not an administrator: 403', async (route) => {
    expectRefusal(await call(route, bearer(userToken)), 403, messages.adminOnly);
  });
});

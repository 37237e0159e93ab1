import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app';
import { addUser, bearer, startSignedInServer } from './helpers';

/**
 * Answers that carry a session token or personal data must never be kept by a browser's or a
 * proxy's cache, where the next person at the computer or behind the proxy could read them.
 */
let app: App;
let token: string;
let userId: number;
beforeAll(async () => {
  ({ app, adminToken: token } = await startSignedInServer());
  userId = await addUser(app, 'sara', 'sara-password');
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('answers carrying a token or personal data', () => {
  it.each([
    [
      'the sign-in, with its token',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'sara', password: 'sara-password' },
        }),
    ],
    [
      'a refused sign-in',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'sara', password: 'wrong-password' },
        }),
    ],
    ['verify-token, with the user', () => app.inject({ url: '/api/verify-token', headers: bearer(token) })],
    ['the user list', () => asAdmin('GET', '/api/users')],
    ['a new user', () => asAdmin('POST', '/api/users', { username: 'omar', password: 'omar-password' })],
    [
      'an edited user',
      () =>
        asAdmin('PUT', `/api/users/${userId}`, { username: 'sara', role: 'user', email: 'sara@example.com' }),
    ],
    ['the contact messages', () => asAdmin('GET', '/api/contact-messages')],
    ['the subscriptions', () => asAdmin('GET', '/api/subscriptions')],
    ['the subscriptions export', () => asAdmin('GET', '/api/subscriptions/export.csv')],
    ['the dashboard figures', () => asAdmin('GET', '/api/admin/stats')],
    [
      'a signed-in call refused for its token',
      () => app.inject({ url: '/api/users', headers: bearer('x'.repeat(43)) }),
    ],
  ])('%s: Cache-Control no-store', async (_name, request) => {
    const res = await request();
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('every signed-in API route says so, whoever is asking', async () => {
    const signedInRoutes = app.routeAccess.filter((route) => route.access !== 'public');
    expect(signedInRoutes.length).toBeGreaterThan(10);
    for (const { method, url } of signedInRoutes) {
      const res = await app.inject({ method: method as 'GET', url: url.replace(/:\w+/g, '1') });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('leaves public answers cacheable as before', async () => {
    const res = await app.inject({ url: '/api/health' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

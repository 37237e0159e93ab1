import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import { hashToken } from '../../src/server/accounts/sessions';
import type { App } from '../../src/server/app';
import { addUser, bearer, signIn, startTestServer } from './helpers';

let app: App;
beforeAll(async () => {
  app = await startTestServer();
  await addUser(app, 'Khalid', 'khalid-password', 'admin');
});
afterAll(() => app.close());

function login(payload: unknown) {
  return app.inject({ method: 'POST', url: '/api/login', payload: payload as object });
}

describe('signing in', () => {
  it('answers the right password with the user and a new token', async () => {
    const res = await login({ username: 'Khalid', password: 'khalid-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: messages.loginSucceeded,
      user: { id: 1, username: 'Khalid', full_name: '', email: '', role: 'admin' },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });

  it('matches the username whatever its letter case or surrounding spaces', async () => {
    const res = await login({ username: '  kHALID ', password: 'khalid-password' });
    expect(res.statusCode).toBe(200);
  });

  it('gives a new token at every sign-in', async () => {
    const first = await signIn(app, 'Khalid', 'khalid-password');
    const second = await signIn(app, 'Khalid', 'khalid-password');
    expect(first).not.toBe(second);
  });

  it('answers an unknown username and a wrong password exactly alike', async () => {
    const wrongPassword = await login({ username: 'Khalid', password: 'not-his-password' });
    const unknownUser = await login({ username: 'nobody', password: 'khalid-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      success: false,
      message: messages.loginRejected,
      code: 'loginRejected',
    });
    expect(unknownUser.body).toBe(wrongPassword.body);
  });

  it('requires both fields, with the form messages', async () => {
    const res = await login({ username: '   ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: `${messages.usernameRequired}. ${messages.passwordRequired}`,
      code: 'usernameRequired',
    });
  });

  it('answers a malformed JSON body with 400, not a server error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "Khalid", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('never sends a password hash', async () => {
    const res = await login({ username: 'Khalid', password: 'khalid-password' });
    expect(res.body).not.toContain('scrypt');
    expect(res.body).not.toContain('password');
  });
});

describe('the session token', () => {
  it('signs in verify-token until logout, then stops working', async () => {
    const token = await signIn(app, 'Khalid', 'khalid-password');
    const before = await app.inject({ url: '/api/verify-token', headers: bearer(token) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      user: { id: 1, username: 'Khalid', full_name: '', email: '', role: 'admin' },
    });

    const logout = await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: messages.signedOut, code: 'signedOut' });

    const after = await app.inject({ url: '/api/verify-token', headers: bearer(token) });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      success: false,
      message: messages.sessionInvalid,
      code: 'sessionInvalid',
    });
  });

  it.each(['application/x-www-form-urlencoded', 'application/json'])(
    'logs out a request with an empty body labelled %s, as HTTP clients send it',
    async (type) => {
      const token = await signIn(app, 'Khalid', 'khalid-password');
      const res = await app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { ...bearer(token), 'content-type': type, 'content-length': '0' },
        payload: '',
      });
      expect(res.statusCode).toBe(200);
    },
  );

  it('still refuses an empty sign-in with 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('logging out ends only that session', async () => {
    const kept = await signIn(app, 'Khalid', 'khalid-password');
    const ended = await signIn(app, 'Khalid', 'khalid-password');
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(ended) });
    const res = await app.inject({ url: '/api/verify-token', headers: bearer(kept) });
    expect(res.json().success).toBe(true);
    const gone = await app.inject({ url: '/api/verify-token', headers: bearer(ended) });
    expect(gone.json().success).toBe(false);
  });

  it('is answered "no" by verify-token, not an error status, when missing, malformed or unknown', async () => {
    const missing = await app.inject({ url: '/api/verify-token' });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({ success: false, message: messages.notSignedIn, code: 'notSignedIn' });

    const notBearer = await app.inject({ url: '/api/verify-token', headers: { authorization: 'Basic abc' } });
    expect(notBearer.statusCode).toBe(200);
    expect(notBearer.json()).toEqual({ success: false, message: messages.notSignedIn, code: 'notSignedIn' });

    const unknown = await app.inject({ url: '/api/verify-token', headers: bearer('x'.repeat(43)) });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      success: false,
      message: messages.sessionInvalid,
      code: 'sessionInvalid',
    });
  });

  it('is refused with 401 by every other signed-in call once it is unknown', async () => {
    const token = await signIn(app, 'Khalid', 'khalid-password');
    await app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const res = await app.inject({ url: '/api/users', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      success: false,
      message: messages.sessionInvalid,
      code: 'sessionInvalid',
    });
  });

  it('is stored only as its SHA-256', async () => {
    const token = await signIn(app, 'Khalid', 'khalid-password');
    const stored = await app.db.selectFrom('sessions').selectAll().execute();
    expect(stored.map((s) => s.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });
});

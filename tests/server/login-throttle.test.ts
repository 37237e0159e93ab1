import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { addUser, manualClock, startTestServer } from './helpers';

const fiveMinutes = 5 * 60_000;

let app: App;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock();
  app = await startTestServer({ clock: time.clock });
  await addUser(app, 'khalid', 'khalid-password');
});
afterEach(() => app.close());

function login(username: string, password: string, remoteAddress = '203.0.113.1', url = '/api/login') {
  return app.inject({ method: 'POST', url, remoteAddress, payload: { username, password } });
}

async function failFiveTimes(usernames: string[], addresses: string[]) {
  for (let i = 0; i < 5; i += 1) {
    const res = await login(
      usernames[i % usernames.length] ?? '',
      'wrong-password',
      addresses[i % addresses.length],
    );
    expect(res.statusCode).toBe(401);
  }
}

describe('failed sign-ins are limited per username', () => {
  it('refuses the sixth attempt within five minutes, even with the right password, until the window passes', async () => {
    await failFiveTimes(
      ['khalid'],
      ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'],
    );
    const refused = await login('khalid', 'khalid-password', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: messages.loginThrottled,
      code: 'loginThrottled',
    });

    time.advance(fiveMinutes - 1);
    expect((await login('khalid', 'khalid-password', '198.51.100.9')).statusCode).toBe(429);
    time.advance(1);
    expect((await login('khalid', 'khalid-password', '198.51.100.9')).statusCode).toBe(200);
  });

  it('counts letter-case and whitespace variants of a username as the same username', async () => {
    await failFiveTimes(
      ['khalid', 'KHALID', ' Khalid', 'kHaLiD  ', '\tkhalid'],
      ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4', '203.0.113.5'],
    );
    expect((await login('Khalid ', 'khalid-password', '198.51.100.9')).statusCode).toBe(429);
  });

  it('limits unknown usernames the same way, revealing nothing', async () => {
    await failFiveTimes(['ghost'], ['203.0.113.1', '203.0.113.2']);
    expect((await login('GHOST', 'whatever', '198.51.100.9')).statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 8; i += 1) expect((await login('khalid', 'khalid-password')).statusCode).toBe(200);
  });
});

describe('failed sign-ins are limited per client address', () => {
  it('refuses an address after five failures with different usernames; other addresses still sign in', async () => {
    await failFiveTimes(['amal', 'badr', 'camil', 'dana', 'emad'], ['203.0.113.7']);
    expect((await login('khalid', 'khalid-password', '203.0.113.7')).statusCode).toBe(429);
    expect((await login('khalid', 'khalid-password', '203.0.113.8')).statusCode).toBe(200);
  });

  it('cannot be outrun by sending attempts in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(`user${i}`, 'wrong-password', '203.0.113.9')),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
  });
});

describe('no other path gives a fresh budget', () => {
  it.each(['/api/Login', '/api/login/', '/api/LOGIN', '/api//login'])(
    '%s is no route: 404, and it never signs anyone in',
    async (url) => {
      await failFiveTimes(['khalid'], ['203.0.113.1']);
      const res = await login('khalid', 'khalid-password', '198.51.100.9', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toContain('token');
    },
  );

  it('a query string reaches the same handler and the same count', async () => {
    await failFiveTimes(['khalid'], ['203.0.113.1']);
    expect((await login('khalid', 'khalid-password', '198.51.100.9', '/api/login?fresh=1')).statusCode).toBe(
      429,
    );
  });
});

describe('the client address cannot be forged', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted, so a new header does not buy new attempts', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '203.0.113.7',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { username: `nobody${i}`, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const forged = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.99' },
      payload: { username: 'someone-else', password: 'wrong-password' },
    });
    expect(forged.statusCode).toBe(429);
  });
});

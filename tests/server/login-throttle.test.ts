import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  signInFailuresPerAddress,
  signInFailuresSiteWide,
  signInMaxDelayMs,
  signInSiteWindowMs,
} from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { addUser, manualClock, startTestServer } from './helpers';

const fiveMinutes = 5 * 60_000;
const attacker = '203.0.113.66';
const owner = '198.51.100.9';

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

/** A sign-in and how long its answer took, in real milliseconds. */
async function timedLogin(username: string, password: string, remoteAddress: string) {
  const started = performance.now();
  const res = await login(username, password, remoteAddress);
  return { status: res.statusCode, ms: performance.now() - started };
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

/** A refusal to wait: 429, the message, and Retry-After in whole seconds within `maxSeconds`. */
function expectRefused(res: Awaited<ReturnType<typeof login>>, message: string, maxSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('an address failing on one username', () => {
  it('is refused that username after five failures, even with the right password, until the window passes', async () => {
    await failFiveTimes(['khalid'], [attacker]);
    const refused = await login('khalid', 'khalid-password', attacker);
    expectRefused(refused, messages.loginThrottled, 300);
    expect(refused.json()).toEqual({
      success: false,
      message: messages.loginThrottled,
      code: 'loginThrottled',
    });

    time.advance(fiveMinutes - 1);
    expect((await login('khalid', 'khalid-password', attacker)).statusCode).toBe(429);
    time.advance(1);
    expect((await login('khalid', 'khalid-password', attacker)).statusCode).toBe(200);
  });

  it('counts letter-case, whitespace and full-width variants of a username as the same username', async () => {
    await failFiveTimes(['khalid', 'KHALID', ' Khalid', 'ｋｈａｌｉｄ', '\tkhalid'], [attacker]);
    expect((await login('Khalid ', 'khalid-password', attacker)).statusCode).toBe(429);
  });

  it('limits unknown usernames the same way, revealing nothing', async () => {
    await failFiveTimes(['ghost'], [attacker]);
    expect((await login('GHOST', 'whatever', attacker)).statusCode).toBe(429);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 8; i += 1) expect((await login('khalid', 'khalid-password')).statusCode).toBe(200);
  });
});

describe('a username failing from other addresses is slowed, never locked', () => {
  it('lets the owner in from their own address, at once, however often an attacker failed', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await login('khalid', `guess-${i}`, attacker);
      expect(res.statusCode).toBe(i < 5 ? 401 : 429);
    }
    const signedIn = await timedLogin('khalid', 'khalid-password', owner);
    expect(signedIn.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(signInMaxDelayMs + 1000);
  });

  it('waits longer as failures from many addresses add up, but never past the longest delay', async () => {
    // Ten failures: past the five free ones, the delay doubles from a quarter second to its longest.
    const failures = await Promise.all(
      ['203.0.113.11', '203.0.113.12'].flatMap((address) =>
        Array.from({ length: 5 }, (_, i) => timedLogin('khalid', `guess-${i}`, address)),
      ),
    );
    expect(failures.map((res) => res.status)).toEqual(Array(10).fill(401));

    const signedIn = await timedLogin('KHALID', 'khalid-password', owner);
    expect(signedIn.status).toBe(200);
    // Slowed by the longest delay, and by no more than that and the work of signing in.
    expect(signedIn.ms).toBeGreaterThanOrEqual(signInMaxDelayMs - 50);
    expect(signedIn.ms).toBeLessThan(signInMaxDelayMs + 1500);

    // A sign-in that succeeds is not counted, and the delay ends with the window.
    time.advance(fiveMinutes);
    const rested = await timedLogin('khalid', 'khalid-password', owner);
    expect(rested.status).toBe(200);
    expect(rested.ms).toBeLessThan(signInMaxDelayMs / 2);
  });
});

describe('an address failing on many usernames', () => {
  const usernames = Array.from({ length: signInFailuresPerAddress }, (_, i) => `user${i}`);

  it('is refused after ten failures, even with the right password; other addresses still sign in', async () => {
    for (const username of usernames) expect((await login(username, 'wrong', attacker)).statusCode).toBe(401);
    expectRefused(await login('khalid', 'khalid-password', attacker), messages.loginThrottled, 300);
    expect((await login('khalid', 'khalid-password', owner)).statusCode).toBe(200);
  });

  it('cannot be outrun by sending attempts in parallel', async () => {
    const answers = await Promise.all(
      [...usernames, 'a1', 'a2', 'a3', 'a4', 'a5'].map((username) => login(username, 'wrong', attacker)),
    );
    // At most ten are checked; the others are asked to wait (some may find hashing busy instead).
    const checked = answers.filter((res) => res.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(signInFailuresPerAddress);
    for (const res of answers.filter((answer) => answer.statusCode !== 401)) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts every address of one IPv6 network as one address', async () => {
    for (const [i, username] of usernames.entries()) {
      expect((await login(username, 'wrong', `2001:db8:5:7::${i + 1}`)).statusCode).toBe(401);
    }
    expect((await login('khalid', 'khalid-password', '2001:db8:5:7:ffff::9')).statusCode).toBe(429);
    expect((await login('khalid', 'khalid-password', '2001:db8:5:8::1')).statusCode).toBe(200);
  });
});

describe('the whole site', () => {
  it('asks every sign-in to wait once a minute holds a hundred failures, from however many addresses', async () => {
    for (let i = 0; i < signInFailuresSiteWide; i += 1) {
      const res = await login(`guest${i}`, 'wrong', `192.0.2.${Math.floor(i / 5) + 1}`);
      expect(res.statusCode).toBe(401);
    }
    const refused = await login('khalid', 'khalid-password', owner);
    expectRefused(refused, messages.serverBusy, signInSiteWindowMs / 1000);
    time.advance(signInSiteWindowMs);
    expect((await login('khalid', 'khalid-password', owner)).statusCode).toBe(200);
  });
});

describe('no other path gives a fresh budget', () => {
  it.each(['/api/Login', '/api/login/', '/api/LOGIN', '/api//login'])(
    '%s is no route: 404, and it never signs anyone in',
    async (url) => {
      await failFiveTimes(['khalid'], ['203.0.113.1']);
      const res = await login('khalid', 'khalid-password', '203.0.113.1', url);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
      expect(res.body).not.toContain('token');
    },
  );

  it('a query string reaches the same handler and the same count', async () => {
    await failFiveTimes(['khalid'], ['203.0.113.1']);
    expect((await login('khalid', 'khalid-password', '203.0.113.1', '/api/login?fresh=1')).statusCode).toBe(
      429,
    );
  });
});

describe('the client address cannot be forged', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted, so a new header does not buy new attempts', async () => {
    for (let i = 0; i < signInFailuresPerAddress; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: attacker,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        payload: { username: `nobody${i}`, password: 'wrong-password' },
      });
      expect(res.statusCode).toBe(401);
    }
    const forged = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: attacker,
      headers: { 'x-forwarded-for': '198.51.100.99' },
      payload: { username: 'someone-else', password: 'wrong-password' },
    });
    expect(forged.statusCode).toBe(429);
  });
});

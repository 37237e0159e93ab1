import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  knownSignInClientMs,
  knownSignInClientsPerAccount,
  signInBusyDelayMs,
  signInChecksPerNetworkWhileBusy,
  signInFailuresPerAddress,
  signInFailuresSiteWide,
  signInFirstDelayMs,
  signInMaxDelayMs,
  signInSiteWindowMs,
} from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import { delayAfter } from '../../src/server/accounts/sign-in-limits';
import type { App } from '../../src/server/app';
import { networkKeyOf } from '../../src/server/throttle';
import { addUser, manualClock, startTestServer } from './helpers';

const fiveMinutes = 5 * 60_000;
const attacker = '203.0.113.66';
const owner = '198.51.100.9';

let app: App;
let time: ReturnType<typeof manualClock>;
/** The delays sign-ins asked to wait, in milliseconds: recorded, not waited out. */
let delays: number[];
beforeEach(async () => {
  time = manualClock();
  delays = [];
  app = await startTestServer({
    clock: time.clock,
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  await addUser(app, 'khalid', 'khalid-password');
});
afterEach(() => app.close());

function login(username: string, password: string, remoteAddress = '203.0.113.1', url = '/api/login') {
  return app.inject({ method: 'POST', url, remoteAddress, payload: { username, password } });
}

/** A sign-in and the delays it asked for. */
async function delayedLogin(username: string, password: string, remoteAddress: string) {
  delays = [];
  const res = await login(username, password, remoteAddress);
  return { status: res.statusCode, delays };
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
  it('lets the owner in from their own address after the first short delay, however often an attacker failed', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await login('khalid', `guess-${i}`, attacker);
      expect(res.statusCode).toBe(i < 5 ? 401 : 429);
    }
    // Refused attempts are not counted: five failures, the first delay.
    expect(await delayedLogin('khalid', 'khalid-password', owner)).toEqual({
      status: 200,
      delays: [signInFirstDelayMs],
    });
  });

  it('waits longer as failures from many addresses add up, but never past the longest delay', async () => {
    // Ten failures: past the five free ones, the delay doubles from a quarter second to its longest.
    for (const address of ['203.0.113.11', '203.0.113.12']) {
      for (let i = 0; i < 5; i += 1)
        expect((await login('khalid', `guess-${i}`, address)).statusCode).toBe(401);
    }
    expect(delays).toEqual([5, 6, 7, 8, 9].map(delayAfter));
    expect(delays).toEqual([signInFirstDelayMs, 500, 1000, signInMaxDelayMs, signInMaxDelayMs]);

    expect(await delayedLogin('KHALID', 'khalid-password', owner)).toEqual({
      status: 200,
      delays: [signInMaxDelayMs],
    });

    // A sign-in that succeeds is not counted, and the delay ends with the window.
    time.advance(fiveMinutes);
    expect(await delayedLogin('khalid', 'khalid-password', owner)).toEqual({ status: 200, delays: [] });
  });
});

describe('the delay in production', () => {
  it('is really waited out when no test records it', async () => {
    const real = await startTestServer({ clock: time.clock });
    try {
      await addUser(real, 'khalid', 'khalid-password');
      for (let i = 0; i < 5; i += 1) {
        const res = await real.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `203.0.113.${20 + i}`,
          payload: { username: 'khalid', password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const started = performance.now();
      const res = await real.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: owner,
        payload: { username: 'khalid', password: 'khalid-password' },
      });
      expect(res.statusCode).toBe(200);
      // Timers may fire a millisecond early by the performance clock, never much.
      expect(performance.now() - started).toBeGreaterThanOrEqual(signInFirstDelayMs - 5);
    } finally {
      await real.close();
    }
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

// Each test signs in hundreds of times (two floods and the owner): on PostgreSQL beside a busy
// machine's other work, that took more than 20 s once, 3.6 s alone.
describe('the whole site under attack', { timeout: 60_000 }, () => {
  /** Fifteen addresses trying ten usernames each: more failures in a minute than the site budget. */
  async function attack() {
    for (let address = 1; address <= 15; address += 1) {
      for (let n = 0; n < 10; n += 1) {
        const res = await login(`guest${n}`, 'wrong', `192.0.2.${address}`);
        expect([401, 429]).toContain(res.statusCode);
      }
    }
  }

  it('lets the right password in, without a wait, from an address the account signed in from lately', async () => {
    expect((await login('khalid', 'khalid-password', owner)).statusCode).toBe(200);
    await attack();
    expect(await delayedLogin('khalid', 'khalid-password', owner)).toEqual({ status: 200, delays: [] });
    // However long the attack goes on.
    time.advance(signInSiteWindowMs / 2);
    await attack();
    expect(await delayedLogin('khalid', 'khalid-password', owner)).toEqual({ status: 200, delays: [] });
  });

  it('lets the right password in from a new address too, after a bounded delay', async () => {
    await attack();
    const fresh = await delayedLogin('khalid', 'khalid-password', '198.51.100.77');
    expect(fresh).toEqual({ status: 200, delays: [signInBusyDelayMs] });
    expect(signInBusyDelayMs).toBeLessThanOrEqual(signInMaxDelayMs);
    // Signed in, the address is known from then on.
    expect(await delayedLogin('khalid', 'khalid-password', '198.51.100.77')).toEqual({
      status: 200,
      delays: [],
    });
    // The attack over, nobody waits.
    time.advance(signInSiteWindowMs);
    expect(await delayedLogin('khalid', 'khalid-password', '198.51.100.78')).toEqual({
      status: 200,
      delays: [],
    });
  });

  it('checks only a few guesses of each network meanwhile, counting an IPv6 one by its /56', async () => {
    await attack();
    // Four /64 networks of one subscriber's /56.
    const subscriber = ['2001:db8:1:100::1', '2001:db8:1:1ff::1', '2001:db8:1:1aa::1', '2001:db8:1:1bb::9'];
    for (const [i, address] of subscriber.entries()) {
      const res = await login(`nobody${i}`, 'wrong', address);
      if (i < signInChecksPerNetworkWhileBusy) {
        expect(res.statusCode).toBe(401);
      } else {
        expectRefused(res, messages.serverBusy, signInSiteWindowMs / 1000);
      }
    }
    expect((await login('nobody', 'wrong', '2001:db8:1:200::1')).statusCode).toBe(401);
    expect((await login('khalid', 'khalid-password', '198.51.100.79')).statusCode).toBe(200);
  });

  it(`remembers the newest ${knownSignInClientsPerAccount} addresses of an account, for a while`, async () => {
    const addresses = Array.from(
      { length: knownSignInClientsPerAccount + 1 },
      (_, i) => `198.51.100.${100 + i}`,
    );
    for (const address of addresses) {
      expect((await login('khalid', 'khalid-password', address)).statusCode).toBe(200);
      time.advance(1000);
    }
    const remembered = await app.db.selectFrom('known_sign_in_clients').select('client_key').execute();
    expect(remembered.map((row) => row.client_key).toSorted()).toEqual(addresses.slice(1).toSorted());

    await attack();
    expect((await delayedLogin('khalid', 'khalid-password', addresses[1] as string)).delays).toEqual([]);
    // The oldest was forgotten (and, signing in again, is remembered in place of the next).
    expect((await delayedLogin('khalid', 'khalid-password', addresses[0] as string)).delays).toEqual([
      signInBusyDelayMs,
    ]);

    time.advance(knownSignInClientMs);
    await attack();
    expect((await delayedLogin('khalid', 'khalid-password', addresses[2] as string)).delays).toEqual([
      signInBusyDelayMs,
    ]);
  });

  it('keys networks: an IPv4 address as it is, an IPv6 one by its /56', () => {
    expect(networkKeyOf('192.0.2.7')).toBe('192.0.2.7');
    expect(networkKeyOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(networkKeyOf('2001:db8:1:1ff:abcd::1')).toBe('2001:db8:1:100::/56');
    expect(networkKeyOf('2001:0db8:0001:00ff::1')).toBe('2001:db8:1:0::/56');
    expect(signInFailuresSiteWide).toBeLessThan(150);
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

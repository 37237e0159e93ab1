import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditAction, AuditEvent } from '../../src/api/audit';
import { twoFactorAttemptsPerChallenge, twoFactorFailuresPerAccount } from '../../src/api/limits';
import { messages } from '../../src/api/messages';
import { recoveryCodeCount, twoFactorChallengeMs } from '../../src/api/two-factor';
import { startSession } from '../../src/server/accounts/sessions';
import type { App } from '../../src/server/app';
import { defaultSessionIdleMs, defaultSessionMaxMs } from '../../src/server/config';
import { addUser, bearer, manualClock, refusal, startTestServer } from './helpers';

const stepMs = 30_000;
const time = manualClock();
let app: App;
/** An administrator who reads the audit trail (and, once it is required, has two-factor on). */
let auditor: string;
/** Every secret, code, challenge and token the tests saw: none may reach the audit trail. */
const secrets = new Set<string>();

beforeAll(async () => {
  app = await startTestServer({ clock: time.clock });
  for (const [name, role] of [
    ['sara', 'user'],
    ['omar', 'user'],
    ['amal', 'admin'],
    ['khalid', 'admin'],
  ] as const) {
    await addUser(app, name, `${name}-password`, role);
  }
  const amal = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', 'amal')
    .executeTakeFirstOrThrow();
  auditor = await startSession(app.db, amal.id, {
    now: time.clock(),
    sessionIdleMs: defaultSessionIdleMs,
    sessionMaxMs: defaultSessionMaxMs,
  });
});
afterAll(() => app.close());

/** The code the app shows `steps` time steps from now. */
function codeAt(secret: string, steps = 0): string {
  const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: time.clock() + steps * stepMs });
  secrets.add(code);
  return code;
}

/** Six digits that are no code of the steps around now. */
function wrongCode(secret: string): string {
  const near = new Set([-2, -1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

/** Moves to the next time step, so a new code may be used. */
function nextStep() {
  time.advance(stepMs);
}

function post(url: string, payload: unknown, options: { token?: string; from?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: options.token === undefined ? {} : bearer(options.token),
    ...(options.from === undefined ? {} : { remoteAddress: options.from }),
  });
}

async function signInWithPassword(username: string, from?: string) {
  const res = await post('/api/login', { username, password: `${username}-password` }, { from });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token?: string; challenge?: string; user?: Record<string, unknown> }>();
}

/** The password step of an account with two-factor on: its challenge. */
async function challengeOf(username: string, from?: string): Promise<string> {
  const answer = await signInWithPassword(username, from);
  expect(answer.challenge).toEqual(expect.any(String));
  secrets.add(answer.challenge as string);
  return answer.challenge as string;
}

function answerChallenge(challenge: string, code: string, from?: string) {
  return post('/api/login/two-factor', { challenge, code }, { from });
}

async function tokenOf(username: string): Promise<string> {
  const answer = await signInWithPassword(username);
  expect(answer.token).toEqual(expect.any(String));
  secrets.add(answer.token as string);
  return answer.token as string;
}

async function status(token: string) {
  const res = await app.inject({ url: '/api/two-factor', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Sets up and confirms two-factor sign-in: the secret and the recovery codes. */
async function enable(token: string) {
  const setup = await post('/api/two-factor/setup', undefined, { token });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  secrets.add(secret);
  const confirm = await post('/api/two-factor/confirm', { code: codeAt(secret) }, { token });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
  for (const code of recoveryCodes) secrets.add(code);
  return { secret, recoveryCodes };
}

async function auditEvents(action: AuditAction): Promise<AuditEvent[]> {
  const res = await app.inject({ url: `/api/audit?action=${action}`, headers: bearer(auditor) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ events: AuditEvent[] }>().events;
}

describe('two-factor sign-in, from setup to turning it off', () => {
  let token: string;
  let secret: string;
  let recoveryCodes: string[];

  it('is off for a new account, and not required of a user', async () => {
    token = await tokenOf('sara');
    expect(await status(token)).toEqual({ enabled: false, required: false });
  });

  it('sets up a secret for the app: base32, and an otpauth address naming the site and the user', async () => {
    const res = await post('/api/two-factor/setup', undefined, { token });
    expect(res.statusCode).toBe(200);
    const setup = res.json<{ secret: string; uri: string }>();
    secret = setup.secret;
    secrets.add(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      'otpauth://totp/Example Pipes Co.:sara',
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Example Pipes Co.',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    // Still off until a code confirms it.
    expect(await status(token)).toEqual({ enabled: false, required: false });
    expect((await signInWithPassword('sara')).token).toEqual(expect.any(String));
  });

  it('is not turned on by a wrong code (400: a 401 would end the session)', async () => {
    const res = await post('/api/two-factor/confirm', { code: wrongCode(secret) }, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(messages.twoFactorRejected));
    expect(await status(token)).toEqual({ enabled: false, required: false });
  });

  it('is turned on by a right code, answering ten recovery codes once', async () => {
    const res = await post('/api/two-factor/confirm', { code: codeAt(secret) }, { token });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ recoveryCodes: string[] }>();
    expect(body).toEqual({
      success: true,
      message: messages.twoFactorEnabled,
      code: 'twoFactorEnabled',
      recoveryCodes: expect.any(Array),
    });
    recoveryCodes = body.recoveryCodes;
    for (const code of recoveryCodes) secrets.add(code);
    expect(recoveryCodes).toHaveLength(recoveryCodeCount);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodeCount);
    expect(await status(token)).toEqual({ enabled: true, required: false });

    // Once on, neither a new setup nor a second confirmation is taken.
    const again = await post('/api/two-factor/confirm', { code: codeAt(secret, 1) }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(messages.twoFactorAlreadyOn));
    const setup = await post('/api/two-factor/setup', undefined, { token });
    expect(setup.statusCode).toBe(409);
    expect(setup.json()).toEqual(refusal(messages.twoFactorAlreadyOn));
  });

  it('then answers the right password with a challenge, not a session', async () => {
    const res = await post('/api/login', { username: 'sara', password: 'sara-password' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      code: 'twoFactorRequired',
      message: messages.twoFactorRequired,
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    // A wrong password is refused as before, with no challenge.
    const wrong = await post('/api/login', { username: 'sara', password: 'not-her-password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refusal(messages.loginRejected));
  });

  it('refuses the code that turned it on: each code signs in once', async () => {
    const res = await answerChallenge(await challengeOf('sara'), codeAt(secret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(messages.twoFactorRejected));
  });

  it('signs in with the next code, answering as a password sign-in does; that code is then refused', async () => {
    nextStep();
    const code = codeAt(secret);
    const res = await answerChallenge(await challengeOf('sara'), code);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    secrets.add(body.token);
    expect(body).toEqual({
      success: true,
      message: messages.loginSucceeded,
      user: { id: 1, username: 'sara', full_name: '', email: '', role: 'user' },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      // The code refused just before, told once.
      failedCodes: { count: 1, firstAt: expect.any(String), lastAt: expect.any(String) },
    });
    const verify = await app.inject({ url: '/api/verify-token', headers: bearer(body.token) });
    expect(verify.json()).toEqual({
      success: true,
      user: { id: 1, username: 'sara', full_name: '', email: '', role: 'user' },
    });

    const replay = await answerChallenge(await challengeOf('sara'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusal(messages.twoFactorRejected));
  });

  it('takes a code one step either side of now, not two', async () => {
    time.advance(3 * stepMs);
    for (const steps of [-2, 2]) {
      const res = await answerChallenge(await challengeOf('sara'), codeAt(secret, steps));
      expect(res.statusCode, `${steps} steps`).toBe(401);
      expect(res.json()).toEqual(refusal(messages.twoFactorRejected));
    }
    const behind = await answerChallenge(await challengeOf('sara'), codeAt(secret, -1));
    expect(behind.statusCode, behind.body).toBe(200);
    const ahead = await answerChallenge(await challengeOf('sara'), codeAt(secret, 1));
    expect(ahead.statusCode, ahead.body).toBe(200);
    // Used up to a step ahead: the current code is older, so it is refused too.
    const current = await answerChallenge(await challengeOf('sara'), codeAt(secret));
    expect(current.statusCode).toBe(401);
  });

  it('signs in with a recovery code once, however it is typed', async () => {
    const [first] = recoveryCodes;
    const typed = (first as string).toUpperCase().replace('-', ' ');
    const res = await answerChallenge(await challengeOf('sara'), typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { username: 'sara' } });
    const again = await answerChallenge(await challengeOf('sara'), first as string);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refusal(messages.twoFactorRejected));
  });

  it('is turned off only with a code: a missing or wrong one leaves it on', async () => {
    // Past the limits' window: the wrong codes above no longer count.
    time.advance(5 * 60_000);
    const missing = await post('/api/two-factor/disable', {}, { token });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual(refusal(messages.twoFactorCodeRequired));
    const wrong = await post('/api/two-factor/disable', { code: wrongCode(secret) }, { token });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(refusal(messages.twoFactorRejected));
    const usedRecovery = await post('/api/two-factor/disable', { code: recoveryCodes[0] }, { token });
    expect(usedRecovery.statusCode).toBe(400);
    expect(await status(token)).toEqual({ enabled: true, required: false });

    const res = await post('/api/two-factor/disable', { code: codeAt(secret) }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: messages.twoFactorDisabled,
      code: 'twoFactorDisabled',
    });
    expect(await status(token)).toEqual({ enabled: false, required: false });
    expect((await signInWithPassword('sara')).token).toEqual(expect.any(String));

    const again = await post('/api/two-factor/disable', { code: codeAt(secret, 1) }, { token });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal(messages.twoFactorNotOn));
    const confirm = await post('/api/two-factor/confirm', { code: codeAt(secret, 1) }, { token });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toEqual(refusal(messages.twoFactorNotPending));
  });

  it('can be turned off with a recovery code', async () => {
    const enabled = await enable(token);
    const res = await post('/api/two-factor/disable', { code: enabled.recoveryCodes[3] }, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(token)).toEqual({ enabled: false, required: false });
  });

  it('is in the audit trail: the sign-ins and how, the failures, turning it on and off and with what', async () => {
    const sara = { userId: 1, username: 'sara', entity: 'user', entityId: 1 };
    const succeeded = await auditEvents('sign-in.succeeded');
    const steps = succeeded.filter((event) => event.userId === 1).map((event) => event.changes[0]?.after);
    expect(steps).toEqual(expect.arrayContaining(['password', 'code', 'recovery code']));
    expect(succeeded[0]).toMatchObject({ ...sara, address: '127.0.0.1', label: 'sara' });

    const failed = await auditEvents('sign-in.failed');
    expect(failed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ...sara, changes: [{ field: 'step', after: 'code' }] }),
        expect.objectContaining({ ...sara, changes: [{ field: 'step', after: 'password' }] }),
      ]),
    );
    expect(await auditEvents('two-factor.enabled')).toHaveLength(2);
    const disabled = await auditEvents('two-factor.disabled');
    expect(disabled.map((event) => event.changes)).toEqual(
      expect.arrayContaining([[{ field: 'step', after: 'recovery code' }]]),
    );
    expect(disabled[0]).toMatchObject({ ...sara, label: 'sara' });
    expect(await auditEvents('two-factor.setup-started')).not.toHaveLength(0);
  });
});

/** Omar has two-factor on from here on. */
let omarSecret: string;

describe('the challenge', () => {
  beforeAll(async () => {
    omarSecret = (await enable(await tokenOf('omar'))).secret;
    nextStep();
  });

  it('answers one sign-in: used, it is refused as expired', async () => {
    const challenge = await challengeOf('omar');
    expect((await answerChallenge(challenge, codeAt(omarSecret))).statusCode).toBe(200);
    nextStep();
    const again = await answerChallenge(challenge, codeAt(omarSecret));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refusal(messages.twoFactorChallengeExpired));
  });

  it('expires after its time, right code or not', async () => {
    const challenge = await challengeOf('omar');
    time.advance(twoFactorChallengeMs);
    const res = await answerChallenge(challenge, codeAt(omarSecret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(messages.twoFactorChallengeExpired));
  });

  it('refuses one never given as expired', async () => {
    const res = await answerChallenge('A'.repeat(43), codeAt(omarSecret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(messages.twoFactorChallengeExpired));
  });

  it(`ends after ${twoFactorAttemptsPerChallenge} wrong codes: the password is needed again`, async () => {
    nextStep();
    const challenge = await challengeOf('omar');
    for (let attempt = 0; attempt < twoFactorAttemptsPerChallenge; attempt++) {
      expect((await answerChallenge(challenge, wrongCode(omarSecret))).statusCode).toBe(401);
    }
    const res = await answerChallenge(challenge, codeAt(omarSecret));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(messages.twoFactorChallengeExpired));
    expect((await answerChallenge(await challengeOf('omar'), codeAt(omarSecret))).statusCode).toBe(200);
  });
});

describe('limits on the code step', () => {
  beforeAll(() => {
    time.advance(5 * 60_000);
  });

  it(`refuse an account's code step after ${twoFactorFailuresPerAccount} wrong codes to the addresses that entered them, right code or not`, async () => {
    const guessers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    let challenge = await challengeOf('omar');
    for (let attempt = 0; attempt < twoFactorFailuresPerAccount; attempt++) {
      if (attempt > 0 && attempt % twoFactorAttemptsPerChallenge === 0) challenge = await challengeOf('omar');
      const from = guessers[attempt % guessers.length];
      expect((await answerChallenge(challenge, wrongCode(omarSecret), from)).statusCode).toBe(401);
    }
    for (const from of guessers) {
      const refused = await answerChallenge(await challengeOf('omar'), codeAt(omarSecret), from);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('300');
      expect(refused.json()).toEqual(refusal(messages.loginThrottled));
    }
    const throttled = await auditEvents('request.throttled');
    expect(throttled[0]).toMatchObject({
      username: 'omar',
      changes: [{ field: 'limit', after: 'sign-in:two-factor-account' }],
    });
  });

  it('let the owner in from an address that never entered a wrong code, telling them how many there were and when', async () => {
    time.advance(5 * 60_000);
    const firstWrong = time.clock();
    let challenge = await challengeOf('omar');
    for (let attempt = 0; attempt < twoFactorFailuresPerAccount; attempt++) {
      if (attempt > 0 && attempt % twoFactorAttemptsPerChallenge === 0) challenge = await challengeOf('omar');
      const from = `198.51.100.${11 + (attempt % 4)}`;
      expect((await answerChallenge(challenge, wrongCode(omarSecret), from)).statusCode).toBe(401);
      time.advance(1000);
    }
    const lastWrong = time.clock() - 1000;
    const owner = '203.0.113.200';
    const signedIn = await answerChallenge(await challengeOf('omar', owner), codeAt(omarSecret), owner);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const answer = signedIn.json<{ token: string; failedCodes?: unknown }>();
    secrets.add(answer.token);
    // Told once: the earlier test's wrong codes too, since omar has not signed in meanwhile.
    expect(answer.failedCodes).toEqual({
      count: 2 * twoFactorFailuresPerAccount,
      firstAt: expect.any(String),
      lastAt: new Date(lastWrong).toISOString(),
    });
    expect(Date.parse((answer.failedCodes as { firstAt: string }).firstAt)).toBeLessThan(firstWrong);
    nextStep();
    const next = await answerChallenge(await challengeOf('omar', owner), codeAt(omarSecret), owner);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json()).not.toHaveProperty('failedCodes');

    // A wrong code from a new address is let through once; then that address is refused too.
    nextStep();
    const fresh = '203.0.113.201';
    expect(
      (await answerChallenge(await challengeOf('omar', fresh), wrongCode(omarSecret), fresh)).statusCode,
    ).toBe(401);
    expect(
      (await answerChallenge(await challengeOf('omar', fresh), codeAt(omarSecret), fresh)).statusCode,
    ).toBe(429);

    // The limit's window over, the right code signs in from anywhere.
    time.advance(5 * 60_000);
    expect(
      (await answerChallenge(await challengeOf('omar'), codeAt(omarSecret), '198.51.100.11')).statusCode,
    ).toBe(200);
  });

  it('refuse an address that failed too often, passwords and codes together; the challenge stays good', async () => {
    nextStep();
    const guesser = '203.0.113.9';
    const challenge = await challengeOf('omar', '203.0.113.10');
    for (let n = 0; n < 10; n++) {
      const res = await post(
        '/api/login',
        { username: `nobody${n}`, password: 'a-guess' },
        { from: guesser },
      );
      expect(res.statusCode).toBe(401);
    }
    const refused = await answerChallenge(challenge, codeAt(omarSecret), guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusal(messages.loginThrottled));
    const fromOwner = await answerChallenge(challenge, codeAt(omarSecret), '203.0.113.10');
    expect(fromOwner.statusCode, fromOwner.body).toBe(200);
  });

  it('apply to turning it off: a signed-in session cannot guess codes without end', async () => {
    time.advance(5 * 60_000);
    const token = await signInWithCode();
    for (let attempt = 0; attempt < twoFactorFailuresPerAccount; attempt++) {
      expect(
        (await post('/api/two-factor/disable', { code: wrongCode(omarSecret) }, { token })).statusCode,
      ).toBe(400);
    }
    nextStep();
    const refused = await post('/api/two-factor/disable', { code: codeAt(omarSecret) }, { token });
    expect(refused.statusCode).toBe(429);
    expect(await status(token)).toEqual({ enabled: true, required: false });
  });

  async function signInWithCode(): Promise<string> {
    nextStep();
    const res = await answerChallenge(await challengeOf('omar'), codeAt(omarSecret));
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json<{ token: string }>();
    secrets.add(token);
    return token;
  }
});

describe('two-factor required of administrators', () => {
  it('is a site setting that an administrator turns on, recorded in the audit trail', async () => {
    time.advance(5 * 60_000);
    await enable(auditor);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(auditor),
      payload: { autoBackup: true, requireTwoFactor: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ autoBackup: true, requireTwoFactor: true });
    const [saved] = await auditEvents('settings.saved');
    expect(saved).toMatchObject({
      username: 'amal',
      changes: [{ field: 'requireTwoFactor', before: 'false', after: 'true' }],
    });
  });

  it('tells an administrator without it to set it up, and refuses them the admin routes until then', async () => {
    const answer = await signInWithPassword('khalid');
    expect(answer.user).toEqual({
      id: 4,
      username: 'khalid',
      full_name: '',
      email: '',
      role: 'admin',
      twoFactorSetupRequired: true,
    });
    const token = answer.token as string;
    secrets.add(token);
    const verify = await app.inject({ url: '/api/verify-token', headers: bearer(token) });
    expect(verify.json()).toEqual({ success: true, user: answer.user });
    expect(await status(token)).toEqual({ enabled: false, required: true });
    for (const url of ['/api/users', '/api/settings', '/api/audit']) {
      const res = await app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual(refusal(messages.twoFactorSetupRequired));
    }
    // Signing out stays open to them.
    const other = await signInWithPassword('khalid');
    secrets.add(other.token as string);
    expect((await post('/api/logout', undefined, { token: other.token })).statusCode).toBe(200);
    const [signOut] = await auditEvents('sign-out');
    expect(signOut).toMatchObject({ userId: 4, username: 'khalid', entity: 'user', entityId: 4 });

    await enable(token);
    expect((await app.inject({ url: '/api/users', headers: bearer(token) })).statusCode).toBe(200);
    const after = await app.inject({ url: '/api/verify-token', headers: bearer(token) });
    expect(after.json()).toEqual({
      success: true,
      user: { id: 4, username: 'khalid', full_name: '', email: '', role: 'admin' },
    });
    expect(await status(token)).toEqual({ enabled: true, required: false });
  });

  it('asks nothing of users who are not administrators', async () => {
    const answer = await signInWithPassword('sara');
    expect(answer.user).toEqual({ id: 1, username: 'sara', full_name: '', email: '', role: 'user' });
    expect(await status(answer.token as string)).toEqual({ enabled: false, required: false });
  });
});

describe('bad requests', () => {
  it.each([
    ['no code', { challenge: 'a-challenge' }, messages.twoFactorCodeRequired],
    ['an empty code', { challenge: 'a-challenge', code: '  ' }, messages.twoFactorCodeRequired],
    ['a code of five digits', { challenge: 'a-challenge', code: '12345' }, messages.twoFactorCodeInvalid],
    ['a code as a number', { challenge: 'a-challenge', code: 123456 }, messages.twoFactorCodeInvalid],
    [
      'a code of other characters',
      { challenge: 'a-challenge', code: '12345!' },
      messages.twoFactorCodeInvalid,
    ],
    ['an overlong code', { challenge: 'a-challenge', code: '1'.repeat(33) }, messages.twoFactorCodeInvalid],
    ['no challenge', { code: '123456' }, messages.twoFactorChallengeExpired],
    [
      'an overlong challenge',
      { challenge: 'a'.repeat(201), code: '123456' },
      messages.twoFactorChallengeExpired,
    ],
    ['neither', {}, `${messages.twoFactorCodeRequired}. ${messages.twoFactorChallengeExpired}`],
  ])('answer the code step %s with 400 and what was wrong', async (_, payload, message) => {
    const res = await post('/api/login/two-factor', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal(message));
  });

  it('answer a confirmation or a turning off without a usable code with 400', async () => {
    const token = await tokenOf('sara');
    for (const url of ['/api/two-factor/confirm', '/api/two-factor/disable']) {
      const missing = await post(url, {}, { token });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual(refusal(messages.twoFactorCodeRequired));
      const malformed = await post(url, { code: 'abc' }, { token });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual(refusal(messages.twoFactorCodeInvalid));
      const huge = await post(url, { code: '1'.repeat(2048) }, { token });
      expect(huge.statusCode).toBe(413);
    }
  });

  it('leave no secret, code, challenge or token in the audit trail', async () => {
    const res = await app.inject({ url: '/api/audit/export', headers: bearer(auditor) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain('two-factor.enabled');
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('-password');
  });
});

describe('turning it on or off', () => {
  const hindPassword = 'hind-password';
  beforeAll(async () => {
    time.advance(5 * 60_000);
    await addUser(app, 'hind', hindPassword);
  });

  async function alive(token: string): Promise<boolean> {
    const res = await app.inject({ url: '/api/verify-token', headers: bearer(token) });
    return res.json<{ success: boolean }>().success;
  }

  it("ends the account's other sessions, keeping the one that made the change", async () => {
    const changing = await tokenOf('hind');
    const elsewhere = await tokenOf('hind');
    const { secret } = await enable(changing);
    expect(await alive(changing)).toBe(true);
    expect(await alive(elsewhere)).toBe(false);

    nextStep();
    const signedIn = await answerChallenge(await challengeOf('hind'), codeAt(secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const another = signedIn.json<{ token: string }>().token;
    secrets.add(another);
    nextStep();
    const off = await post('/api/two-factor/disable', { code: codeAt(secret) }, { token: changing });
    expect(off.statusCode, off.body).toBe(200);
    expect(await alive(changing)).toBe(true);
    expect(await alive(another)).toBe(false);
  });

  it('records a wrong code when confirming or turning it off, as at sign-in', async () => {
    const token = await tokenOf('hind');
    const setup = await post('/api/two-factor/setup', undefined, { token });
    const { secret } = setup.json<{ secret: string }>();
    secrets.add(secret);
    const wrongConfirm = await post('/api/two-factor/confirm', { code: wrongCode(secret) }, { token });
    expect(wrongConfirm.statusCode).toBe(400);
    const [confirmFailed] = await auditEvents('two-factor.confirm-failed');
    expect(confirmFailed).toMatchObject({
      username: 'hind',
      entity: 'user',
      label: 'hind',
      address: '127.0.0.1',
    });

    nextStep();
    const confirmed = await post('/api/two-factor/confirm', { code: codeAt(secret) }, { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const wrongDisable = await post('/api/two-factor/disable', { code: wrongCode(secret) }, { token });
    expect(wrongDisable.statusCode).toBe(400);
    const [disableFailed] = await auditEvents('two-factor.disable-failed');
    expect(disableFailed).toMatchObject({ username: 'hind', entity: 'user', label: 'hind' });
    expect(await status(token)).toEqual({ enabled: true, required: false });
  });
});

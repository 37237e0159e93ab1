import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { addUser, bearer, manualClock, signIn, startTestServer } from './helpers';

const minute = 60_000;
const idle = 60 * minute;
const max = 3 * idle;

let app: App;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock();
  app = await startTestServer({ clock: time.clock, sessionIdleMs: idle, sessionMaxMs: max });
  await addUser(app, 'layla', 'layla-password');
});
afterEach(() => app.close());

function verify(token: string) {
  return app.inject({ url: '/api/verify-token', headers: bearer(token) });
}

async function sessionCount() {
  return (await app.db.selectFrom('sessions').selectAll().execute()).length;
}

describe('session expiry', () => {
  it('ends a session left unused for the idle time, and deletes it', async () => {
    const token = await signIn(app, 'layla', 'layla-password');
    time.advance(idle - 1);
    expect((await verify(token)).json().success).toBe(true);
    time.advance(idle);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, message: messages.sessionInvalid, code: 'sessionInvalid' });
    expect(await sessionCount()).toBe(0);
  });

  it('keeps a session alive while it is used', async () => {
    const token = await signIn(app, 'layla', 'layla-password');
    for (let step = 0; step < 4; step += 1) {
      time.advance(idle / 2);
      expect((await verify(token)).json().success).toBe(true);
    }
  });

  it('ends a session at its absolute limit however busy it is', async () => {
    const token = await signIn(app, 'layla', 'layla-password');
    // Used every half hour for two and a half hours, then once more at the three-hour limit.
    for (let step = 1; step <= 5; step += 1) {
      time.advance(idle / 2);
      expect((await verify(token)).json().success).toBe(true);
    }
    time.advance(idle / 2);
    expect((await verify(token)).json()).toMatchObject({ success: false, code: 'sessionInvalid' });
  });

  it('records use at most once a minute, so reads do not all become writes', async () => {
    const token = await signIn(app, 'layla', 'layla-password');
    const lastUsed = async () =>
      (await app.db.selectFrom('sessions').select('last_used_at').executeTakeFirstOrThrow()).last_used_at;
    const signedInAt = await lastUsed();
    time.advance(30_000);
    await verify(token);
    expect(await lastUsed()).toBe(signedInAt);
    time.advance(30_000);
    await verify(token);
    expect(await lastUsed()).toBe(new Date(time.clock()).toISOString());
  });

  it('clears away dead sessions at the next sign-in', async () => {
    await signIn(app, 'layla', 'layla-password');
    time.advance(idle);
    await signIn(app, 'layla', 'layla-password');
    expect(await sessionCount()).toBe(1);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactSendLimit, subscribeAttemptLimit, subscribeWindowMs } from '../../src/api/limits';
import type { App } from '../../src/server/app';
import { manualClock, startTestServer } from './helpers';

/** Every refusal to wait tells the sender when to come back: 429 with Retry-After in seconds. */
let app: App;
let time: ReturnType<typeof manualClock>;
beforeEach(async () => {
  time = manualClock();
  app = await startTestServer({ clock: time.clock });
});
afterEach(() => app.close());

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, remoteAddress: '192.0.2.50', payload });

describe('Retry-After on every 429', () => {
  it('answers the catalog subscription throttle with the seconds until a slot frees', async () => {
    for (let i = 0; i < subscribeAttemptLimit; i += 1) {
      expect((await post('/api/subscriptions', { email: `p${i}@example.com` })).statusCode).toBe(200);
    }
    time.advance(60_000);
    const refused = await post('/api/subscriptions', { email: 'late@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String((subscribeWindowMs - 60_000) / 1000));
  });

  it('sends a throttled plain form back to its page with the error, and no Retry-After on the redirect', async () => {
    const subscribe = () =>
      app.inject({
        method: 'POST',
        url: '/api/subscriptions',
        remoteAddress: '192.0.2.50',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=p%40example.com&language=en',
      });
    for (let i = 0; i < subscribeAttemptLimit; i += 1) expect((await subscribe()).statusCode).toBe(303);
    const refused = await subscribe();
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/catalogs?error=subscriptionThrottled');
    expect(refused.headers['retry-after']).toBeUndefined();
  });

  it('answers the contact throttle the same way', async () => {
    const message = {
      firstName: 'Fahad',
      lastName: 'Al-Qahtani',
      email: 'fahad@example.com',
      subject: 'Prices',
      message: 'Please send prices for 2-inch CPVC pipe.',
      inquiryType: 'quote',
    };
    for (let i = 0; i < contactSendLimit; i += 1) {
      expect((await post('/api/contact', message)).statusCode).toBe(201);
    }
    const refused = await post('/api/contact', message);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('answers the sign-in throttle the same way', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/login', { username: 'ghost', password: 'wrong' })).statusCode).toBe(401);
    }
    time.advance(60_000);
    const refused = await post('/api/login', { username: 'ghost', password: 'wrong' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(4 * 60));
  });
});

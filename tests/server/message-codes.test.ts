/**
 * An answer's `code` is the message the server chose, never one read back from its English words:
 * each holds when the catalogue's words change, even when two messages come to share them.
 */
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type MessageId, messages, rule } from '../../src/api/messages';
import type { App } from '../../src/server/app';
import { succeeded } from '../../src/server/http/answers';
import { errorsPlugin, HttpError, parseOrRefuse } from '../../src/server/plugins/errors';
import { addUser, bearer, signIn, startTestServer } from './helpers';

const ids = Object.keys(messages) as MessageId[];

/** Runs `check` with the catalogue worded otherwise, as a later edit of it might word it. */
async function reworded<T>(words: Partial<Record<MessageId, string>>, check: () => Promise<T>): Promise<T> {
  const catalogue = messages as Record<MessageId, string>;
  const before = { ...catalogue };
  Object.assign(catalogue, words);
  try {
    return await check();
  } finally {
    Object.assign(catalogue, before);
  }
}

describe('every message, refused, broken as a rule, or told as a success', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    app.get<{ Params: { id: MessageId } }>('/refusal/:id', (request) => {
      throw new HttpError(409, request.params.id);
    });
    app.get<{ Params: { id: MessageId } }>('/success/:id', (request) => succeeded(request.params.id));
    app.get('/detail', () => {
      throw new HttpError(507, 'serverErrorDetail', { detail: 'the disk is full' });
    });
    for (const id of ids) {
      const schema = z.object({ value: z.string().min(1, rule(id)) });
      app.post(`/rule/${id}`, { schema: { body: schema } }, () => succeeded(id));
      app.post(`/form-rule/${id}`, (request) => succeeded(id, parseOrRefuse(schema, request.body)));
    }
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers its own code, whatever the words, even when every message has the same', async () => {
    const sameWords = Object.fromEntries(ids.map((id) => [id, 'The same words']));
    await reworded(sameWords, async () => {
      for (const id of ids) {
        const refusal = { success: false, message: 'The same words', code: id };
        const refused = await app.inject({ url: `/refusal/${id}` });
        expect([refused.statusCode, refused.json()], id).toEqual([409, refusal]);
        const broken = await app.inject({ method: 'POST', url: `/rule/${id}`, payload: { value: '' } });
        expect([broken.statusCode, broken.json()], id).toEqual([400, refusal]);
        const brokenForm = await app.inject({
          method: 'POST',
          url: `/form-rule/${id}`,
          payload: { value: '' },
        });
        expect([brokenForm.statusCode, brokenForm.json()], id).toEqual([400, refusal]);
        const told = await app.inject({ url: `/success/${id}` });
        expect(told.json(), id).toEqual({ success: true, message: 'The same words', code: id });
      }
    });
  });

  it("fills in a refusal's values, keeping its code", async () => {
    const res = await app.inject({ url: '/detail' });
    expect([res.statusCode, res.json()]).toEqual([
      507,
      { success: false, message: 'Server error: the disk is full', code: 'serverErrorDetail' },
    ]);
  });
});

describe('the API, with two messages sharing their words', () => {
  let app: App;
  beforeAll(async () => {
    app = await startTestServer();
    await addUser(app, 'Khalid', 'khalid-password', 'admin');
  });
  afterAll(() => app.close());

  /** The status and body of the answer to `request`. */
  const answer = (request: InjectOptions) => app.inject(request).then((res) => [res.statusCode, res.json()]);

  it.each([
    {
      refusal: 'a wrong password, worded as a taken username',
      id: 'loginRejected',
      wordedAs: 'usernameTaken',
      payload: { username: 'Khalid', password: 'wrong' },
      status: 401,
    },
    {
      refusal: "the form's broken rule, worded as the other field's",
      id: 'usernameRequired',
      wordedAs: 'passwordRequired',
      payload: { username: '', password: 'x' },
      status: 400,
    },
  ] as const)(
    'refuses a sign-in with $refusal, by its own code',
    async ({ id, wordedAs, payload, status }) => {
      const answered = await reworded({ [id]: messages[wordedAs] }, () =>
        answer({ method: 'POST', url: '/api/login', payload }),
      );
      expect(answered).toEqual([status, { success: false, message: messages[wordedAs], code: id }]);
    },
  );

  it('tells a sign-out as a sign-out, worded as a deleted user', async () => {
    const token = await signIn(app, 'Khalid', 'khalid-password');
    const answered = await reworded({ signedOut: messages.userDeleted }, () =>
      answer({ method: 'POST', url: '/api/logout', headers: bearer(token) }),
    );
    expect(answered).toEqual([200, { success: true, message: messages.userDeleted, code: 'signedOut' }]);
  });
});

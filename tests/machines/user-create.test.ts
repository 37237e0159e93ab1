import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import { userCreateMachine } from '../../machines/user-create.machine';
import { ApiError } from '../../src/api/errors';
import type { Result, UserCreate, UserCreateForm } from '../../src/api/users';
import { userCreateModel } from './models/user-create.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const clock = new SimulatedClock();
  const effects = {
    createUser: vi.fn<(user: UserCreate) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    goToList: vi.fn(),
  };
  const actor = createActor(
    userCreateMachine.provide({
      actors: {
        // Records the request and never answers: each test sends the answer it is about.
        createUser: fromPromise<Result, UserCreate>(({ input }) => {
          effects.createUser(input);
          return new Promise(() => {});
        }),
      },
      actions: { notify: (_, notice) => effects.notify(notice), goToList: () => effects.goToList() },
    }),
    { clock },
  ).start();
  const fill = (values: Partial<UserCreateForm>) => {
    for (const [field, value] of Object.entries(values)) {
      actor.send({ type: 'field.changed', field: field as keyof UserCreateForm, value: String(value) });
    }
  };
  return { actor, clock, effects, fill };
}

const valid = { username: 'alice', password: 'secret1', confirmPassword: 'secret1' };

/** A valid form, submitted. */
function submitting() {
  const form = start();
  form.fill(valid);
  form.actor.send({ type: 'form.submitted' });
  return form;
}

const answered = (output: Result) => ({ type: 'xstate.done.actor.createUser', output }) as never;
const threw = (error: unknown) => ({ type: 'xstate.error.actor.createUser', error }) as never;
const errorNotice = (message: string) => ({ type: 'error', title: 'Error', message });

describe('user create machine', () => {
  itWalksEveryTransition(userCreateModel);

  it('shows the spec messages for a short username and password and a bad e-mail', () => {
    const { actor, fill } = start();
    fill({ username: 'al', password: '12345', confirmPassword: '12345', email: 'not-an-address' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      email: 'Invalid email address',
    });
  });

  it("says 'Passwords do not match' under the confirmation", () => {
    const { actor, fill } = start();
    fill({ ...valid, confirmPassword: 'secret2' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('sends the user without the confirmation, busy until it answers', () => {
    const { actor, effects } = submitting();
    expect(effects.createUser).toHaveBeenCalledWith({
      username: 'alice',
      password: 'secret1',
      full_name: '',
      email: '',
      role: 'user',
    });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submitted' })).toBe(false);
  });

  it("announces 'User Created' at once and goes back to the list only after 1000 ms", () => {
    const { actor, clock, effects } = submitting();
    actor.send(answered({ success: true, message: 'User created successfully' }));
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Created',
      message: 'User created successfully',
    });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, else 'Failed to create user', and stays on the form", () => {
    const refused = submitting();
    refused.actor.send(answered({ success: false, message: 'That username is already taken' }));
    expect(refused.effects.notify).toHaveBeenCalledWith(errorNotice('That username is already taken'));
    expect(refused.actor.getSnapshot().value).toBe('editing');
    const silent = submitting();
    silent.actor.send(answered({ success: false, message: '' }));
    expect(silent.effects.notify).toHaveBeenCalledWith(errorNotice('Failed to create user'));
    expect(silent.effects.goToList).not.toHaveBeenCalled();
  });

  it.each([
    [
      "an error answer with the server's message",
      new ApiError('response', 'Request failed with status code 409', 409, 'That username is already taken'),
      'That username is already taken',
    ],
    [
      'an error answer without a message',
      new ApiError('response', 'Request failed with status code 500', 500),
      'An error occurred while creating the user',
    ],
    [
      'no answer',
      new ApiError('noResponse', 'Network Error'),
      'Network error - please check your connection',
    ],
    [
      'an error that is not an ApiError',
      new TypeError('x is undefined'),
      'An error occurred while creating the user',
    ],
  ])('explains a create that failed with %s', (_, error, message) => {
    const { actor, effects } = submitting();
    actor.send(threw(error));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects.notify).toHaveBeenCalledWith(errorNotice(message));
  });
});

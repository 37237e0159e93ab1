import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Notice } from '../../machines/notice';
import { userEditMachine } from '../../machines/user-edit.machine';
import { ApiError } from '../../src/api/errors';
import type { Result, User, UserUpdate } from '../../src/api/users';
import { plainUser } from './fixtures';
import { userEditModel } from './models/user-edit.model';
import { itWalksEveryTransition } from './walk';

type UpdateInput = { id: number; changes: UserUpdate };

/** An edit dialog whose `updateUser` records its input and settles with `answer` (never, when none is given). */
function start(answer?: () => Promise<Result>) {
  const effects = {
    updateUser: vi.fn<(input: UpdateInput) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    applyUpdate: vi.fn<(user: User) => void>(),
  };
  const actor = createActor(
    userEditMachine.provide({
      actors: {
        updateUser: fromPromise<Result, UpdateInput>(({ input }) => {
          effects.updateUser(input);
          return answer ? answer() : new Promise(() => {});
        }),
      },
      actions: {
        notify: (_, notice) => effects.notify(notice),
        applyUpdate: (_, { user }) => effects.applyUpdate(user),
      },
    }),
  ).start();
  actor.send({ type: 'dialog.opened', user: plainUser });
  return { actor, effects };
}

const edit = (
  actor: ReturnType<typeof start>['actor'],
  changes: Partial<Record<keyof UserUpdate, string>>,
) => {
  for (const [field, value] of Object.entries(changes)) {
    actor.send({ type: 'field.changed', field: field as keyof UserUpdate, value: value ?? '' });
  }
};

describe('user edit machine', () => {
  itWalksEveryTransition(userEditModel);

  it("opens on the user's details with a blank password", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual({
      username: 'bob',
      password: '',
      full_name: 'Bob Builder',
      email: 'bob@example.com',
      role: 'user',
    });
  });

  it('leaves a blank or whitespace-only password out of the request', () => {
    const { actor, effects } = start();
    edit(actor, { full_name: 'Robert Builder', password: '   ' });
    actor.send({ type: 'form.submitted' });
    const [input] = effects.updateUser.mock.calls[0] ?? [];
    expect(input?.id).toBe(2);
    expect(input?.changes.password).toBeUndefined();
    // What goes over the wire: the JSON body has no password at all.
    expect(JSON.parse(JSON.stringify(input?.changes))).toEqual({
      username: 'bob',
      full_name: 'Robert Builder',
      email: 'bob@example.com',
      role: 'user',
    });
  });

  it('sends a new password when one is typed', () => {
    const { actor, effects } = start();
    edit(actor, { password: 'newpass1' });
    actor.send({ type: 'form.submitted' });
    expect(effects.updateUser.mock.calls[0]?.[0].changes.password).toBe('newpass1');
  });

  it('shows the spec messages and does not save an invalid form', () => {
    const { actor, effects } = start();
    edit(actor, { username: 'bo', password: '12345', email: 'bob@' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      email: 'Invalid email address',
    });
    expect(effects.updateUser).not.toHaveBeenCalled();
  });

  it('puts the new username, full name, e-mail and role into the list, says so and closes', async () => {
    const { actor, effects } = start(() =>
      Promise.resolve({ success: true, message: 'User updated successfully' }),
    );
    edit(actor, { username: 'robert', full_name: 'Robert Builder', email: 'rob@example.com', role: 'admin' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(effects.applyUpdate).toHaveBeenCalledWith({
      id: 2,
      username: 'robert',
      full_name: 'Robert Builder',
      email: 'rob@example.com',
      role: 'admin',
    });
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Updated',
      message: 'User updated successfully',
    });
  });

  it.each([
    [
      'a refusal with a message',
      () => Promise.resolve({ success: false, message: 'That username is already taken' }),
      'That username is already taken',
    ],
    [
      'a refusal without a message',
      () => Promise.resolve({ success: false, message: '' }),
      'Failed to update user',
    ],
    [
      "an error answer with the server's message",
      () =>
        Promise.reject(
          new ApiError('response', 'Request failed', 403, 'This action is restricted to administrators'),
        ),
      'This action is restricted to administrators',
    ],
    [
      'a thrown error',
      () => Promise.reject(new TypeError('x is undefined')),
      'An error occurred while updating the user',
    ],
  ])('stays open with the error after %s', async (_, answer, message) => {
    const { actor, effects } = start(answer as () => Promise<Result>);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(effects.applyUpdate).not.toHaveBeenCalled();
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('closes on cancel only while editing, not while saving', () => {
    const { actor } = start();
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().can({ type: 'dialog.closed' })).toBe(false);
    actor.send({ type: 'dialog.closed' });
    expect(actor.getSnapshot().value).toBe('saving');

    const other = start();
    expect(other.actor.getSnapshot().can({ type: 'dialog.closed' })).toBe(true);
    other.actor.send({ type: 'dialog.closed' });
    expect(other.actor.getSnapshot().value).toBe('closed');
  });

  it('clears an earlier error when the dialog opens again', async () => {
    const { actor } = start(() => Promise.resolve({ success: false, message: '' }));
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'dialog.closed' });
    actor.send({ type: 'dialog.opened', user: plainUser });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

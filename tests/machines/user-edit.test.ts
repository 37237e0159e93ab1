import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { userEditMachine } from '../../machines/user-edit.machine';
import { ApiError } from '../../src/api/errors';
import type { Result, UserUpdate } from '../../src/api/users';
import { plainUser } from './fixtures';

type UpdateInput = { id: number; changes: UserUpdate };

/** An edit dialog whose `updateUser` records its input and settles with `answer` (never, when none is given). */
function start(answer?: () => Promise<Result>) {
  const updateUser = vi.fn<(input: UpdateInput) => void>();
  const actor = createActor(
    userEditMachine.provide({
      actors: {
        save: fromPromise<Result, UpdateInput>(({ input }) => {
          updateUser(input);
          return answer ? answer() : new Promise(() => {});
        }),
      },
      actions: { notify: () => {}, changed: () => {} },
    }),
  ).start();
  actor.send({ type: 'dialog.opened', user: plainUser });
  return { actor, updateUser };
}

// The dialog's states on screen are walked in user-edit.walk.test.tsx; these pin what the walk
// does not type: a whitespace-only password, a message another field's change put right, and a
// dialog opened again after a failed save.
describe('user edit machine', () => {
  it('leaves a whitespace-only password out of the request', () => {
    const { actor, updateUser } = start();
    actor.send({ type: 'field.changed', field: 'password', value: '   ' });
    actor.send({ type: 'form.submitted' });
    const [input] = updateUser.mock.calls[0] ?? [];
    expect(input?.id).toBe(2);
    // What goes over the wire: the JSON body has no password at all.
    expect(JSON.parse(JSON.stringify(input?.changes))).toEqual({
      username: 'bob',
      full_name: 'Bob Builder',
      email: 'bob@example.com',
      role: 'user',
    });
  });

  it('drops a message that another field put right once the edit is saved', () => {
    const { actor } = start();
    // Long enough for a user, too short for an administrator.
    actor.send({ type: 'field.changed', field: 'role', value: 'admin' });
    actor.send({ type: 'field.changed', field: 'password', value: 'newpass1' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'adminPasswordMin' });
    actor.send({ type: 'field.changed', field: 'role', value: 'user' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('clears an earlier error when the dialog opens again', async () => {
    const { actor } = start(() => Promise.reject(new ApiError('noResponse', 'Network Error')));
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.context.error !== null);
    actor.send({ type: 'dialog.closed' });
    actor.send({ type: 'dialog.opened', user: plainUser });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

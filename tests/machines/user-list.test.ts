import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../machines/notice';
import { userListMachine } from '../../machines/user-list.machine';
import { ApiError } from '../../src/api/errors';
import type { Result } from '../../src/api/users';
import { adminUser, plainUser } from './fixtures';
import { pendingActor } from './model';
import { userListModel } from './models/user-list.model';
import { itWalksEveryTransition } from './walk';

function start() {
  const effects = {
    deleteItem: vi.fn<(input: { id: number }) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
  };
  const actor = createActor(
    userListMachine.provide({
      actors: {
        fetchItems: pendingActor(),
        deleteItem: fromPromise<Result, { id: number }>(({ input }) => {
          effects.deleteItem(input);
          return new Promise(() => {});
        }),
      },
      actions: { notify: (_, notice) => effects.notify(notice) },
    }),
  ).start();
  const ids = () => actor.getSnapshot().context.items.map((u) => u.id);
  return { actor, effects, ids };
}

/** The table loaded with two users and Bob's delete confirmed. */
function deletingBob() {
  const list = start();
  list.actor.send({ type: 'xstate.done.actor.fetchItems', output: [adminUser, plainUser] } as never);
  list.actor.send({ type: 'delete.requested', item: plainUser });
  list.actor.send({ type: 'delete.confirmed' });
  return list;
}

const loadFailed = (error: unknown) => ({ type: 'xstate.error.actor.fetchItems', error }) as never;
const deleted = (output: Result) => ({ type: 'xstate.done.actor.deleteItem', output }) as never;
const deleteThrew = (error: unknown) => ({ type: 'xstate.error.actor.deleteItem', error }) as never;
const errorNotice = (message: string) => ({ type: 'error', title: 'Error', message });

describe('user list machine', () => {
  itWalksEveryTransition(userListModel);

  it("says 'Failed to load users' when the list cannot load, and loads again on retry", () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(loadFailed(new ApiError('response', 'Request failed with status code 500', 500)));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.notify).toHaveBeenCalledWith(errorNotice('Failed to load users'));
    actor.send({ type: 'retry.requested' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('blames the network when the list request gets no answer', () => {
    const { actor, effects } = start();
    actor.send(loadFailed(new ApiError('noResponse', 'Network Error')));
    expect(effects.notify).toHaveBeenCalledWith(errorNotice('Network error - please check your connection'));
  });

  it('asks before deleting, and keeps the row when cancelled', () => {
    const { actor, effects, ids } = start();
    actor.send({ type: 'xstate.done.actor.fetchItems', output: [adminUser, plainUser] } as never);
    actor.send({ type: 'delete.requested', item: plainUser });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.pendingDelete).toEqual(plainUser);
    actor.send({ type: 'delete.cancelled' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(ids()).toEqual([1, 2]);
    expect(effects.deleteItem).not.toHaveBeenCalled();
  });

  it("removes the row once deleted and shows 'User Deleted' with the server's message", () => {
    const { actor, effects, ids } = deletingBob();
    expect(effects.deleteItem).toHaveBeenCalledWith({ id: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(deleted({ success: true, message: 'User deleted successfully' }));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(ids()).toEqual([1]);
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'User Deleted',
      message: 'User deleted successfully',
    });
  });

  it.each([
    [
      'a refusal with a message',
      deleted({ success: false, message: 'You cannot delete your own account' }),
      'You cannot delete your own account',
    ],
    ['a refusal without a message', deleted({ success: false, message: '' }), 'Failed to delete user'],
    [
      "an error answer with the server's message",
      deleteThrew(new ApiError('response', 'Request failed', 409, 'At least one administrator must remain')),
      'At least one administrator must remain',
    ],
    [
      'a thrown error',
      deleteThrew(new TypeError('x is undefined')),
      'An error occurred while deleting the user',
    ],
  ])('keeps the row and explains %s', (_, answer, message) => {
    const { actor, effects, ids } = deletingBob();
    actor.send(answer);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(ids()).toEqual([1, 2]);
    expect(effects.notify).toHaveBeenCalledWith(errorNotice(message));
  });

  it('shows an edited user in place', () => {
    const { actor } = start();
    actor.send({ type: 'xstate.done.actor.fetchItems', output: [adminUser, plainUser] } as never);
    const renamed = { ...plainUser, full_name: 'Robert Builder' };
    actor.send({ type: 'item.updated', item: renamed });
    expect(actor.getSnapshot().context.items).toEqual([adminUser, renamed]);
  });
});

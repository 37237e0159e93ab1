import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Notice } from '../../machines/notice';
import { productAdminListMachine } from '../../machines/product-admin-list.machine';
import { ApiError } from '../../src/api/errors';
import type { Result } from '../../src/api/users';
import { pendingActor } from './model';
import { productAdminListModel } from './models/product-admin-list.model';
import { cpvcPipe, pprPipe } from './product-fixtures';
import { itWalksEveryTransition } from './walk';

function start() {
  const effects = {
    deleteItem: vi.fn<(input: { id: number }) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
  };
  const actor = createActor(
    productAdminListMachine.provide({
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
  const ids = () => actor.getSnapshot().context.items.map((p) => p.id);
  return { actor, effects, ids };
}

const loaded = { type: 'xstate.done.actor.fetchItems', output: [cpvcPipe, pprPipe] } as never;
const loadFailed = (error: unknown) => ({ type: 'xstate.error.actor.fetchItems', error }) as never;
const deleted = (output: Result) => ({ type: 'xstate.done.actor.deleteItem', output }) as never;
const deleteThrew = (error: unknown) => ({ type: 'xstate.error.actor.deleteItem', error }) as never;
const errorNotice = (message: string) => ({ type: 'error', title: 'Error', message });

/** The table loaded with two products and the PPR pipe's delete confirmed. */
function deletingPpr() {
  const list = start();
  list.actor.send(loaded);
  list.actor.send({ type: 'delete.requested', item: pprPipe });
  list.actor.send({ type: 'delete.confirmed' });
  return list;
}

describe('admin products table machine', () => {
  itWalksEveryTransition(productAdminListModel);

  it("says 'Failed to load products' when the list cannot load, and loads again on retry", () => {
    const { actor, effects } = start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(loadFailed(new ApiError('response', 'Request failed with status code 500', 500)));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.notify).toHaveBeenCalledWith(errorNotice('Failed to load products'));
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
    actor.send(loaded);
    actor.send({ type: 'delete.requested', item: pprPipe });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    expect(actor.getSnapshot().context.pendingDelete).toEqual(pprPipe);
    actor.send({ type: 'delete.cancelled' });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(ids()).toEqual([1, 2]);
    expect(effects.deleteItem).not.toHaveBeenCalled();
  });

  it("removes the row once deleted and shows 'Product Deleted' with the server's message", () => {
    const { actor, effects, ids } = deletingPpr();
    expect(effects.deleteItem).toHaveBeenCalledWith({ id: 2 });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send(deleted({ success: true, message: 'Product deleted successfully' }));
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(ids()).toEqual([1]);
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'Product Deleted',
      message: 'Product deleted successfully',
    });
  });

  it.each([
    [
      'a refusal with a message',
      deleted({ success: false, message: 'Product not found' }),
      'Product not found',
    ],
    ['a refusal without a message', deleted({ success: false, message: '' }), 'Failed to delete product'],
    [
      "an error answer with the server's message",
      deleteThrew(new ApiError('response', 'Request failed', 404, 'Product not found')),
      'Product not found',
    ],
    [
      'an error answer without a message',
      deleteThrew(new ApiError('response', 'Request failed with status code 500', 500)),
      'An error occurred while deleting the product',
    ],
    [
      'no answer at all',
      deleteThrew(new ApiError('noResponse', 'Network Error')),
      'Network error - please check your connection',
    ],
    [
      'a thrown error',
      deleteThrew(new TypeError('x is undefined')),
      'An error occurred while deleting the product',
    ],
  ])('keeps the row and explains %s', (_, answer, message) => {
    const { actor, effects, ids } = deletingPpr();
    actor.send(answer);
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.pendingDelete).toBeNull();
    expect(ids()).toEqual([1, 2]);
    expect(effects.notify).toHaveBeenCalledWith(errorNotice(message));
  });
});

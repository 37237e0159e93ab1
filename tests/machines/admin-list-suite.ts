import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { adminListMachine } from '../../machines/admin-list';
import type { Notice } from '../../machines/notice';
import { ApiError } from '../../src/api/errors';
import type { Result } from '../../src/api/users';
import { pendingActor } from './model';

interface AdminListCase<TItem extends { id: number }> {
  title: string;
  machine: ReturnType<typeof adminListMachine<TItem>>;
  /** Two rows, ids 1 and 2; the second is the one deleted. */
  items: readonly [TItem, TItem];
  /** The second row as edited in its dialog or page. */
  edited: TItem;
  /** What the table says (spec §8), with a refusal and an error answer the server could give. */
  texts: {
    loadFailed: string;
    deletedTitle: string;
    deletedMessage: string;
    deleteFailed: string;
    deleteError: string;
    refusal: string;
    errorAnswer: [status: number, message: string];
  };
}

const loadFailed = (error: unknown) => ({ type: 'xstate.error.actor.fetchItems', error }) as never;
const deleted = (output: Result) => ({ type: 'xstate.done.actor.deleteItem', output }) as never;
const deleteThrew = (error: unknown) => ({ type: 'xstate.error.actor.deleteItem', error }) as never;
const errorNotice = (message: string) => ({ type: 'error', title: 'Error', message });

/**
 * The behaviour every admin table made by machines/admin-list.ts shows (users, products): one
 * suite, run for each table with its own rows and texts, beside the table's own model walk.
 */
export function describeAdminList<TItem extends { id: number }>(spec: AdminListCase<TItem>) {
  const { items, texts } = spec;
  const loaded = { type: 'xstate.done.actor.fetchItems', output: [...items] } as never;

  function start() {
    const effects = {
      deleteItem: vi.fn<(input: { id: number }) => void>(),
      notify: vi.fn<(notice: Notice) => void>(),
    };
    const actor = createActor(
      spec.machine.provide({
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
    const ids = () => actor.getSnapshot().context.items.map((item) => item.id);
    return { actor, effects, ids };
  }

  /** The table loaded with both rows and the second row's delete confirmed. */
  function deletingSecond() {
    const list = start();
    list.actor.send(loaded);
    list.actor.send({ type: 'delete.requested', item: items[1] });
    list.actor.send({ type: 'delete.confirmed' });
    return list;
  }

  describe(spec.title, () => {
    it(`says '${texts.loadFailed}' when the list cannot load, and loads again on retry`, () => {
      const { actor, effects } = start();
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      actor.send(loadFailed(new ApiError('response', 'Request failed with status code 500', 500)));
      expect(actor.getSnapshot().value).toBe('failed');
      expect(effects.notify).toHaveBeenCalledWith(errorNotice(texts.loadFailed));
      actor.send({ type: 'retry.requested' });
      expect(actor.getSnapshot().value).toBe('loading');
    });

    it('blames the network when the list request gets no answer', () => {
      const { actor, effects } = start();
      actor.send(loadFailed(new ApiError('noResponse', 'Network Error')));
      expect(effects.notify).toHaveBeenCalledWith(
        errorNotice('Network error - please check your connection'),
      );
    });

    it('asks before deleting, and keeps the row when cancelled', () => {
      const { actor, effects, ids } = start();
      actor.send(loaded);
      actor.send({ type: 'delete.requested', item: items[1] });
      expect(actor.getSnapshot().value).toBe('confirmingDelete');
      expect(actor.getSnapshot().context.pendingDelete).toEqual(items[1]);
      actor.send({ type: 'delete.cancelled' });
      expect(actor.getSnapshot().value).toBe('loaded');
      expect(actor.getSnapshot().context.pendingDelete).toBeNull();
      expect(ids()).toEqual([1, 2]);
      expect(effects.deleteItem).not.toHaveBeenCalled();
    });

    it(`removes the row once deleted and shows '${texts.deletedTitle}' with the server's message`, () => {
      const { actor, effects, ids } = deletingSecond();
      expect(effects.deleteItem).toHaveBeenCalledWith({ id: 2 });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      actor.send(deleted({ success: true, message: texts.deletedMessage }));
      expect(actor.getSnapshot().value).toBe('loaded');
      expect(ids()).toEqual([1]);
      expect(effects.notify).toHaveBeenCalledWith({
        type: 'success',
        title: texts.deletedTitle,
        message: texts.deletedMessage,
      });
    });

    const [status, answerMessage] = texts.errorAnswer;
    it.each([
      ['a refusal with a message', deleted({ success: false, message: texts.refusal }), texts.refusal],
      ['a refusal without a message', deleted({ success: false, message: '' }), texts.deleteFailed],
      [
        "an error answer with the server's message",
        deleteThrew(new ApiError('response', 'Request failed', status, answerMessage)),
        answerMessage,
      ],
      [
        'an error answer without a message',
        deleteThrew(new ApiError('response', 'Request failed with status code 500', 500)),
        texts.deleteError,
      ],
      [
        'no answer at all',
        deleteThrew(new ApiError('noResponse', 'Network Error')),
        'Network error - please check your connection',
      ],
      ['a thrown error', deleteThrew(new TypeError('x is undefined')), texts.deleteError],
    ])('keeps the row and explains %s', (_, answer, message) => {
      const { actor, effects, ids } = deletingSecond();
      actor.send(answer);
      expect(actor.getSnapshot().value).toBe('loaded');
      expect(actor.getSnapshot().context.pendingDelete).toBeNull();
      expect(ids()).toEqual([1, 2]);
      expect(effects.notify).toHaveBeenCalledWith(errorNotice(message));
    });

    it('shows an edited row in place', () => {
      const { actor } = start();
      actor.send(loaded);
      actor.send({ type: 'item.updated', item: spec.edited });
      expect(actor.getSnapshot().context.items).toEqual([items[0], spec.edited]);
    });
  });
}

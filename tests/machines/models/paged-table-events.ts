/**
 * The events two paged tables' models offer alike: keeping the view to the drafts and back (where
 * rows have a publication), and the rows chosen shown or hidden together (where rows have a
 * status), each tried from the table's first view only, so the graph stays small.
 */
import type { AnyMachineSnapshot } from 'xstate';
import { type PagedTableContext, sameTableQuery } from '../../../machines/paged-table';

const contextOf = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as PagedTableContext<{ id: number }, string>;
const isView = (snapshot: AnyMachineSnapshot, view: { page: number; status?: 'draft' }) =>
  sameTableQuery(contextOf(snapshot).query, view);

/** From the first view, the drafts alone; from the drafts alone, every row again. */
export const draftsAndBack = (snapshot: AnyMachineSnapshot) =>
  isView(snapshot, { page: 1 })
    ? [{ status: 'draft' }]
    : isView(snapshot, { page: 1, status: 'draft' })
      ? [{ status: undefined }]
      : [];

/** A switch's answer, as the server words it. */
interface Answer {
  message: string;
  code: string;
}

/**
 * The rows chosen in the first view shown (`active`) or hidden together, the server's answer with
 * how many changed (in the words of `shown` or `hidden`), or one of `errors`.
 */
export function switchingEvents({ shown, hidden }: { shown: Answer; hidden: Answer }, errors: unknown[]) {
  return {
    'status.requested': (snapshot: AnyMachineSnapshot) =>
      isView(snapshot, { page: 1 }) && contextOf(snapshot).selected.length > 0
        ? [{ active: true }, { active: false }]
        : [],
    'xstate.done.actor.switchRows': (snapshot: AnyMachineSnapshot) => {
      const { switchingTo, selected } = contextOf(snapshot);
      return [{ output: { success: true, ...(switchingTo ? shown : hidden), changed: selected.length } }];
    },
    'xstate.error.actor.switchRows': errors.map((error) => ({ error })),
  };
}

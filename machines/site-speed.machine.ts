/**
 * The Site speed page: the field data's figures for the span and filters chosen, and their CSV.
 * A new choice asks again at once (an answer to an earlier choice is dropped); figures already
 * shown stay on screen, marked busy, until the new ones come. A failed load keeps what was shown
 * and offers to try again; a failed export says so beside its button, which tries again.
 *
 * States (parallel): figures: loading → shown | failed (retry: loading); any choice: loading.
 *                    export: idle → exporting → idle (the file saved) | failed (export again).
 * Events: query.changed, retry.requested, export.requested.
 */
import { assign, setup } from 'xstate';
import type { FieldReport, FieldReportQuery } from '../src/api/field-vitals';
import { missingAction, missingPromiseActor } from './not-provided';

/** The CSV the server wrote, and the file name it gave it. */
export interface SiteSpeedExport {
  csv: Blob;
  filename: string;
}

export type SiteSpeedEvent =
  | { type: 'query.changed'; query: FieldReportQuery }
  | { type: 'retry.requested' }
  | { type: 'export.requested' };

export const siteSpeedMachine = setup({
  types: {
    context: {} as { query: FieldReportQuery; report: FieldReport | null },
    events: {} as SiteSpeedEvent,
    input: {} as { query: FieldReportQuery },
    tags: {} as 'busy' | 'exporting',
  },
  actors: {
    fetchReport: missingPromiseActor<FieldReport, FieldReportQuery>('fetchReport'),
    exportReport: missingPromiseActor<SiteSpeedExport, FieldReportQuery>('exportReport'),
  },
  actions: {
    saveFile: missingAction('saveFile') as (_: unknown, params: SiteSpeedExport) => void,
  },
}).createMachine({
  id: 'siteSpeed',
  context: ({ input }) => ({ query: input.query, report: null }),
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      on: {
        'query.changed': {
          target: '.loading',
          reenter: true,
          actions: assign({ query: ({ event }) => event.query }),
        },
      },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'fetchReport',
            src: 'fetchReport',
            input: ({ context }) => context.query,
            onDone: { target: 'shown', actions: assign({ report: ({ event }) => event.output }) },
            onError: { target: 'failed' },
          },
        },
        shown: {},
        failed: { on: { 'retry.requested': 'loading' } },
      },
    },
    export: {
      initial: 'idle',
      states: {
        idle: { on: { 'export.requested': 'exporting' } },
        exporting: {
          tags: 'exporting',
          invoke: {
            id: 'exportReport',
            src: 'exportReport',
            input: ({ context }) => context.query,
            onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => event.output } },
            onError: { target: 'failed' },
          },
        },
        failed: { on: { 'export.requested': 'exporting' } },
      },
    },
  },
});

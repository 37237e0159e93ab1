/**
 * The SEO verification tool (/seo-verification): lists every public page of the site, fetches each
 * in both languages as the server sends it and checks its metadata and structured data, then reads
 * the field data of how fast the site is for its visitors.
 *
 * States: idle → running (listingPages → checkingPages, one page at a time → readingFieldData) →
 * complete. The pages that are one address each are known beforehand (`fixed`); listing adds every
 * later page of the catalogue and the news archive and every product's and news item's page. A
 * listing that fails leaves the fixed pages to check, and says so. A page that cannot be fetched is
 * a failed check of that page; the run goes on. The run is bounded: at most `maxPages` addresses,
 * and at the time limit the pages not yet checked are left out and the results shown.
 * Events: run.requested (from idle or complete), run.cancelled (while running: back to idle, the
 * request in flight abandoned).
 */
import { assign, setup } from 'xstate';
import { seoRunTimeLimitMs } from '../src/api/limits';
import type { CheckResult, FieldData, PageReport, PageTarget } from '../src/api/seo';
import { missingPromiseActor } from './not-provided';

export interface SeoVerificationContext {
  /** The pages that are one address each, and the address that is no page. */
  fixed: readonly PageTarget[];
  maxPages: number;
  /** Every page of the run, in the order they are checked. */
  targets: readonly PageTarget[];
  /** Pages listed beyond `maxPages`, not checked. */
  notListed: number;
  /** Whether the listing of the record and later pages failed (only the fixed pages are checked). */
  listFailed: boolean;
  reports: PageReport[];
  field: FieldData | null;
  /** Whether the run reached its time limit before every page was checked. */
  stoppedAtLimit: boolean;
}

/** What checking one page found. */
export type PageCheckOutcome = CheckResult[];

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

export const seoVerificationMachine = setup({
  types: {
    context: {} as SeoVerificationContext,
    input: {} as { fixed: readonly PageTarget[]; maxPages: number },
    events: {} as { type: 'run.requested' } | { type: 'run.cancelled' },
    tags: {} as 'busy',
  },
  actors: {
    /** The pages to check after the fixed ones (their order kept), at most `max` of them. */
    listPages: missingPromiseActor<{ targets: PageTarget[]; notListed: number }, { max: number }>(
      'listPages',
    ),
    checkPage: missingPromiseActor<PageCheckOutcome, PageTarget>('checkPage'),
    /** Never fails: figures it cannot read are `unavailable`. */
    readFieldData: missingPromiseActor<FieldData>('readFieldData'),
  },
  delays: { runTimeLimit: seoRunTimeLimitMs },
  guards: {
    hasPagesLeft: ({ context }) => context.reports.length < context.targets.length,
  },
}).createMachine({
  id: 'seoVerification',
  context: ({ input }) => ({
    fixed: input.fixed,
    maxPages: input.maxPages,
    targets: input.fixed,
    notListed: 0,
    listFailed: false,
    reports: [],
    field: null,
    stoppedAtLimit: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'run.requested': { target: 'running' } },
    },
    running: {
      tags: 'busy',
      entry: assign({
        targets: ({ context }) => context.fixed,
        notListed: 0,
        listFailed: false,
        reports: () => [],
        field: null,
        stoppedAtLimit: false,
      }),
      on: { 'run.cancelled': { target: 'idle' } },
      initial: 'listingPages',
      states: {
        listingPages: {
          invoke: {
            id: 'listPages',
            src: 'listPages',
            input: ({ context }) => ({ max: Math.max(0, context.maxPages - context.fixed.length) }),
            onDone: {
              target: 'checkingPages',
              actions: assign({
                targets: ({ context, event }) => [...context.fixed, ...event.output.targets],
                notListed: ({ event }) => event.output.notListed,
              }),
            },
            onError: { target: 'checkingPages', actions: assign({ listFailed: true }) },
          },
        },
        checkingPages: {
          after: {
            runTimeLimit: { target: 'readingFieldData', actions: assign({ stoppedAtLimit: true }) },
          },
          initial: 'checking',
          states: {
            checking: {
              invoke: {
                id: 'checkPage',
                src: 'checkPage',
                input: ({ context }) => context.targets[context.reports.length] as PageTarget,
                onDone: {
                  target: 'next',
                  actions: assign({
                    reports: ({ context, event }) => [
                      ...context.reports,
                      { target: context.targets[context.reports.length] as PageTarget, checks: event.output },
                    ],
                  }),
                },
                // No answer (or none in time): the page fails its fetch check, and the run goes on.
                onError: {
                  target: 'next',
                  actions: assign({
                    reports: ({ context, event }) => [
                      ...context.reports,
                      {
                        target: context.targets[context.reports.length] as PageTarget,
                        checks: [
                          {
                            id: 'fetch',
                            passed: false,
                            values: { reason: isTimeout(event.error) ? 'timeout' : 'noAnswer' },
                          },
                        ],
                      },
                    ],
                  }),
                },
              },
            },
            next: {
              always: [
                { guard: 'hasPagesLeft', target: 'checking' },
                { target: '#seoVerification.running.readingFieldData' },
              ],
            },
          },
        },
        readingFieldData: {
          invoke: {
            id: 'readFieldData',
            src: 'readFieldData',
            onDone: {
              target: '#seoVerification.complete',
              actions: assign({ field: ({ event }) => event.output }),
            },
          },
        },
      },
    },
    complete: {
      on: { 'run.requested': { target: 'running' } },
    },
  },
});

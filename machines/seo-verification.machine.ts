/**
 * The SEO verification tool (/seo-verification): fetches every public page in both languages as
 * the server sends it, checks its metadata and structured data, then reads the web vitals this
 * browser measured and what the site monitor recorded.
 *
 * States: idle → running (checkingPages, one page at a time → readingMeasurements) → complete.
 * A page that cannot be fetched is a failed check of that page; the run goes on. The whole run is
 * bounded: at the time limit the pages not yet checked are left out and the results shown.
 * Events: run.requested (from idle or complete), run.cancelled (while pages are being checked:
 * back to idle, the page being fetched abandoned).
 */
import { assign, setup } from 'xstate';
import { seoRunTimeLimitMs } from '../src/api/limits';
import type { CheckResult, Measurements, PageReport, PageTarget } from '../src/api/seo';
import { missingPromiseActor } from './not-provided';

export interface SeoVerificationContext {
  /** Every page of a run, in the order they are checked. */
  targets: readonly PageTarget[];
  reports: PageReport[];
  measurements: Measurements | null;
  /** Whether the run reached its time limit before every page was checked. */
  stoppedAtLimit: boolean;
}

/** What checking one page found: its address (a product page learns its own) and the checks. */
export interface PageCheckOutcome {
  url: string | null;
  checks: CheckResult[];
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

export const seoVerificationMachine = setup({
  types: {
    context: {} as SeoVerificationContext,
    input: {} as { targets: readonly PageTarget[] },
    events: {} as { type: 'run.requested' } | { type: 'run.cancelled' },
    tags: {} as 'busy',
  },
  actors: {
    checkPage: missingPromiseActor<PageCheckOutcome, PageTarget>('checkPage'),
    readMeasurements: missingPromiseActor<Measurements>('readMeasurements'),
  },
  delays: { runTimeLimit: seoRunTimeLimitMs },
  guards: {
    hasPagesLeft: ({ context }) => context.reports.length < context.targets.length,
  },
}).createMachine({
  id: 'seoVerification',
  context: ({ input }) => ({
    targets: input.targets,
    reports: [],
    measurements: null,
    stoppedAtLimit: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'run.requested': { target: 'running' } },
    },
    running: {
      tags: 'busy',
      entry: assign({ reports: () => [], measurements: null, stoppedAtLimit: false }),
      initial: 'checkingPages',
      states: {
        checkingPages: {
          on: { 'run.cancelled': { target: '#seoVerification.idle' } },
          after: {
            runTimeLimit: { target: 'readingMeasurements', actions: assign({ stoppedAtLimit: true }) },
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
                      {
                        target: {
                          ...(context.targets[context.reports.length] as PageTarget),
                          url: event.output.url,
                        },
                        checks: event.output.checks,
                      },
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
                { target: '#seoVerification.running.readingMeasurements' },
              ],
            },
          },
        },
        readingMeasurements: {
          invoke: {
            id: 'readMeasurements',
            src: 'readMeasurements',
            onDone: {
              target: '#seoVerification.complete',
              actions: assign({ measurements: ({ event }) => event.output }),
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

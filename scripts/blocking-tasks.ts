/**
 * Where a page's blocking time goes: one load traced in Chromium (its CPU slowed as the caller set
 * it), each main-thread task after the first contentful paint that runs longer than 50 ms split by
 * what the browser spent it on. Lighthouse's Total Blocking Time adds up the same excess (a task's
 * time past 50 ms), on a simulated phone; this reads it off a real trace, so a change to the page
 * shows in the kind of work it moved: layout, evaluating modules, running them (hydration), parsing.
 */
import type { Browser, Page } from '@playwright/test';

/** What a task's time was spent on, by the trace's event names (their self time). */
export const workKinds = [
  'style & layout',
  'module evaluation',
  'script',
  'compile',
  'parse',
  'GC',
  'other',
] as const;
export type WorkKind = (typeof workKinds)[number];

function kindOf(name: string): WorkKind {
  if (
    /^(Layout|UpdateLayoutTree|PrePaint|Paint|PaintImage|Layerize|Commit|UpdateLayer)$|computeIntersections/.test(
      name,
    )
  )
    return 'style & layout';
  if (name === 'v8.evaluateModule') return 'module evaluation';
  if (/^v8\.(compile|parseOnBackground)/.test(name)) return 'compile';
  if (/^V8\.GC|^MajorGC|^MinorGC/.test(name)) return 'GC';
  if (/^(ParseHTML|ParseAuthorStyleSheet)$|^HTMLDocumentParser/.test(name)) return 'parse';
  if (
    /^(FunctionCall|RunMicrotasks|EvaluateScript|EventDispatch|TimerFire|FireAnimationFrame)$|^V8\./.test(
      name,
    )
  )
    return 'script';
  return 'other';
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

export interface BlockingTask {
  /** Start, in ms after the first contentful paint. */
  at: number;
  ms: number;
  /** Self time by kind of work, in ms. */
  by: Record<WorkKind, number>;
}

/** Self time of each event by kind, for the events nested in one task (a stack walk in start order). */
function splitTask(task: TraceEvent, inside: TraceEvent[]): Record<WorkKind, number> {
  const by = Object.fromEntries(workKinds.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const sorted = [...inside].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { event: TraceEvent; self: number }[] = [{ event: task, self: task.dur ?? 0 }];
  const close = (until: number) => {
    while (stack.length > 1) {
      const top = stack[stack.length - 1];
      if (!top || top.event.ts + (top.event.dur ?? 0) > until) break;
      stack.pop();
      by[kindOf(top.event.name)] += top.self / 1000;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) parent.self -= event.dur ?? 0;
    stack.push({ event, self: event.dur ?? 0 });
  }
  close(Number.POSITIVE_INFINITY);
  // The task's own time outside any named event.
  by.other += Math.max(0, stack[0]?.self ?? 0) / 1000;
  return by;
}

/**
 * Loads `url` in `page` (already slowed by the caller) while tracing it, waits `quietMs` after the
 * load event, and answers the tasks over 50 ms that started after the first contentful paint.
 */
export async function blockingTasks(
  browser: Browser,
  page: Page,
  url: string,
  quietMs = 3000,
): Promise<BlockingTask[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'loading'],
  });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(quietMs);
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] })
    .traceEvents;
  // The page's renderer: the main thread that ran the most tasks (the first one may be about:blank's).
  const busy = (thread: TraceEvent) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = events
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .sort((a, b) => busy(b) - busy(a))[0];
  const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main?.pid);
  if (!main || !paint) throw new Error(`${url}: the trace has no main thread or no first contentful paint`);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  return onMain
    .filter((e) => e.name === 'RunTask' && e.ts >= paint.ts && (e.dur ?? 0) > 50_000)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
      return { at: (task.ts - paint.ts) / 1000, ms: (task.dur ?? 0) / 1000, by: splitTask(task, inside) };
    });
}

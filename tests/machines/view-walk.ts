/**
 * Model-based testing on the real screen. The statechart is the model; the thing tested is the view
 * a person uses. From the machine's definition this generates paths (`generatePaths`), keeps the
 * shortest ones that together take every declared transition and reach every state, and replays
 * each on a freshly rendered screen: every event is performed by a hand-written driver (typing,
 * clicking, advancing the clock, answering the HTTP fake), then the hand-written check for the
 * state reached runs against what the person sees and what was sent.
 *
 * It fails when a reachable state has no check, an event type has no driver, the screen's actor
 * does not reach the state the model predicts, a check fails, or a declared transition was never
 * taken on the screen.
 */
import { act } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InspectionEvent, StateValue } from 'xstate';
import { flush, poll } from './http-fake';
import {
  declaredTransitions,
  describePath,
  eventText,
  generatePaths,
  type MachineModel,
  type ModelPath,
  modelReplay,
} from './model';

/** Where a walk is: the path's input and the events performed so far (the last one included). */
export interface Step {
  input: unknown;
  performed: EventObject[];
  /** The event just performed, or undefined right after the screen was rendered. */
  event: EventObject | undefined;
}

export interface RenderedScreen {
  unmount(): void;
}

export interface ViewWalk<S extends RenderedScreen> {
  /** The machine with never-settling actors and no-op actions: only used to generate paths. */
  model: MachineModel;
  /**
   * Renders the real screen for a path, passing `inspect` to the app's root actors so the walk
   * sees the flow's actor. It may arrange what the start of the path needs (a stored token).
   */
  render(path: ModelPath, inspect: (event: InspectionEvent) => void): Promise<S> | S;
  /** Performs an event as the person (or the server, or the clock) would. */
  drivers: Record<string, (screen: S, event: EventObject, step: Step) => Promise<void> | void>;
  /** What each state means on screen, keyed by `stateKey`; written from the spec, not the machine. */
  checks: Record<string, (screen: S, step: Step) => Promise<void> | void>;
  /**
   * Walk every payload variant the model lists at least once (each way a request can fail, each
   * field typed in), not only every transition: a variant is only kept by default when it is the
   * first to take its transition.
   */
  everyVariant?: boolean;
  /**
   * States the screen passes through without stopping (a read from this device's storage answers
   * at once): the walk accepts that the flow went through them, has no check for them, and the
   * driver of the event leaving them has nothing left to do.
   */
  transient?: readonly string[];
  /**
   * What, beyond its state and the event, makes a step worth walking again: a transition (with its
   * event) is walked once more from each source state that differs in this (the values typed
   * before a save, so each kind of change is seen saved). Undefined when nothing matters.
   */
  distinct?: (snapshot: AnyMachineSnapshot, event: EventObject) => unknown;
  /** How long the whole walk may take, in ms (Vitest's default otherwise): a walk of many paths types a lot. */
  timeout?: number;
  /**
   * The `id` the view gives the flow's actor (`useFlow(machine, { id })`), when the screen runs the
   * machine more than once (the navbar's dropdowns and the mobile menu's sub-menus): the walk
   * watches that actor only. Without it, the last one started.
   */
  actorId?: string;
  /**
   * Which transitions the screen must take: every one the machine declares (the default), or, for
   * a view that sends only some of the machine's events while another walk covers the rest, every
   * one the model's paths take.
   */
  coverage?: 'declared' | 'paths';
  /**
   * Paths written by hand from the spec (input, the state it opens in, each event and the state it
   * leads to), walked after the generated ones with the same drivers and checks. The generated
   * paths follow the machine, so a transition it lost is simply not walked while every state stays
   * reachable some other way; these name what the spec expects, so the screen must still do it.
   */
  scenarios?: readonly Scenario[];
}

/** A path written by hand: its events carry whatever payload the driver reads. */
export interface Scenario {
  input: unknown;
  initial: unknown;
  steps: ReadonlyArray<{ event: { type: string } & Record<string, unknown>; state: unknown }>;
}

/** A state value as one readable key: `idle`, `open.saving`, or `a.b & c.d` for parallel states. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = child === undefined ? '' : stateKey(child);
    return inner.includes(' & ') ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' & ');
}

/**
 * The fewest short paths that, together, take every declared transition and reach every state:
 * shortest first, a path is kept when its last step takes a transition or reaches a state no kept
 * path did.
 */
export function selectPaths(
  model: MachineModel,
  {
    everyVariant = false,
    distinct,
  }: { everyVariant?: boolean; distinct?: ViewWalk<RenderedScreen>['distinct'] } = {},
): { paths: ModelPath[]; states: Set<string> } {
  const all = generatePaths(model);
  const states = new Set<string>();
  for (const path of all) {
    states.add(stateKey(path.initial as StateValue));
    for (const step of path.steps) states.add(stateKey(step.state as StateValue));
  }
  const sorted = [...all].sort((a, b) => a.steps.length - b.steps.length);
  const transitionsPerStep = modelReplay(model);
  const seenTransitions = new Set<string>();
  const seenStates = new Set<string>();
  const kept: ModelPath[] = [];
  for (const path of sorted) {
    const sources: unknown[] = [];
    const perStep = transitionsPerStep(path, (snapshot, index) => {
      const event = path.steps[index]?.event;
      sources[index + 1] = distinct && event ? distinct(snapshot, event) : undefined;
    }).map((taken, index) => {
      const event = index > 0 ? path.steps[index - 1]?.event : undefined;
      const variant = everyVariant && event ? ` ${JSON.stringify(event)}` : '';
      const source = sources[index] === undefined ? '' : ` from ${JSON.stringify(sources[index])}`;
      return taken.map((t) => `${t}${variant}${source}`);
    });
    const last = perStep[perStep.length - 1] ?? [];
    const reached = stateKey((path.steps.at(-1)?.state ?? path.initial) as StateValue);
    const isNew = last.some((t) => !seenTransitions.has(t)) || !seenStates.has(reached);
    for (const t of perStep.flat()) seenTransitions.add(t);
    seenStates.add(stateKey(path.initial as StateValue));
    for (const step of path.steps) seenStates.add(stateKey(step.state as StateValue));
    if (isNew) kept.push(path);
  }
  return { paths: withoutPrefixes(kept), states };
}

/**
 * The paths without those another path starts with: walking the longer one performs and checks
 * every step of the shorter, from the same start, so the shorter adds nothing but time.
 */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const texts = paths.map((path) => path.steps.map((step) => eventText(step.event)));
  return paths.filter((path, index) => {
    const own = texts[index] ?? [];
    return !paths.some(
      (other, otherIndex) =>
        other.steps.length > path.steps.length &&
        JSON.stringify(other.input) === JSON.stringify(path.input) &&
        own.every((text, step) => texts[otherIndex]?.[step] === text),
    );
  });
}

/** The flow actor a walk watches: its latest snapshot and the transitions it took. */
function watch(machine: AnyStateMachine, actorId?: string) {
  const labelsByLogic = new WeakMap<object, Map<object, string>>();
  const taken = new Set<string>();
  let snapshot: AnyMachineSnapshot | null = null;
  let sessionId: string | null = null;
  /** The state values the flow went through since the last `mark()`. */
  let passed: string[] = [];
  const inspect = (inspection: InspectionEvent) => {
    const logic = (inspection.actorRef as unknown as { logic?: AnyStateMachine }).logic;
    if (!logic || logic.id !== machine.id) return;
    const id = (inspection.actorRef as unknown as { id: string }).id;
    if (inspection.type === '@xstate.actor' && (actorId === undefined || id === actorId))
      sessionId = inspection.actorRef.sessionId;
    if (inspection.actorRef.sessionId !== sessionId) return;
    if (inspection.type === '@xstate.snapshot') {
      snapshot = inspection.snapshot as AnyMachineSnapshot;
      passed.push(JSON.stringify(snapshot.value));
    }
    if (inspection.type === '@xstate.microstep') {
      let labels = labelsByLogic.get(logic);
      if (!labels) {
        labels = declaredTransitions(logic) as unknown as Map<object, string>;
        labelsByLogic.set(logic, labels);
      }
      for (const t of (inspection as unknown as { _transitions: object[] })._transitions) {
        const name = labels.get(t);
        if (name) taken.add(name);
      }
    }
  };
  return {
    inspect,
    taken,
    current: () => snapshot,
    /** Whether the flow went through `value` since the last mark. */
    passedThrough: (value: StateValue) => passed.includes(JSON.stringify(value)),
    mark: () => {
      passed = [];
    },
    reset: () => {
      snapshot = null;
      sessionId = null;
      passed = [];
    },
  };
}

/**
 * Waits (letting promises, React and the fake HTTP settle) until the flow is in `expected`, or,
 * for a transient state, until the flow has gone through it.
 */
async function settle(
  current: () => AnyMachineSnapshot | null,
  expected: StateValue,
  where: () => string,
  passedThrough?: (value: StateValue) => boolean,
) {
  const want = JSON.stringify(expected);
  const arrived = () => {
    const snapshot = current();
    return (snapshot && JSON.stringify(snapshot.value) === want) || passedThrough?.(expected) ? true : null;
  };
  if (await poll(arrived, () => act(flush))) return;
  const seen = current();
  throw new Error(
    `The screen's flow is in ${JSON.stringify(seen?.value ?? null)}, the model says ${want}, at ${where()}`,
  );
}

/** Declares the walk: every kept path replayed on the real screen, every state checked. */
export function itWalksTheScreen<S extends RenderedScreen>(
  walk: ViewWalk<S>,
  title = 'walks every transition on the real screen',
) {
  it(
    title,
    async () => {
      const selected = selectPaths(walk.model, {
        everyVariant: walk.everyVariant ?? false,
        distinct: walk.distinct,
      });
      const { states } = selected;
      const paths: ModelPath[] = [
        ...selected.paths,
        ...(walk.scenarios ?? []).map((scenario) => ({ ...scenario, steps: [...scenario.steps] })),
      ];
      const eventTypes = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
      const transient = new Set(walk.transient ?? []);
      expect(
        [...states].filter((s) => !walk.checks[s] && !transient.has(s)),
        'reachable states without a check',
      ).toEqual([]);
      expect(
        [...transient].filter((s) => walk.checks[s] || !states.has(s)),
        'transient states with a check, or that the machine cannot reach',
      ).toEqual([]);
      expect(
        [...eventTypes].filter((e) => !walk.drivers[e]),
        'events without a driver',
      ).toEqual([]);
      expect(
        Object.keys(walk.checks).filter((s) => !states.has(s)),
        'checks for states the machine cannot reach',
      ).toEqual([]);

      const watcher = watch(walk.model.machine, walk.actorId);
      for (const path of paths) {
        watcher.reset();
        const where = (index: number) =>
          `step ${index} of ${describePath(path)} (input ${JSON.stringify(path.input)})`;
        const screen = await walk.render(path, watcher.inspect);
        // A transient state is accepted once the flow went through it; others must be current.
        const through = (value: StateValue) =>
          transient.has(stateKey(value)) ? (seen: StateValue) => watcher.passedThrough(seen) : undefined;
        try {
          const step: Step = { input: path.input, performed: [], event: undefined };
          const initial = path.initial as StateValue;
          await settle(watcher.current, initial, () => where(0), through(initial));
          if (!transient.has(stateKey(initial))) await runCheck(walk, screen, initial, step, () => where(0));
          for (const [index, { event, state }] of path.steps.entries()) {
            step.performed = [...step.performed, event];
            step.event = event;
            const driver = walk.drivers[event.type];
            if (!driver) throw new Error(`No driver for ${event.type}`);
            watcher.mark();
            await act(() => Promise.resolve(driver(screen, event, step)));
            const reached = state as StateValue;
            await settle(watcher.current, reached, () => where(index + 1), through(reached));
            if (!transient.has(stateKey(reached)))
              await runCheck(walk, screen, reached, step, () => where(index + 1));
          }
        } finally {
          screen.unmount();
        }
      }
      const declared =
        walk.coverage === 'paths'
          ? [...new Set(paths.flatMap((path) => modelReplay(walk.model)(path).flat()))]
          : [...declaredTransitions(walk.model.machine).values()];
      expect(
        declared.filter((t) => !watcher.taken.has(t)),
        'declared transitions the screen never took',
      ).toEqual([]);
    },
    walk.timeout,
  );
}

async function runCheck<S extends RenderedScreen>(
  walk: ViewWalk<S>,
  screen: S,
  value: StateValue,
  step: Step,
  where: () => string,
) {
  const check = walk.checks[stateKey(value)];
  if (!check) throw new Error(`No check for ${stateKey(value)}`);
  try {
    await check(screen, step);
  } catch (error) {
    if (error instanceof Error) error.message = `In ${stateKey(value)} at ${where()}:\n${error.message}`;
    throw error;
  }
}

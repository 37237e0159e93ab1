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
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { flush } from './http-fake';
import { declaredTransitions, describePath, generatePaths, type MachineModel, type ModelPath } from './model';

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
}

/** A state value as one readable key: `idle`, `open.saving`, or `a.b & c.d` for parallel states. */
export function stateKey(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = stateKey(child);
    return inner.includes(' & ') ? `${key}.(${inner})` : `${key}.${inner}`;
  });
  return parts.join(' & ');
}

/** Runs a path on the pure model and lists the transitions each step takes. */
function transitionsPerStep(model: MachineModel, path: ModelPath): string[][] {
  const labels = declaredTransitions(model.machine);
  const steps: string[][] = [[]];
  const actor = createActor(model.machine, {
    input: path.input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep' || inspection.actorRef.sessionId !== inspection.rootId)
        return;
      const taken = (inspection as unknown as { _transitions: Array<object> })._transitions;
      for (const t of taken) steps[steps.length - 1]?.push(labels.get(t as never) ?? '?');
    },
  });
  actor.start();
  for (const step of path.steps) {
    steps.push([]);
    actor.send(step.event);
  }
  actor.stop();
  return steps;
}

/**
 * The fewest short paths that, together, take every declared transition and reach every state:
 * shortest first, a path is kept when its last step takes a transition or reaches a state no kept
 * path did.
 */
export function selectPaths(model: MachineModel): { paths: ModelPath[]; states: Set<string> } {
  const all = generatePaths(model);
  const states = new Set<string>();
  for (const path of all) {
    states.add(stateKey(path.initial as StateValue));
    for (const step of path.steps) states.add(stateKey(step.state as StateValue));
  }
  const sorted = [...all].sort((a, b) => a.steps.length - b.steps.length);
  const seenTransitions = new Set<string>();
  const seenStates = new Set<string>();
  const kept: ModelPath[] = [];
  for (const path of sorted) {
    const perStep = transitionsPerStep(model, path);
    const last = perStep[perStep.length - 1] ?? [];
    const reached = stateKey((path.steps.at(-1)?.state ?? path.initial) as StateValue);
    const isNew = last.some((t) => !seenTransitions.has(t)) || !seenStates.has(reached);
    for (const t of perStep.flat()) seenTransitions.add(t);
    seenStates.add(stateKey(path.initial as StateValue));
    for (const step of path.steps) seenStates.add(stateKey(step.state as StateValue));
    if (isNew) kept.push(path);
  }
  return { paths: kept, states };
}

/** The flow actor a walk watches: its latest snapshot and the transitions it took. */
function watch(machine: AnyStateMachine) {
  const labelsByLogic = new WeakMap<object, Map<object, string>>();
  const taken = new Set<string>();
  let snapshot: AnyMachineSnapshot | null = null;
  let sessionId: string | null = null;
  const inspect = (inspection: InspectionEvent) => {
    const logic = (inspection.actorRef as unknown as { logic?: AnyStateMachine }).logic;
    if (!logic || logic.id !== machine.id) return;
    if (inspection.type === '@xstate.actor') sessionId = inspection.actorRef.sessionId;
    if (inspection.actorRef.sessionId !== sessionId) return;
    if (inspection.type === '@xstate.snapshot') snapshot = inspection.snapshot as AnyMachineSnapshot;
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
    reset: () => {
      snapshot = null;
      sessionId = null;
    },
  };
}

/** Waits (letting promises, React and the fake HTTP settle) until the flow is in `expected`. */
async function settle(current: () => AnyMachineSnapshot | null, expected: StateValue, where: () => string) {
  const want = JSON.stringify(expected);
  for (let tries = 0; tries < 100; tries++) {
    const snapshot = current();
    if (snapshot && JSON.stringify(snapshot.value) === want) return;
    await act(flush);
  }
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
  it(title, async () => {
    const { paths, states } = selectPaths(walk.model);
    const eventTypes = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    expect(
      [...states].filter((s) => !walk.checks[s]),
      'reachable states without a check',
    ).toEqual([]);
    expect(
      [...eventTypes].filter((e) => !walk.drivers[e]),
      'events without a driver',
    ).toEqual([]);
    expect(
      Object.keys(walk.checks).filter((s) => !states.has(s)),
      'checks for states the machine cannot reach',
    ).toEqual([]);

    const watcher = watch(walk.model.machine);
    for (const path of paths) {
      watcher.reset();
      const where = (index: number) =>
        `step ${index} of ${describePath(path)} (input ${JSON.stringify(path.input)})`;
      const screen = await walk.render(path, watcher.inspect);
      try {
        const step: Step = { input: path.input, performed: [], event: undefined };
        await settle(watcher.current, path.initial as StateValue, () => where(0));
        await runCheck(walk, screen, path.initial as StateValue, step, () => where(0));
        for (const [index, { event, state }] of path.steps.entries()) {
          step.performed = [...step.performed, event];
          step.event = event;
          const driver = walk.drivers[event.type];
          if (!driver) throw new Error(`No driver for ${event.type}`);
          await act(() => Promise.resolve(driver(screen, event, step)));
          await settle(watcher.current, state as StateValue, () => where(index + 1));
          await runCheck(walk, screen, state as StateValue, step, () => where(index + 1));
        }
      } finally {
        screen.unmount();
      }
    }
    const declared = [...declaredTransitions(walk.model.machine).values()];
    expect(
      declared.filter((t) => !watcher.taken.has(t)),
      'declared transitions the screen never took',
    ).toEqual([]);
  });
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

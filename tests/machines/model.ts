/**
 * Model-based testing for statecharts.
 *
 * From a machine's own definition this lists every transition it declares (event, `always`,
 * `after` and invoke done/error transitions), generates paths with @xstate/graph (the shortest
 * path to every state, extended by every edge leaving it), replays each path on a real actor with
 * the model's test doubles, checks the state after every step, and reports any declared
 * transition no path took. Coverage comes from the definition, never from a hand-kept list.
 */
import { type AdjacencyMap, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  createEmptyActor,
  type EventObject,
  fromPromise,
  type InputFrom,
  type InspectionEvent,
  type NonReducibleUnknown,
} from 'xstate';

type Payloads = ReadonlyArray<Record<string, unknown>>;

/**
 * Payload variants per event type; every variant is tried from every state that handles it. A
 * function picks the variants from the snapshot: a machine whose context keeps what its events
 * carry (a list that grows with each event) needs that to keep its graph finite.
 */
export type EventVariants = Record<string, Payloads | ((snapshot: AnyMachineSnapshot) => Payloads)>;

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine with its test doubles already provided (`machine.provide(...)`). */
  machine: TMachine;
  /** One graph per input: machines whose start depends on their input list each case. */
  inputs: ReadonlyArray<InputFrom<TMachine>>;
  /**
   * Payloads for each event type the machine handles. `xstate.after.*` events need none; every
   * other event type, invoke done/error events included, must be listed to be tried.
   */
  events: EventVariants;
}

export interface PathStep {
  event: EventObject;
  state: unknown;
}

export interface ModelPath {
  input: unknown;
  initial: unknown;
  steps: PathStep[];
}

type TransitionDefinition = AnyStateNode['always'] extends (infer T)[] | undefined ? T : never;

/** Every transition the machine declares, keyed by its definition object, with a readable label. */
export function declaredTransitions(machine: AnyStateMachine): Map<TransitionDefinition, string> {
  const found = new Map<TransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, index) => {
        found.set(transition, label(node, eventType, index, candidates.length, transition));
      });
    }
    node.always?.forEach((transition, index, all) => {
      found.set(transition, label(node, 'always', index, all.length, transition));
    });
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return found;
}

function label(
  node: AnyStateNode,
  eventType: string,
  index: number,
  count: number,
  transition: TransitionDefinition,
): string {
  const targets = transition.target?.map((t) => t.id).join(',') ?? '(stays)';
  const which = count > 1 ? ` #${index + 1}` : '';
  return `${node.id} --${eventType}${which}--> ${targets}`;
}

/** The events worth trying from a snapshot: those its active states handle, with every payload variant. */
function eventsFor(model: MachineModel, snapshot: AnyMachineSnapshot): EventObject[] {
  // `_nodes` is XState's list of active state nodes; the public API has no equivalent.
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  const types = new Set<string>();
  for (const node of nodes) for (const type of node.transitions.keys()) types.add(type);
  return [...types].flatMap((type) => {
    const listed = model.events[type];
    const variants =
      typeof listed === 'function'
        ? listed(snapshot)
        : (listed ?? (type.startsWith('xstate.after.') ? [{}] : []));
    return variants.map((payload) => ({ ...payload, type }));
  });
}

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });
const serializeEvent = (event: EventObject) => JSON.stringify(event);

/**
 * The shortest path to every reachable state, extended by every edge leaving that state; a start
 * with no edge at all is a path of its own.
 */
export function generatePaths(model: MachineModel): ModelPath[] {
  const paths: ModelPath[] = [];
  for (const input of model.inputs) {
    const options = {
      input,
      events: (snapshot: AnyMachineSnapshot) => eventsFor(model, snapshot),
      serializeState,
      serializeEvent,
    };
    const shortest = new Map(
      getShortestPaths(model.machine, options).map((path) => [serializeState(path.state), path]),
    );
    const adjacency = getAdjacencyMap(model.machine, options) as AdjacencyMap<
      AnyMachineSnapshot,
      EventObject
    >;
    for (const [stateKey, { transitions }] of Object.entries(adjacency)) {
      const head = shortest.get(stateKey);
      if (!head) throw new Error(`No path reaches ${stateKey}`);
      const first = head.steps[0];
      if (!first) throw new Error('A path without its initial step');
      const edges = Object.values(transitions) as Array<{ event: EventObject; state: AnyMachineSnapshot }>;
      // A start that leaves nothing to do (an input that settles at once in a dead end) is still a
      // path: replaying it runs the start's eventless transitions.
      if (edges.length === 0 && head.steps.length === 1) {
        paths.push({ input, initial: first.state.value, steps: [] });
      }
      for (const edge of edges) {
        paths.push({
          input,
          initial: first.state.value,
          steps: [
            ...head.steps.slice(1).map((step) => ({ event: step.event, state: step.state.value })),
            { event: edge.event, state: edge.state.value },
          ],
        });
      }
    }
  }
  return paths;
}

/** An event as text, an error payload by its class and fields (JSON alone writes any error as `{}`). */
export const eventText = (event: EventObject) =>
  JSON.stringify(event, (_, value: unknown) =>
    value instanceof Error ? { ...value, name: value.name, message: value.message } : value,
  );

/** Where a replay on the model is after a step: the snapshot, and the transitions the step took. */
interface ReplayedStep {
  snapshot: AnyMachineSnapshot;
  taken: string[];
}

/**
 * Replays paths on the model's own transition function, without an actor, and lists the declared
 * transitions each step takes (the start's eventless ones first). Paths share their beginnings (each
 * is the shortest way to a state and one step more), so each beginning is worked out once: replaying
 * every path on a fresh actor took most of a walk's time. `before` is told the snapshot each step's
 * event is sent to.
 */
export function modelReplay(model: MachineModel) {
  const labels = declaredTransitions(model.machine);
  let taken: string[] = [];
  // The scope the machine's transition function runs in: actions and children do nothing here (the
  // model's are no-ops and never-settling), and every microstep reports the transitions it took.
  const empty = createEmptyActor();
  const system = Object.assign(Object.create(empty.system), {
    _sendInspectionEvent: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.microstep') return;
      const transitions = (inspection as unknown as { _transitions: TransitionDefinition[] })._transitions;
      for (const t of transitions) taken.push(labels.get(t) ?? '?');
    },
  });
  const scope = {
    self: empty,
    system,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as Parameters<AnyStateMachine['transition']>[2];
  /** Each replayed beginning, keyed by its input and events. */
  const replayed = new Map<string, ReplayedStep>();
  const once = (key: string, work: () => AnyMachineSnapshot): ReplayedStep => {
    let step = replayed.get(key);
    if (!step) {
      taken = [];
      step = { snapshot: work(), taken };
      replayed.set(key, step);
    }
    return step;
  };
  return (path: ModelPath, before?: (snapshot: AnyMachineSnapshot, index: number) => void): string[][] => {
    let key = JSON.stringify(path.input);
    let at = once(key, () => model.machine.getInitialSnapshot(scope, path.input));
    const steps = [at.taken];
    for (const [index, { event }] of path.steps.entries()) {
      before?.(at.snapshot, index);
      const from = at.snapshot;
      key = `${key}\n${eventText(event)}`;
      at = once(key, () => model.machine.transition(from, event, scope));
      steps.push(at.taken);
    }
    return steps;
  };
}

export interface ModelRun {
  paths: ModelPath[];
  declared: string[];
  covered: string[];
  uncovered: string[];
}

/**
 * Replays every generated path on a real actor. Throws on the first step whose state differs from
 * the graph's prediction or whose actor fails; reports which declared transitions ran.
 */
export function runModel(model: MachineModel): ModelRun {
  const declared = declaredTransitions(model.machine);
  const taken = new Set<TransitionDefinition>();
  const paths = generatePaths(model);
  for (const path of paths) {
    const actor = createActor(model.machine, {
      input: path.input,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep' && inspection.actorRef.sessionId === inspection.rootId) {
          for (const transition of (inspection as unknown as { _transitions: TransitionDefinition[] })
            ._transitions) {
            taken.add(transition);
          }
        }
      },
    });
    let failure: unknown = null;
    actor.subscribe({ error: (error) => (failure = error) });
    actor.start();
    const where = () => `path from ${JSON.stringify(path.input)}: ${describePath(path)}`;
    assertState(actor.getSnapshot().value, path.initial, failure, `initial state of ${where()}`);
    for (const [index, step] of path.steps.entries()) {
      actor.send(step.event);
      assertState(actor.getSnapshot().value, step.state, failure, `step ${index + 1} of ${where()}`);
    }
    actor.stop();
  }
  const labels = [...declared.entries()];
  return {
    paths,
    declared: labels.map(([, name]) => name),
    covered: labels.filter(([t]) => taken.has(t)).map(([, name]) => name),
    uncovered: labels.filter(([t]) => !taken.has(t)).map(([, name]) => name),
  };
}

function assertState(actual: unknown, expected: unknown, failure: unknown, where: string) {
  if (failure) throw new Error(`Actor failed at ${where}: ${String(failure)}`);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`Expected ${JSON.stringify(expected)} but was ${JSON.stringify(actual)} at ${where}`);
  }
}

export function describePath(path: ModelPath): string {
  return [
    JSON.stringify(path.initial),
    ...path.steps.map((s) => `${s.event.type} → ${JSON.stringify(s.state)}`),
  ].join(' ⇒ ');
}

/** A never-settling promise actor: the model itself sends the invoke's done and error events. */
export function pendingActor<TOutput, TInput = NonReducibleUnknown>() {
  return fromPromise<TOutput, TInput>(() => new Promise<TOutput>(() => {}));
}

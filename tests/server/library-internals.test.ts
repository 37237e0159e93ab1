/**
 * What the code reads of its libraries beyond their public API, checked on its own: an upgrade that
 * changes one fails here first, with a message naming the assumption and the code that relies on it.
 * The libraries are pinned to exact versions in package.json for the same reason.
 */
import { sep } from 'node:path';
import Busboy from '@fastify/busboy';
import type { AnyRouter } from '@tanstack/react-router';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { flip: 'on' } }, on: { on: { flip: 'off' } } },
});

describe('the library internals the code relies on', () => {
  it('XState: a snapshot lists its active state nodes in `_nodes` (tests/machines/model.ts)', () => {
    const actor = createActor(toggle).start();
    const nodes = (actor.getSnapshot() as unknown as { _nodes?: Array<{ id: string }> })._nodes;
    expect(
      nodes?.map((node) => node.id),
      'XState snapshots no longer carry `_nodes`',
    ).toEqual(['toggle', 'toggle.off']);
  });

  it('XState: each microstep is inspected through `system._sendInspectionEvent` with its `_transitions` (tests/machines/model.ts, view-walk.ts)', () => {
    const microsteps: InspectionEvent[] = [];
    const actor = createActor(toggle, {
      inspect: (event) => {
        if (event.type === '@xstate.microstep') microsteps.push(event);
      },
    }).start();
    expect(
      typeof (actor.system as unknown as { _sendInspectionEvent?: unknown })._sendInspectionEvent,
      'XState systems no longer have `_sendInspectionEvent`',
    ).toBe('function');
    actor.send({ type: 'flip' });
    const taken = (microsteps.at(-1) as unknown as { _transitions?: Array<{ eventType: string }> })
      ._transitions;
    expect(
      taken?.map((t) => t.eventType),
      'microstep inspections no longer carry `_transitions`',
    ).toEqual(['flip']);
  });

  it('TanStack Router: the scroll-restoring script moves the window with a bare `scrollTo(` call (src/scroll-place.ts)', () => {
    const script = getScrollRestorationScriptForRouter({
      options: {},
      latestLocation: { state: {}, href: '/' },
    } as unknown as AnyRouter);
    expect(script, 'the router no longer writes its scroll-restoring script').toEqual(expect.any(String));
    // src/scroll-place.ts wraps the script in `(scrollTo=>{…})(goToPlace)`, which only a bare call reaches.
    expect(script, 'the script no longer calls a bare `scrollTo(`').toMatch(/(^|[^.\w])scrollTo\(/);
    expect(script, 'the script now calls `window.scrollTo`, which the wrapper does not reach').not.toMatch(
      /window\.scrollTo\(/,
    );
  });

  it('busboy: an unreadable form fails with an error raised inside @fastify/busboy (src/server/plugins/errors.ts)', async () => {
    const parser = Busboy({ headers: { 'content-type': 'multipart/form-data; boundary=edge' } });
    const failed = new Promise<Error>((resolve) => parser.on('error', resolve));
    parser.end('--edge\r\nContent-Disposition: form-data; name="title"\r\n');
    const error = await failed;
    expect(error.stack, 'busboy errors no longer come from its own folder').toContain(
      `${sep}@fastify${sep}busboy${sep}`,
    );
  });
});

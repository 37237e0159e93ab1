import { expect, it } from 'vitest';
import { type MachineModel, runModel } from './model';

/** Declares the model-based test: every generated path replays, and every declared transition is taken. */
export function itWalksEveryTransition(model: MachineModel) {
  it('walks every transition the machine declares', () => {
    const run = runModel(model);
    expect(run.paths.length).toBeGreaterThan(0);
    expect(run.uncovered, 'declared transitions no generated path took').toEqual([]);
    expect(run.covered.length).toBe(run.declared.length);
  });
}

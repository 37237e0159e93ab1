import { it } from 'vitest';
import { runModel } from './model';
import { selectPaths } from './view-walk';
import { twoFactorSetupModel } from './models/two-factor-setup.model';
it('probe', () => {
  const run = runModel(twoFactorSetupModel);
  console.log('paths', run.paths.length, 'uncovered', run.uncovered);
  const sel = selectPaths(twoFactorSetupModel, { everyVariant: true });
  console.log('selected', sel.paths.length, [...sel.states]);
});

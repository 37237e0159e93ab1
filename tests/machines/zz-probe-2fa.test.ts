import { it } from 'vitest';
import { runModel } from './model';
import { selectPaths } from './view-walk';
import { sessionModel } from './models/session.model';
import { describePath } from './model';
it('probe', () => {
  const run = runModel(sessionModel);
  console.log('paths', run.paths.length, 'uncovered', run.uncovered);
  const sel = selectPaths(sessionModel, { everyVariant: true });
  console.log('selected', sel.paths.length);
  for (const p of sel.paths) if (JSON.stringify(p).includes('ode') || JSON.stringify(p).includes('twoFactor')) console.log(describePath(p));
});

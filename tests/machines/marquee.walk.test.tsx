import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { PartnerMarquee } from '../../src/components/home/partner-marquee';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { viewDrivers } from './in-view-drivers';
import { marqueeModel } from './models/marquee.model';
import { playbackDrivers, stoppedAfter } from './playback-drivers';
import { itWalksTheScreen, type Step } from './view-walk';

const marquee = () => screen.getByRole('region', { name: 'Partner brands' });
const toggle = () => within(marquee()).getByRole('button', { name: /^(Pause|Play) partner brands$/ });

/** Its button names what pressing it does: Pause while the person lets it run, Play once they stopped it. */
function expectButton(step: Step) {
  expect(toggle()).toHaveAccessibleName(
    stoppedAfter(step.performed) ? 'Play partner brands' : 'Pause partner brands',
  );
  expect(toggle()).toBeEnabled();
}

/** The row scrolls (its CSS animation runs) unless the marquee says it is paused. */
const scrolling = (_: BrowserScreen, step: Step) => {
  expect(marquee()).toHaveAttribute('data-paused', 'false');
  expectButton(step);
};
const still = (_: BrowserScreen, step: Step) => {
  expect(marquee()).toHaveAttribute('data-paused', 'true');
  expectButton(step);
};

describe('the partner marquee', () => {
  itWalksTheScreen<BrowserScreen>({
    model: marqueeModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (_path, inspect) => renderInBrowser({ url: '/', routes: { '/': PartnerMarquee }, inspect }),
    drivers: {
      ...viewDrivers(marquee),
      ...playbackDrivers(toggle),
      'pointer.entered': ({ user }) => user.hover(marquee()),
      'pointer.left': ({ user }) => user.unhover(marquee()),
      // Keyboard users stop it by tabbing onto its button, and start it again by tabbing away.
      'focus.entered': async ({ user }) => {
        await user.tab();
        expect(toggle()).toHaveFocus();
      },
      'focus.left': async ({ user }) => {
        await user.tab();
        expect(marquee()).not.toContainElement(document.activeElement as HTMLElement);
      },
    },
    // Its button stops it until pressed again, whatever the pointer and focus do meanwhile.
    scenarios: [
      {
        input: undefined,
        initial: { pointer: 'outside', focus: 'outside', view: 'seen', playback: 'running' },
        steps: [
          {
            type: 'playback.toggled',
            state: { pointer: 'outside', focus: 'outside', view: 'seen', playback: 'stopped' },
          },
          {
            type: 'pointer.entered',
            state: { pointer: 'inside', focus: 'outside', view: 'seen', playback: 'stopped' },
          },
          {
            type: 'pointer.left',
            state: { pointer: 'outside', focus: 'outside', view: 'seen', playback: 'stopped' },
          },
          {
            type: 'playback.toggled',
            state: { pointer: 'outside', focus: 'outside', view: 'seen', playback: 'running' },
          },
        ].map(({ type, state }) => ({ event: { type }, state })),
      },
    ],
    // It scrolls only while seen, running, with neither the pointer over it nor focus on it.
    checks: Object.fromEntries(
      ['seen', 'unseen'].flatMap((view) =>
        ['outside', 'inside'].flatMap((pointer) =>
          ['outside', 'inside'].flatMap((focus) =>
            ['running', 'stopped'].map((playback) => [
              `pointer.${pointer} & focus.${focus} & view.${view} & playback.${playback}`,
              view === 'seen' && pointer === 'outside' && focus === 'outside' && playback === 'running'
                ? scrolling
                : still,
            ]),
          ),
        ),
      ),
    ),
  });
});

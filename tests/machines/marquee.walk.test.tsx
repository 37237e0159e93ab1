import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { PartnerMarquee } from '../../src/components/home/partner-marquee';
import { type BrowserScreen, renderInBrowser } from './browser-fakes';
import { marqueeModel } from './models/marquee.model';
import { sightDrivers } from './sight-drivers';
import { itWalksTheScreen } from './view-walk';

const marquee = () => screen.getByRole('region', { name: 'Partner brands' });

/** The row scrolls (its CSS animation runs) unless the marquee says it is paused. */
const scrolling = () => {
  expect(marquee()).toHaveAttribute('data-paused', 'false');
};
const still = () => {
  expect(marquee()).toHaveAttribute('data-paused', 'true');
};

describe('the partner marquee', () => {
  itWalksTheScreen<BrowserScreen>({
    model: marqueeModel,
    // Both ways out of sight: a hidden tab and a page scrolled away from it.
    everyVariant: true,
    render: (_path, inspect) => renderInBrowser({ url: '/', routes: { '/': PartnerMarquee }, inspect }),
    drivers: {
      ...sightDrivers(marquee),
      'pointer.entered': ({ user }) => user.hover(marquee()),
      'pointer.left': ({ user }) => user.unhover(marquee()),
      // Keyboard users stop it by tabbing onto it, and start it again by tabbing away.
      'focus.entered': async ({ user }) => {
        await user.tab();
        expect(marquee()).toHaveFocus();
      },
      'focus.left': async ({ user }) => {
        await user.tab();
        expect(marquee()).not.toHaveFocus();
      },
    },
    // It scrolls only while seen with neither the pointer over it nor focus on it.
    checks: Object.fromEntries(
      ['seen', 'unseen'].flatMap((sight) =>
        ['outside', 'inside'].flatMap((pointer) =>
          ['outside', 'inside'].map((focus) => [
            `pointer.${pointer} & focus.${focus} & sight.${sight}`,
            sight === 'seen' && pointer === 'outside' && focus === 'outside' ? scrolling : still,
          ]),
        ),
      ),
    ),
  });
});

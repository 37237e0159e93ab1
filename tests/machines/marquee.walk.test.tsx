import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { PartnerMarquee } from '../../src/components/home/partner-marquee';
import { marqueeModel } from './models/marquee.model';
import { type AppScreen, renderScreen } from './screen';
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
  itWalksTheScreen<AppScreen>({
    model: marqueeModel,
    render: (_path, inspect) => renderScreen({ url: '/', routes: { '/': PartnerMarquee }, inspect }),
    drivers: {
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
    checks: {
      'pointer.outside & focus.outside': scrolling,
      'pointer.inside & focus.outside': still,
      'pointer.outside & focus.inside': still,
      'pointer.inside & focus.inside': still,
    },
  });
});

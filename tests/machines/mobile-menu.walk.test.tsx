import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { SiteHeader } from '../../src/components/layout/site-header';
import { eventOf } from './admin-walk-helpers';
import { type BrowserScreen, eventually, renderInBrowser } from './browser-fakes';
import { mobileMenuModel } from './models/mobile-menu.model';
import { showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

// Every way to close the menu, each on a whole header: more than Vitest's default 5 s.
vi.setConfig({ testTimeout: 120_000 });

type Dismissal = EventObject & { reason: string };

const page = () => (
  <main>
    <h1>Page</h1>
  </main>
);

const menuButton = () => screen.getByRole('button', { name: 'Open menu' });
const panel = () => screen.getByRole('dialog', { name: 'Menu' });
const closeButton = () => within(panel()).getByRole('button', { name: 'Close menu' });
/** Whether an element is out of reach: inert itself or inside something inert. */
const inert = (element: Element) => element.closest('[inert]') !== null;
/** The dimmed page around the panel (beside the frame the panel slides in): a click there closes the menu. */
const overlay = () => {
  const element = panel().parentElement?.previousElementSibling;
  if (!(element instanceof HTMLElement)) throw new Error('No overlay beside the menu panel');
  return element;
};

describe('the mobile menu', () => {
  // Which of the two buttons the last toggle pressed: Open menu opens, Close menu closes.
  let pressed: 'Open menu' | 'Close menu' | undefined;
  itWalksTheScreen<BrowserScreen>({
    model: mobileMenuModel,
    everyVariant: true,
    // Opened, closed by its button, opened again and closed by Escape: walked whatever the machine
    // declares, so a lost way out of the open menu fails.
    scenarios: [
      {
        input: undefined,
        initial: 'closed',
        steps: [
          { event: eventOf('menu.toggled'), state: 'open' },
          { event: eventOf('menu.toggled'), state: 'closed' },
          { event: eventOf('menu.toggled'), state: 'open' },
          { event: eventOf('menu.dismissed', { reason: 'escapePressed' }), state: 'closed' },
        ],
      },
    ],
    render: async (_path, inspect) => {
      const app = renderInBrowser({
        url: '/',
        routes: { '/': page, '/branches': page },
        header: SiteHeader,
        inspect,
      });
      await showing(() => screen.queryByRole('button', { name: 'Open menu' }));
      // A path may end with the menu open: the header gone (as the portal's is on signing out),
      // the page it leaves behind scrolls and can be reached again.
      const unmount = () => {
        app.unmount();
        expect(document.body.style.overflow).toBe('');
        expect(document.querySelector('[inert]')).toBeNull();
      };
      return { ...app, unmount };
    },
    drivers: {
      'menu.toggled': async ({ user, browser }) => {
        if (panel().getAttribute('data-state') === 'open') {
          pressed = 'Close menu';
          await user.click(within(panel()).getByRole('button', { name: 'Close menu' }));
        } else {
          pressed = 'Open menu';
          browser.resize(375); // the menu button is only there on a phone
          await user.click(menuButton());
        }
      },
      'menu.dismissed': async ({ user, browser }, event) => {
        switch ((event as Dismissal).reason) {
          case 'routeChanged':
            return user.click(within(panel()).getByRole('link', { name: 'Branches' }));
          case 'outsideClicked':
            return user.click(overlay());
          case 'escapePressed':
            return user.keyboard('{Escape}');
          case 'viewportWidened':
            return browser.resize(768);
        }
      },
    },
    checks: {
      closed: async ({ location }, step: Step) => {
        expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
        expect(panel()).toHaveAttribute('data-state', 'closed');
        expect(panel()).toHaveAttribute('inert');
        expect(overlay()).toHaveClass('pointer-events-none', 'opacity-0');
        // The page scrolls again, and its content and the header's controls can be reached.
        expect(document.body.style.overflow).toBe('');
        expect(inert(screen.getByRole('main'))).toBe(false);
        expect(inert(menuButton())).toBe(false);
        expect(inert(screen.getByRole('link', { name: 'Example Pipes Co.' }))).toBe(false);
        const reason = (step.event as Dismissal | undefined)?.reason;
        if (reason === 'routeChanged') await eventually(() => expect(location()).toBe('/branches'));
        else expect(location()).toBe('/');
        // Focus goes back to the menu button (at desktop width it is gone, with the whole menu).
        if (step.event && reason !== 'viewportWidened') expect(menuButton()).toHaveFocus();
      },
      open: async ({ user }, step: Step) => {
        // Only the Open menu button opens it; Close menu never leaves it open.
        expect(step.event?.type).toBe('menu.toggled');
        expect(pressed).toBe('Open menu');
        expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
        expect(panel()).toHaveAttribute('data-state', 'open');
        expect(panel()).not.toHaveAttribute('inert');
        expect(overlay()).toHaveClass('opacity-100');
        expect(overlay()).not.toHaveClass('pointer-events-none');
        // The page behind does not scroll, and neither its content nor the header's controls
        // behind the dimmed page can be reached; a click on the dimmed page still closes the menu.
        expect(document.body.style.overflow).toBe('hidden');
        expect(inert(screen.getByRole('main'))).toBe(true);
        expect(inert(menuButton())).toBe(true);
        expect(inert(screen.getByRole('link', { name: 'Example Pipes Co.' }))).toBe(true);
        expect(inert(overlay())).toBe(false);
        expect(inert(closeButton())).toBe(false);
        // Focus moves into the panel, onto its first control.
        await eventually(() => expect(closeButton()).toHaveFocus());
        // The keyboard goes round the panel: back from its first control to its last link, and on
        // from there to the first again.
        await user.tab({ shift: true });
        expect(within(panel()).getByRole('link', { name: 'Contact' })).toHaveFocus();
        await user.tab();
        expect(closeButton()).toHaveFocus();
      },
    },
  });

  it('stays open when a page asked for before it opened arrives', async () => {
    // The home page loads until the test lets it arrive, as a page switched to the other language
    // may still be loading when the person taps the menu.
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const app = renderInBrowser({
      url: '/branches',
      routes: {
        '/': {
          component: () => (
            <main>
              <h1>Home</h1>
            </main>
          ),
          loader: () => arrived,
        },
        '/branches': page,
      },
      header: SiteHeader,
    });
    try {
      await app.user.click(await showing(() => screen.queryByRole('link', { name: 'Example Pipes Co.' })));
      await app.user.click(menuButton());
      expect(panel()).toHaveAttribute('data-state', 'open');
      arrive();
      await showing(() => screen.queryByRole('heading', { name: 'Home' }));
      expect(panel()).toHaveAttribute('data-state', 'open');
      // A link followed from the open menu still closes it.
      await app.user.click(within(panel()).getByRole('link', { name: 'Branches' }));
      await eventually(() => expect(panel()).toHaveAttribute('data-state', 'closed'));
    } finally {
      app.unmount();
    }
  });

  it('gone while open, it leaves a page that scrolls and can be reached', async () => {
    const app = renderInBrowser({ url: '/', routes: { '/': page }, header: SiteHeader });
    await app.user.click(await showing(() => screen.queryByRole('button', { name: 'Open menu' })));
    expect(panel()).toHaveAttribute('data-state', 'open');
    expect(document.body.style.overflow).toBe('hidden');
    app.unmount();
    expect(document.body.style.overflow).toBe('');
    expect(document.querySelector('[inert]')).toBeNull();
  });
});

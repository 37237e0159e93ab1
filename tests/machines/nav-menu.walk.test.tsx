import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { SiteHeader } from '../../src/components/layout/site-header';
import { eventOf } from './admin-walk-helpers';
import { eventually } from './browser-fakes';
import { mobileNavModel, navMenuModel } from './models/nav-menu.model';
import { type AppScreen, renderScreen, showing } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

// Many paths, each on a whole header: more than Vitest's default 5 s.
vi.setConfig({ testTimeout: 120_000 });

type Menu = 'about' | 'products';
type MenuEvent = EventObject & { menu: Menu; subMenu?: string };

/** What each dropdown holds, and the sub-menus the walk opens. */
const entries: Record<Menu, string[]> = {
  about: ['About us', 'History', 'Message from management', 'Quality'],
  products: ['Plumbing', 'Electrical', 'Technology', 'Contracting'],
};
const subMenus: Record<string, { button: string; items: string[] }> = {
  '/products?category=plumbing': {
    button: 'Plumbing sub-menu',
    items: ['Solvent Cements & Cleaners', 'PPR Pipes', 'CPVC Pipes', 'UPVC Pipes', 'Orange Pipes'],
  },
  '/products?category=electricity': {
    button: 'Electrical sub-menu',
    items: ['Switches', 'Circuit Breakers', 'LED Lighting'],
  },
};
const menuButton: Record<Menu, string> = { about: 'About menu', products: 'Products menu' };
const plumbing = { menu: 'products', subMenu: '/products?category=plumbing' };
const electrical = { menu: 'products', subMenu: '/products?category=electricity' };
/** About, then Products in its place; a sub-menu, then another in its place. */
const oneAfterAnother = [
  { event: eventOf('menu.toggled', { menu: 'about' }), state: { open: 'collapsed' } },
  { event: eventOf('menu.toggled', { menu: 'products' }), state: { open: 'collapsed' } },
  { event: eventOf('subMenu.toggled', plumbing), state: { open: 'expanded' } },
  { event: eventOf('subMenu.toggled', electrical), state: { open: 'expanded' } },
];

/**
 * Which menu is open and which sub-menu expanded after what the person did, by these rules:
 * one dropdown open at a time, one sub-menu expanded at a time; a button toggles its own; Escape,
 * focus moving away and following a link close it.
 */
function expected(performed: readonly EventObject[]): { menu: Menu | null; subMenu: string | null } {
  let menu: Menu | null = null;
  let subMenu: string | null = null;
  for (const event of performed) {
    const e = event as MenuEvent;
    if (e.type === 'menu.toggled') [menu, subMenu] = [menu === e.menu ? null : e.menu, null];
    if (e.type === 'menu.entered' && menu !== e.menu) [menu, subMenu] = [e.menu, null];
    if (e.type === 'subMenu.toggled')
      [menu, subMenu] =
        menu === e.menu && subMenu === e.subMenu ? [e.menu, null] : [e.menu, e.subMenu ?? null];
    if ((e.type === 'escape.pressed' || e.type === 'focus.left') && menu === e.menu)
      [menu, subMenu] = [null, null];
    if (e.type === 'link.followed') [menu, subMenu] = [null, null];
  }
  return { menu, subMenu };
}

/** Where following a link in the open menu takes the person: the link each driver clicks. */
function linkFor(open: { menu: Menu | null; subMenu: string | null }, mobile: boolean) {
  if (open.subMenu)
    return { name: subMenus[open.subMenu]?.items[0] ?? '', href: '/products?category=araib-cements' };
  if (open.menu === 'about') return mobile ? { name: 'Home', href: '/' } : { name: 'About', href: '/about' };
  return { name: 'Plumbing', href: '/products?category=plumbing' };
}

const page = () => (
  <main>
    <h1>Page</h1>
  </main>
);
const routes = { '/': page, '/about': page, '/products': page };

// ---- The navbar's dropdowns -------------------------------------------------------------------

const dropdown = (menu: Menu) => {
  const item = document.querySelector<HTMLElement>(`[data-menu="${menu}"]`);
  if (!item) throw new Error(`No ${menu} dropdown in the navbar`);
  return item;
};
const toggle = (menu: Menu) => within(dropdown(menu)).getByRole('button', { name: menuButton[menu] });

/**
 * Where the person's pointer is, as the pointer events their clicks and hovers send say: which
 * dropdown item it is over, and whether Escape was pressed since it came there (which hides what
 * hovering shows, until the pointer leaves).
 */
const pointer = { over: null as Menu | null, dismissed: false };
function followPointer() {
  pointer.over = null;
  pointer.dismissed = false;
  const onOver = (event: Event) => {
    const over = (['about', 'products'] as const).find((menu) =>
      document.querySelector(`[data-menu="${menu}"]`)?.contains(event.target as Node),
    );
    if ((over ?? null) !== pointer.over) pointer.dismissed = false;
    pointer.over = over ?? null;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && pointer.over) pointer.dismissed = true;
  };
  document.addEventListener('pointerover', onOver);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('keydown', onKey);
  };
}

/** The dropdowns as the person sees them: which is shown, which sub-menu is expanded. */
function expectNavbar(step: Step) {
  const open = expected(step.performed);
  for (const menu of ['about', 'products'] as const) {
    const isOpen = open.menu === menu;
    // Its toggle says expanded while the list is shown: open, or under the pointer.
    const hovered = pointer.over === menu && !pointer.dismissed;
    expect(toggle(menu)).toHaveAttribute('aria-expanded', String(isOpen || hovered));
    const list = dropdown(menu).querySelector<HTMLElement>(':scope > ul');
    if (!list) throw new Error(`No list in the ${menu} dropdown`);
    expect(list.id).not.toBe('');
    expect(toggle(menu)).toHaveAttribute('aria-controls', list.id);
    // Shown (display: block) while open; otherwise only while the pointer is over it.
    expect(list).toHaveClass(isOpen ? 'block' : 'hidden');
    expect(list).not.toHaveClass(isOpen ? 'hidden' : 'block');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expect.arrayContaining(entries[menu]));
  }
  for (const [path, sub] of Object.entries(subMenus)) {
    const isExpanded = open.subMenu === path;
    expect(within(dropdown('products')).getByRole('button', { name: sub.button })).toHaveAttribute(
      'aria-expanded',
      String(isExpanded),
    );
    for (const name of sub.items) {
      if (isExpanded) expect(within(dropdown('products')).getByRole('link', { name })).toBeInTheDocument();
      else expect(within(dropdown('products')).queryByRole('link', { name })).toBeNull();
    }
  }
}

describe('the navbar dropdowns', () => {
  itWalksTheScreen<AppScreen>({
    model: navMenuModel,
    actorId: 'navbar',
    // One dropdown after another, one sub-menu after another, and closing with a sub-menu
    // expanded: walked whatever the machine declares, so a menu or sub-menu that closes instead of
    // giving way to the next, or stays expanded once closed, fails.
    scenarios: [
      {
        input: undefined,
        initial: 'closed',
        steps: [
          ...oneAfterAnother,
          { event: eventOf('escape.pressed', { menu: 'products' }), state: 'closed' },
          { event: eventOf('menu.entered', { menu: 'about' }), state: { open: 'collapsed' } },
          { event: eventOf('focus.left', { menu: 'about' }), state: 'closed' },
          { event: eventOf('subMenu.toggled', plumbing), state: { open: 'expanded' } },
          { event: eventOf('subMenu.toggled', plumbing), state: { open: 'collapsed' } },
          { event: eventOf('link.followed'), state: 'closed' },
        ],
      },
    ],
    render: (_path, inspect) => {
      const stopFollowing = followPointer();
      const app = renderScreen({ url: '/', routes, header: SiteHeader, inspect });
      return {
        ...app,
        unmount: () => {
          stopFollowing();
          app.unmount();
        },
      };
    },
    drivers: {
      'menu.toggled': ({ user }, event) => user.click(toggle((event as MenuEvent).menu)),
      // A keyboard user on the dropdown's button presses ArrowDown.
      'menu.entered': async ({ user }, event) => {
        toggle((event as MenuEvent).menu).focus();
        await user.keyboard('{ArrowDown}');
      },
      // The pointer shows Products' dropdown, then clicks a category's sub-menu button.
      'subMenu.toggled': async ({ user }, event) => {
        const { subMenu } = event as MenuEvent;
        await user.hover(dropdown('products'));
        await user.click(
          within(dropdown('products')).getByRole('button', { name: subMenus[subMenu ?? '']?.button }),
        );
      },
      'escape.pressed': async ({ user }, event) => {
        expect(dropdown((event as MenuEvent).menu)).toContainElement(document.activeElement as HTMLElement);
        await user.keyboard('{Escape}');
      },
      // A click elsewhere on the page.
      'focus.left': ({ user }) => user.click(screen.getByRole('heading', { name: 'Page' })),
      'link.followed': async ({ user }, _event, step) => {
        const open = expected(step.performed.slice(0, -1));
        const { name } = linkFor(open, false);
        await user.click(within(dropdown(open.menu ?? 'about')).getByRole('link', { name }));
      },
    },
    checks: {
      closed: async ({ location }, step) => {
        expectNavbar(step);
        const event = step.event as MenuEvent | undefined;
        // Escape gives focus back to the dropdown's button.
        if (event?.type === 'escape.pressed') expect(toggle(event.menu)).toHaveFocus();
        if (event?.type === 'link.followed') {
          const { href } = linkFor(expected(step.performed.slice(0, -1)), false);
          await eventually(() => expect(location()).toBe(href));
        } else expect(location()).toBe('/');
        // The page the person is on is marked in its dropdown, the others are not.
        const onAbout = location() === '/about';
        const aboutUs = within(dropdown('about')).getByRole('link', { name: 'About us' });
        if (onAbout) expect(aboutUs).toHaveAttribute('aria-current', 'page');
        else expect(aboutUs).not.toHaveAttribute('aria-current');
        expect(within(dropdown('about')).getByRole('link', { name: 'History' })).not.toHaveAttribute(
          'aria-current',
        );
      },
      'open.collapsed': async (_, step) => {
        expectNavbar(step);
        const event = step.event as MenuEvent | undefined;
        // ArrowDown moves focus to the dropdown's first entry.
        if (event?.type === 'menu.entered') {
          const first = within(dropdown(event.menu)).getByRole('link', { name: entries[event.menu][0] });
          await eventually(() => expect(first).toHaveFocus());
        }
      },
      'open.expanded': (_, step) => expectNavbar(step),
    },
  });
});

// ---- The mobile menu's sections ---------------------------------------------------------------

const panel = () => screen.getByRole('dialog', { name: 'Menu' });

/** The sections as the person sees them in the open panel. */
function expectSections(step: Step) {
  const open = expected(step.performed);
  for (const menu of ['about', 'products'] as const) {
    const isOpen = open.menu === menu;
    expect(within(panel()).getByRole('button', { name: menuButton[menu] })).toHaveAttribute(
      'aria-expanded',
      String(isOpen),
    );
    for (const name of entries[menu]) {
      if (isOpen) expect(within(panel()).getByRole('link', { name })).toBeInTheDocument();
      else expect(within(panel()).queryByRole('link', { name })).toBeNull();
    }
  }
  for (const [path, sub] of Object.entries(subMenus)) {
    const isExpanded = open.subMenu === path;
    const button = within(panel()).queryByRole('button', { name: sub.button });
    if (open.menu === 'products') expect(button).toHaveAttribute('aria-expanded', String(isExpanded));
    else expect(button).toBeNull();
    for (const name of sub.items) {
      if (isExpanded) expect(within(panel()).getByRole('link', { name })).toBeInTheDocument();
      else expect(within(panel()).queryByRole('link', { name })).toBeNull();
    }
  }
}

/** Opens the panel when a step needs it (following a link closes it). */
async function openPanel({ user }: AppScreen) {
  await showing(() => screen.queryByRole('dialog', { name: 'Menu' }));
  if (panel().getAttribute('data-state') !== 'open')
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
}

describe('the mobile menu sections', () => {
  itWalksTheScreen<AppScreen>(
    {
      model: mobileNavModel,
      actorId: 'mobileNav',
      coverage: 'paths',
      // A tap on another section or sub-menu opens it in place of the one open (no focus moves
      // first here, unlike the navbar): walked whatever the machine declares.
      scenarios: [
        {
          input: undefined,
          initial: 'closed',
          steps: [
            ...oneAfterAnother,
            { event: eventOf('menu.toggled', { menu: 'products' }), state: 'closed' },
          ],
        },
      ],
      render: async (_path, inspect) => {
        const app = renderScreen({ url: '/', routes, header: SiteHeader, inspect });
        await openPanel(app);
        return app;
      },
      drivers: {
        'menu.toggled': async (app, event) => {
          await openPanel(app);
          await app.user.click(
            within(panel()).getByRole('button', { name: menuButton[(event as MenuEvent).menu] }),
          );
        },
        'subMenu.toggled': async (app, event) => {
          const { subMenu } = event as MenuEvent;
          await app.user.click(
            within(panel()).getByRole('button', { name: subMenus[subMenu ?? '']?.button }),
          );
        },
        'link.followed': async (app, _event, step) => {
          const { name } = linkFor(expected(step.performed.slice(0, -1)), true);
          await app.user.click(within(panel()).getByRole('link', { name }));
        },
      },
      checks: {
        closed: async ({ location }, step) => {
          if (step.event?.type === 'link.followed') {
            const { href } = linkFor(expected(step.performed.slice(0, -1)), true);
            await eventually(() => expect(location()).toBe(href));
            // Following a link closes the whole panel too.
            await eventually(() => expect(panel()).toHaveAttribute('data-state', 'closed'));
          }
          expectSections(step);
        },
        'open.collapsed': (_, step) => expectSections(step),
        'open.expanded': (_, step) => expectSections(step),
      },
    },
    'walks the sections on the real screen',
  );
});

describe('the navbar dropdowns from the keyboard', () => {
  it('move focus through the open dropdown with the arrows, round both ends', async () => {
    const app = renderScreen({ url: '/', routes, header: SiteHeader });
    try {
      await showing(() => document.querySelector('[data-menu="about"]'));
      toggle('about').focus();
      await app.user.keyboard('{ArrowDown}');
      const link = (name: string) => within(dropdown('about')).getByRole('link', { name });
      await eventually(() => expect(link('About us')).toHaveFocus());
      await app.user.keyboard('{ArrowDown}');
      expect(link('History')).toHaveFocus();
      await app.user.keyboard('{ArrowUp}{ArrowUp}');
      expect(link('Quality')).toHaveFocus();
      await app.user.keyboard('{ArrowDown}');
      expect(link('About us')).toHaveFocus();
      // Escape from inside the list closes it and gives focus back to its button.
      await app.user.keyboard('{Escape}');
      expect(toggle('about')).toHaveAttribute('aria-expanded', 'false');
      expect(toggle('about')).toHaveFocus();
    } finally {
      app.unmount();
    }
  });
});

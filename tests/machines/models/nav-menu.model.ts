import type { AnyMachineSnapshot } from 'xstate';
import { navMenuMachine } from '../../../machines/nav-menu.machine';
import { noop } from '../fixtures';
import type { MachineModel } from '../model';

const machine = navMenuMachine.provide({ actions: { focusFirstItem: noop, focusToggle: noop } });

const menus = [{ menu: 'about' }, { menu: 'products' }];
/** Two of Products' categories, each a sub-menu (About's entries have none). */
const subMenus = [
  { menu: 'products', subMenu: '/products?category=plumbing' },
  { menu: 'products', subMenu: '/products?category=electricity' },
];
/** Escape and focus leaving come from inside the dropdown that is open. */
const fromTheOpenMenu = (snapshot: AnyMachineSnapshot) =>
  snapshot.context.menu ? [{ menu: snapshot.context.menu as string }] : [];

/**
 * The navbar's dropdowns: their buttons (clicked, or ArrowDown), Products' sub-menu buttons (also
 * in a dropdown the pointer is showing), Escape, focus moving away, and a link followed.
 */
export const navMenuModel: MachineModel = {
  machine,
  inputs: [undefined],
  events: {
    'menu.toggled': menus,
    'menu.entered': menus,
    'subMenu.toggled': subMenus,
    'escape.pressed': fromTheOpenMenu,
    'focus.left': fromTheOpenMenu,
    'link.followed': [{}],
  },
};

/**
 * The mobile menu's sections use the same flow with taps only: a section's button, a sub-menu's
 * button in the Products section once it is open, and a link followed.
 */
export const mobileNavModel: MachineModel = {
  machine,
  inputs: [undefined],
  events: {
    'menu.toggled': menus,
    'subMenu.toggled': (snapshot) =>
      snapshot.matches('open') && snapshot.context.menu === 'products' ? subMenus : [],
    'link.followed': [{}],
  },
};

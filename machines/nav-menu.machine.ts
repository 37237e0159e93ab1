/**
 * Which navigation menu is open and which of its sub-menus is expanded (About and Products have
 * dropdowns, Products has nested sub-menus, one expanded at a time). The navbar's dropdowns run
 * one, the mobile menu's sections another; only the navbar sends the keyboard and focus events.
 *
 * States: closed; open (collapsed | expanded), with the open `menu` and expanded `subMenu` in
 * context.
 * Events: menu.toggled { menu } (its button), menu.entered { menu } (ArrowDown on its button: open
 * it and move focus to its first entry), subMenu.toggled { menu, subMenu } (a sub-menu's button,
 * also in a menu the pointer opened), escape.pressed { menu } (close it, focus back on its button),
 * focus.left { menu } (focus moved out of it), link.followed (one of its links was clicked).
 */
import { assign, setup } from 'xstate';
import { missingAction } from './not-provided';

type MenuParams = { menu: string };

export type NavMenuEvent =
  | { type: 'menu.toggled'; menu: string }
  | { type: 'menu.entered'; menu: string }
  | { type: 'subMenu.toggled'; menu: string; subMenu: string }
  | { type: 'escape.pressed'; menu: string }
  | { type: 'focus.left'; menu: string }
  | { type: 'link.followed' };

export const navMenuMachine = setup({
  types: {
    context: {} as { menu: string | null; subMenu: string | null },
    events: {} as NavMenuEvent,
  },
  actions: {
    /** Moves focus to the first link or button of `menu`'s list. */
    focusFirstItem: missingAction('focusFirstItem') as (_: unknown, params: MenuParams) => void,
    /** Moves focus back to the button that opens `menu`. */
    focusToggle: missingAction('focusToggle') as (_: unknown, params: MenuParams) => void,
    openMenu: assign((_, params: MenuParams) => ({ menu: params.menu })),
    expandSubMenu: assign((_, params: { menu: string; subMenu: string }) => params),
    forgetMenu: assign({ menu: null }),
    forgetSubMenu: assign({ subMenu: null }),
  },
  guards: {
    /** The event is about the menu that is open. */
    isOpenMenu: ({ context, event }) => (event as { menu?: string }).menu === context.menu,
    /** Sub-menus are named by their path, which no two menus share. */
    isExpandedSubMenu: ({ context, event }) => (event as { subMenu?: string }).subMenu === context.subMenu,
  },
}).createMachine({
  id: 'navMenu',
  context: { menu: null, subMenu: null },
  initial: 'closed',
  // Opening a menu, or a sub-menu in it, from wherever the menus are: closed, another menu open,
  // or (for a sub-menu) a dropdown the pointer is showing. The states below handle what concerns
  // the menu already open.
  on: {
    'menu.toggled': {
      target: '.open',
      actions: { type: 'openMenu', params: ({ event }) => ({ menu: event.menu }) },
    },
    'menu.entered': {
      target: '.open',
      actions: [
        { type: 'openMenu', params: ({ event }) => ({ menu: event.menu }) },
        { type: 'focusFirstItem', params: ({ event }) => ({ menu: event.menu }) },
      ],
    },
    'subMenu.toggled': {
      target: '.open.expanded',
      actions: {
        type: 'expandSubMenu',
        params: ({ event }) => ({ menu: event.menu, subMenu: event.subMenu }),
      },
    },
  },
  states: {
    closed: {
      entry: ['forgetMenu', 'forgetSubMenu'],
    },
    open: {
      initial: 'collapsed',
      on: {
        'menu.toggled': { guard: 'isOpenMenu', target: 'closed' },
        'menu.entered': {
          guard: 'isOpenMenu',
          actions: { type: 'focusFirstItem', params: ({ event }) => ({ menu: event.menu }) },
        },
        'escape.pressed': {
          guard: 'isOpenMenu',
          target: 'closed',
          actions: { type: 'focusToggle', params: ({ event }) => ({ menu: event.menu }) },
        },
        'focus.left': { guard: 'isOpenMenu', target: 'closed' },
        'link.followed': { target: 'closed' },
      },
      states: {
        collapsed: {
          entry: 'forgetSubMenu',
        },
        expanded: {
          on: {
            'subMenu.toggled': { guard: 'isExpandedSubMenu', target: 'collapsed' },
          },
        },
      },
    },
  },
});

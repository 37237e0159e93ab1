import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { mobileMenuMachine } from '../../../machines/mobile-menu.machine';
import { keepFocusInside, watchMobileMenuDismissals } from '../../actors/browser';
import { mobileBreakpointPx } from '../../api/limits';
import { useFlow } from '../../root-actors';

/**
 * Makes inert everything on the page but `kept` (and what holds it) and `spared`: each sibling of
 * `kept` and of its ancestors up to the body. Returns what undoes it, leaving alone what was inert
 * before.
 */
function inertAround(kept: Element, spared: Element | null): () => void {
  const made: Element[] = [];
  for (let node = kept; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling === spared || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
  };
}

/**
 * A menu that, open on a phone, is the only thing on the page (the public navigation's panel, the
 * portal's side navigation): the page behind neither scrolls nor can be reached, the keyboard goes
 * round the panel's own controls, and focus goes into the panel as it opens and back to its
 * button as it closes, which it does on navigation, Escape, a click on the backdrop, and at
 * desktop width. Give the refs to the button, the backdrop (which stays clickable) and the panel.
 */
export function useModalMenu<Panel extends HTMLElement>() {
  const router = useRouter();
  const button = useRef<HTMLButtonElement>(null);
  const backdrop = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);
  /** Undoes the lock; null while the page is not locked. */
  const unlock = useRef<(() => void) | null>(null);
  const menu = useFlow(
    mobileMenuMachine.provide({
      actors: {
        watchDismissals: watchMobileMenuDismissals(router, `(min-width: ${mobileBreakpointPx}px)`),
        keepFocusInside: keepFocusInside(() => panel.current),
      },
      actions: {
        lockPage: () => {
          document.body.style.overflow = 'hidden';
          const undoInert = panel.current ? inertAround(panel.current, backdrop.current) : () => {};
          unlock.current = () => {
            document.body.style.overflow = '';
            undoInert();
          };
        },
        unlockPage: () => {
          unlock.current?.();
          unlock.current = null;
        },
        // The panel takes focus once React has drawn it open (it is inert while closed).
        focusPanel: () =>
          requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('a, button')?.focus()),
        focusMenuButton: () => button.current?.focus(),
      },
    }),
  );
  // Gone while open (signing out from the portal's open side navigation), the menu must not leave
  // the next page unscrollable and inert.
  useEffect(
    () => () => {
      unlock.current?.();
      unlock.current = null;
    },
    [],
  );
  return { menu, button, backdrop, panel };
}

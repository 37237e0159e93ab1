/**
 * A browser queues what an IntersectionObserver sees between two deliveries and hands it over in
 * one call, oldest first: a visitor who scrolls right after the page is ready gets "on screen" and
 * "off screen" together. Whatever follows what is on screen must act on the last entry (or, for
 * something shown once seen, on any).
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, type EventObject, setup } from 'xstate';
import { watchInView, watchVisibility } from '../../src/actors/browser';
import { SiteHeader } from '../../src/components/layout/site-header';
import { Reveal } from '../../src/components/ui/reveal';
import {
  type BrowserFake,
  type BrowserScreen,
  fakeBrowser,
  renderInBrowser,
} from '../machines/browser-fakes';
import { showing } from '../machines/screen';

let browser: BrowserFake | undefined;
afterEach(() => {
  browser?.restore();
  browser = undefined;
});

/** Runs an element watcher under a parent that keeps every event it sends back. */
function watch(logic: AnyActorLogic) {
  const events: EventObject[] = [];
  const parent = createActor(
    setup({ actors: { watch: logic } }).createMachine({
      invoke: { src: 'watch', input: { threshold: 0.5 } },
      on: { '*': { actions: ({ event }) => events.push(event) } },
    }),
  );
  parent.start();
  return { events, stop: () => parent.stop() };
}

describe('entries queued between two deliveries', () => {
  it('the navbar turns solid when the page was scrolled past the hero right after it was watched', async () => {
    const hero = () => (
      <main>
        <section data-hero="">Hero</section>
      </main>
    );
    const app: BrowserScreen = renderInBrowser(
      { url: '/', routes: { '/': hero }, header: SiteHeader },
      { width: 1280 },
    );
    try {
      const header = await showing(() => document.querySelector('header'));
      const section = screen.getByText('Hero');
      act(() => app.browser.showQueuedShares(section, [1, 0]));
      expect(header).toHaveAttribute('data-scrolled', 'true');
      act(() => app.browser.showQueuedShares(section, [0, 1]));
      expect(header).toHaveAttribute('data-scrolled', 'false');
    } finally {
      app.unmount();
    }
  });

  it('a carousel or a video hears the last of them: out of sight, or how much is on screen now', () => {
    browser = fakeBrowser({ width: 1280 });
    const element = document.createElement('div');
    document.body.append(element);
    const inView = watch(watchInView(() => element));
    const visibility = watch(watchVisibility(() => element));
    try {
      browser.showQueuedShares(element, [1, 0]);
      expect(inView.events.at(-1)?.type).toBe('view.lost');
      expect(visibility.events.at(-1)).toEqual({ type: 'visibility.changed', ratio: 0 });
      browser.showQueuedShares(element, [0, 0.75]);
      expect(inView.events.at(-1)?.type).toBe('view.regained');
      expect(visibility.events.at(-1)).toEqual({ type: 'visibility.changed', ratio: 0.75 });
    } finally {
      inView.stop();
      visibility.stop();
      element.remove();
    }
  });

  it('a section waiting below the fold is shown when it was seen in any of them', () => {
    browser = fakeBrowser({ width: 1280 });
    // jsdom lays nothing out: every element is at the top unless told, and one at the top is
    // shown at once, so this one says it is below the fold.
    const below = { top: 5000, bottom: 5400, left: 0, right: 100, width: 100, height: 400, x: 0, y: 5000 };
    const original = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = () => ({ ...below, toJSON: () => below });
    try {
      const { unmount } = render(<Reveal>Our Vision</Reveal>);
      const section = screen.getByText('Our Vision');
      expect(section).toHaveAttribute('data-reveal', 'waiting');
      act(() => browser?.showQueuedShares(section, [0, 1]));
      expect(section).toHaveAttribute('data-reveal', 'shown');
      unmount();
    } finally {
      Element.prototype.getBoundingClientRect = original;
    }
  });
});

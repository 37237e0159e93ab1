import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { AboutPage } from '../../src/components/company/about-page';
import { HomeHero } from '../../src/components/home/home-hero';
import { type BrowserFake, type BrowserScreen, renderInBrowser } from './browser-fakes';
import { videoVisibilityModel } from './models/video-visibility.model';
import { itWalksTheScreen } from './view-walk';

// jsdom plays no media: the walk records what the page asked of each video.
const playing = new WeakMap<HTMLMediaElement, boolean>();
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    playing.set(this, true);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.set(this, false);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * Walks a page's video through the statechart: each reported share of it on screen is shown to
 * the fake browser, and after every step the video is checked as a person would find it.
 */
function walkVideo(
  title: string,
  {
    url,
    page,
    video,
    expectLook,
  }: {
    url: string;
    page: () => ReactNode;
    video: () => HTMLVideoElement;
    /** What holds whether it plays or not. */
    expectLook: (browser: BrowserFake) => void;
  },
) {
  describe(title, () => {
    itWalksTheScreen<BrowserScreen>({
      model: videoVisibilityModel,
      everyVariant: true,
      render: (_path, inspect) => renderInBrowser({ url, routes: { [url]: page }, inspect }),
      drivers: {
        'visibility.changed': ({ browser }, event) => {
          browser.showShare(video(), (event as EventObject & { ratio: number }).ratio);
        },
      },
      // The spec's rule, step by step: it plays from 30% on screen up, and stops just under it.
      scenarios: [
        {
          input: { threshold: 0.3 },
          initial: 'hidden',
          steps: [
            { event: { type: 'visibility.changed', ratio: 0.29 }, state: 'hidden' },
            { event: { type: 'visibility.changed', ratio: 0.3 }, state: 'visible' },
            { event: { type: 'visibility.changed', ratio: 1 }, state: 'visible' },
            { event: { type: 'visibility.changed', ratio: 0.29 }, state: 'hidden' },
            { event: { type: 'visibility.changed', ratio: 1 }, state: 'visible' },
            { event: { type: 'visibility.changed', ratio: 0 }, state: 'hidden' },
          ],
        },
      ],
      checks: {
        // Less than 30% on screen (or not reported yet): paused.
        hidden: ({ browser }) => {
          expectLook(browser);
          expect(playing.get(video()) ?? false).toBe(false);
        },
        // 30% or more on screen: playing.
        visible: ({ browser }) => {
          expectLook(browser);
          expect(playing.get(video())).toBe(true);
        },
      },
    });
  });
}

/** Muted, looping and inline, watched at the 30% the spec names so that crossing it is reported. */
function expectMutedLoop(video: HTMLVideoElement, browser: BrowserFake) {
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(browser.thresholdsFor(video)).toEqual([expect.arrayContaining([0.3])]);
}

const heroVideo = () => {
  const video = document.querySelector('[data-hero] video');
  if (!(video instanceof HTMLVideoElement)) throw new Error('The hero has no video');
  return video;
};

walkVideo('the hero video', {
  url: '/',
  page: HomeHero,
  video: heroVideo,
  // Decoration: silent to readers.
  expectLook: (browser) => {
    expectMutedLoop(heroVideo(), browser);
    expect(heroVideo()).toHaveAttribute('aria-hidden', 'true');
  },
});

const aboutVideo = () => {
  const video = screen.getByLabelText('Inside Our Factory', { selector: 'video' });
  if (!(video instanceof HTMLVideoElement)) throw new Error('The about page has no factory video');
  return video;
};

walkVideo('the about page video', {
  url: '/about',
  page: AboutPage,
  video: aboutVideo,
  // Content: named for readers.
  expectLook: (browser) => {
    expectMutedLoop(aboutVideo(), browser);
    expect(aboutVideo()).not.toHaveAttribute('aria-hidden');
  },
});

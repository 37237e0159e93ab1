import { screen } from '@testing-library/react';
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

const heroVideo = () => {
  const video = document.querySelector('[data-hero] video');
  if (!(video instanceof HTMLVideoElement)) throw new Error('The hero has no video');
  return video;
};

/** The hero video as the spec wants it whether it plays or not: muted, looping, inline, silent to readers. */
function expectBackgroundVideo(browser: BrowserFake) {
  const video = heroVideo();
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('aria-hidden', 'true');
  // It is watched at the 30% the spec names, so crossing it is reported.
  expect(browser.thresholdsFor(video)).toEqual([expect.arrayContaining([0.3])]);
}

describe('the hero video', () => {
  itWalksTheScreen<BrowserScreen>({
    model: videoVisibilityModel,
    everyVariant: true,
    render: (_path, inspect) => renderInBrowser({ url: '/', routes: { '/': HomeHero }, inspect }),
    drivers: {
      'visibility.changed': ({ browser }, event) => {
        browser.showShare(heroVideo(), (event as EventObject & { ratio: number }).ratio);
      },
    },
    checks: {
      // Less than 30% on screen (or not reported yet): paused.
      hidden: ({ browser }) => {
        expectBackgroundVideo(browser);
        expect(playing.get(heroVideo()) ?? false).toBe(false);
      },
      // 30% or more on screen: playing.
      visible: ({ browser }) => {
        expectBackgroundVideo(browser);
        expect(playing.get(heroVideo())).toBe(true);
      },
    },
  });
});

const aboutVideo = () => {
  const video = screen.getByLabelText('Inside Our Factory', { selector: 'video' });
  if (!(video instanceof HTMLVideoElement)) throw new Error('The about page has no factory video');
  return video;
};

/** The about page's factory film: muted, looping, inline, and named for readers (it is content). */
function expectFactoryVideo(browser: BrowserFake) {
  const video = aboutVideo();
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).not.toHaveAttribute('aria-hidden');
  expect(browser.thresholdsFor(video)).toEqual([expect.arrayContaining([0.3])]);
}

describe('the about page video', () => {
  itWalksTheScreen<BrowserScreen>({
    model: videoVisibilityModel,
    everyVariant: true,
    render: (_path, inspect) => renderInBrowser({ url: '/about', routes: { '/about': AboutPage }, inspect }),
    drivers: {
      'visibility.changed': ({ browser }, event) => {
        browser.showShare(aboutVideo(), (event as EventObject & { ratio: number }).ratio);
      },
    },
    checks: {
      // Less than 30% of it on screen (or not reported yet): paused.
      hidden: ({ browser }) => {
        expectFactoryVideo(browser);
        expect(playing.get(aboutVideo()) ?? false).toBe(false);
      },
      // 30% or more on screen: playing.
      visible: ({ browser }) => {
        expectFactoryVideo(browser);
        expect(playing.get(aboutVideo())).toBe(true);
      },
    },
  });
});

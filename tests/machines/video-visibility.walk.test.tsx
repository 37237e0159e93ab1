import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { AboutPage } from '../../src/components/company/about-page';
import { HomeHero } from '../../src/components/home/home-hero';
import { type BrowserFake, type BrowserScreen, renderInBrowser } from './browser-fakes';
import { videoVisibilityModel } from './models/video-visibility.model';
import { playbackDrivers, stoppedAfter } from './playback-drivers';
import { itWalksTheScreen, type Step } from './view-walk';

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

const toggle = () => screen.getByRole('button', { name: /^(Pause|Play) video$/ });

/** Its button names what pressing it does: Pause while the person lets it play, Play once they stopped it. */
function expectButton(step: Step) {
  expect(toggle()).toHaveAccessibleName(stoppedAfter(step.performed) ? 'Play video' : 'Pause video');
  expect(toggle()).toBeEnabled();
}

const state = (screen: 'hidden' | 'visible', playback: 'running' | 'stopped') => ({
  screen,
  playback,
  motion: screen === 'visible' && playback === 'running' ? 'playing' : 'paused',
});

/**
 * Walks a page's video through the statechart: each reported share of it on screen is shown to
 * the fake browser, its button pressed, reduced motion asked for, and after every step the video
 * is checked as a person would find it.
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
  const paused = ({ browser }: BrowserScreen, step: Step) => {
    expectLook(browser);
    expectButton(step);
    expect(playing.get(video()) ?? false).toBe(false);
  };
  describe(title, () => {
    itWalksTheScreen<BrowserScreen>({
      model: videoVisibilityModel,
      everyVariant: true,
      render: (_path, inspect) => renderInBrowser({ url, routes: { [url]: page }, inspect }),
      drivers: {
        'visibility.changed': ({ browser }, event) => {
          browser.showShare(video(), (event as EventObject & { ratio: number }).ratio);
        },
        ...playbackDrivers(toggle),
      },
      // The spec's rules, step by step: it plays from 30% on screen up, and stops just under it;
      // once paused by its button it stays paused on screen until its Play button.
      scenarios: [
        {
          input: { threshold: 0.3 },
          initial: state('hidden', 'running'),
          steps: [
            { event: { type: 'visibility.changed', ratio: 0.29 }, state: state('hidden', 'running') },
            { event: { type: 'visibility.changed', ratio: 0.3 }, state: state('visible', 'running') },
            { event: { type: 'visibility.changed', ratio: 1 }, state: state('visible', 'running') },
            { event: { type: 'visibility.changed', ratio: 0.29 }, state: state('hidden', 'running') },
            { event: { type: 'visibility.changed', ratio: 1 }, state: state('visible', 'running') },
            { event: { type: 'playback.toggled' }, state: state('visible', 'stopped') },
            { event: { type: 'visibility.changed', ratio: 0 }, state: state('hidden', 'stopped') },
            { event: { type: 'visibility.changed', ratio: 1 }, state: state('visible', 'stopped') },
            { event: { type: 'playback.toggled' }, state: state('visible', 'running') },
            { event: { type: 'visibility.changed', ratio: 0 }, state: state('hidden', 'running') },
          ],
        },
      ],
      checks: {
        // Less than 30% on screen (or not reported yet): paused, whatever the person chose.
        'screen.hidden & playback.running & motion.paused': paused,
        'screen.hidden & playback.stopped & motion.paused': paused,
        // 30% or more on screen: playing, unless the person stopped it or asked for reduced motion.
        'screen.visible & playback.running & motion.playing': ({ browser }, step) => {
          expectLook(browser);
          expectButton(step);
          expect(playing.get(video())).toBe(true);
        },
        'screen.visible & playback.stopped & motion.paused': paused,
      },
    });
  });
}

/**
 * Muted, looping and inline, watched at the 30% the spec names so that crossing it is reported;
 * never started by the browser on its own.
 */
function expectMutedLoop(video: HTMLVideoElement, browser: BrowserFake) {
  expect(video).not.toHaveAttribute('autoplay');
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

import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { videoVisibilityMachine } from '../../../machines/video-visibility.machine';
import { watchReducedMotion, watchVisibility } from '../../actors/browser';
import { whenLoadedAndIdle } from '../../actors/idle';
import { videoIdleTimeoutMs, videoVisibilityThreshold } from '../../api/limits';
import { useFlow } from '../../root-actors';
import { waitsForScripts } from '../ui/button-styles';
import { PlaybackToggle } from '../ui/playback-toggle';

interface BackgroundVideoProps {
  /** The files, in the order the browser should try them; a type lets it skip one it cannot play. */
  sources: ReadonlyArray<{ src: string; type?: string }>;
  poster: string | undefined;
  /** What the video shows, for assistive technology; without it the video is decoration and hidden. */
  label?: string;
  className?: string;
  /** The share of the video (0 to 1) that must be on screen for it to play. */
  threshold?: number;
  /** The language of `label`, when it is not the page's. */
  lang?: string | undefined;
}

/**
 * A muted, looping video that plays only while enough of it is on screen (the hero video, the
 * home page's news video), through the videoVisibility statechart, with a Pause/Play button at its
 * bottom end corner (the parent is its positioned box); for those who ask for reduced motion it
 * waits for that button. Its files are named only once the page has loaded and the browser is
 * idle: until then the video downloads nothing and shows its poster, so it never competes with the
 * page's own first work.
 */
export function BackgroundVideo({
  sources,
  poster,
  label,
  className,
  threshold = videoVisibilityThreshold,
  lang,
}: BackgroundVideoProps) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  const [loadSources, setLoadSources] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setLoadSources(true), videoIdleTimeoutMs), []);
  const flow = useFlow(
    videoVisibilityMachine.provide({
      actors: { watchVisibility: watchVisibility(() => video.current), watchReducedMotion },
      actions: {
        // play() rejects when the browser refuses autoplay: the poster stays, which is fine.
        play: () => void video.current?.play().catch(() => {}),
        pause: () => video.current?.pause(),
      },
    }),
    { input: { threshold } },
  );
  // No `autoplay`: the flow alone starts it, so it never plays off screen or against the visitor's wish.
  return (
    <>
      <video
        ref={video}
        className={className}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={label}
        lang={lang}
        aria-hidden={label ? undefined : true}
        tabIndex={-1}
      >
        {loadSources &&
          sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
      </video>
      {/* At the start corner: the floating chat button holds the end corner of the screen. */}
      <PlaybackToggle
        flow={flow}
        labels={{ pause: t`Pause video`, play: t`Play video` }}
        className={`absolute start-4 bottom-4 flex size-11 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/50 hover:bg-black/80 ${waitsForScripts}`}
      />
    </>
  );
}

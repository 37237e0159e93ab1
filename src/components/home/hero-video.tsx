import { useRef } from 'react';
import { videoVisibilityMachine } from '../../../machines/video-visibility.machine';
import { watchVisibility } from '../../actors/browser';
import { videoVisibilityThreshold } from '../../api/limits';
import { useFlow } from '../../root-actors';

interface BackgroundVideoProps {
  sources: { webm: string; mp4: string };
  poster: string;
  className?: string;
  /** The share of the video (0 to 1) that must be on screen for it to play. */
  threshold?: number;
}

/**
 * A muted, looping background video that plays only while enough of it is on screen (the
 * hero video), through the videoVisibility statechart.
 */
export function BackgroundVideo({
  sources,
  poster,
  className,
  threshold = videoVisibilityThreshold,
}: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  useFlow(
    videoVisibilityMachine.provide({
      actors: { watchVisibility: watchVisibility(() => video.current) },
      actions: {
        // play() rejects when the browser refuses autoplay: the poster stays, which is fine.
        play: () => void video.current?.play().catch(() => {}),
        pause: () => video.current?.pause(),
      },
    }),
    { input: { threshold } },
  );
  return (
    <video
      ref={video}
      className={className}
      poster={poster}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    >
      <source src={sources.webm} type="video/webm" />
      <source src={sources.mp4} type="video/mp4" />
    </video>
  );
}

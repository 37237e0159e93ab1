import { useEffect, useRef } from 'react';
import { videoVisibilityMachine } from '../../../machines/video-visibility.machine';
import { videoVisibilityThreshold } from '../../api/limits';
import { useFlow } from '../../root-actors';

interface BackgroundVideoProps {
  sources: { webm: string; mp4: string };
  poster: string;
  className?: string;
  threshold?: number;
}

/**
 * A muted, looping background video that plays only while enough of it is on screen (spec §4
 * "Hero video"), through the videoVisibility statechart.
 */
export function BackgroundVideo({
  sources,
  poster,
  className,
  threshold = videoVisibilityThreshold,
}: BackgroundVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const actor = useFlow(
    videoVisibilityMachine.provide({
      actions: {
        // play() rejects when the browser refuses autoplay: the poster stays, which is fine.
        play: () => void video.current?.play().catch(() => {}),
        pause: () => video.current?.pause(),
      },
    }),
  );
  // Bridges the viewport to the machine.
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) =>
        actor.send({ type: 'visibility.changed', visible: (entry?.intersectionRatio ?? 0) >= threshold }),
      { threshold: [0, threshold, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [actor, threshold]);
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

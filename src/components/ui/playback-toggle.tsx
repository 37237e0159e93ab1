import { useSelector } from '@xstate/react';
import type { ActorRef, AnyMachineSnapshot } from 'xstate';
import type { PlaybackEvent } from '../../../machines/playback';
import { useHydrated } from '../../root-actors';
import { PlaybackIcon } from './icons';

interface PlaybackToggleProps {
  /** A flow with the playback region of machines/playback.ts. */
  flow: ActorRef<AnyMachineSnapshot, PlaybackEvent>;
  /** What pressing it does: stop the motion, or start it again. */
  labels: { pause: string; play: string };
  /** Its look, disabled included (it is, until the page's scripts run). */
  className: string;
  disabled?: boolean;
}

/**
 * The Pause/Play button of something that moves by itself: its name says what pressing it does,
 * and what it stops stays still until it is pressed again.
 */
export function PlaybackToggle({ flow, labels, className, disabled = false }: PlaybackToggleProps) {
  const stopped = useSelector(flow, (s) => s.matches({ playback: 'stopped' }));
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      aria-label={stopped ? labels.play : labels.pause}
      disabled={disabled || !hydrated}
      onClick={() => flow.send({ type: 'playback.toggled' })}
      className={className}
    >
      <PlaybackIcon pause={!stopped} />
    </button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { carouselMachine } from '../../../machines/carousel';
import { watchInView, watchItemsPerView, watchReducedMotion } from '../../actors/browser';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { holdHandlers } from '../ui/hold-handlers';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { PlaybackToggle } from '../ui/playback-toggle';
import { Reveal, SectionHeading } from '../ui/reveal';

type CarouselMachine = ReturnType<typeof carouselMachine>;
type CarouselActor = ActorRefFrom<CarouselMachine>;

/**
 * A carousel's flow for a view, with the browser's side provided: whether its `section` can be
 * seen and, for a carousel that follows the width, how many items fit (`breakpoints`, widest first).
 */
export function useCarousel(
  machine: CarouselMachine,
  count: number,
  breakpoints: ReadonlyArray<{ query: string; perView: number }> = [],
) {
  const section = useRef<HTMLElement>(null);
  const carousel = useFlow(
    machine.provide({
      actors: {
        watchInView: watchInView(() => section.current),
        watchReducedMotion,
        watchWidth: watchItemsPerView(breakpoints),
      },
    }),
    { input: { count } },
  );
  return { carousel, section };
}

interface CarouselShellProps {
  carousel: CarouselActor;
  /** The section whose place on screen the carousel watches (from useCarousel). */
  section: RefObject<HTMLElement | null>;
  /** The section's heading, also its accessible name, and the text under it. */
  heading: { title: string; text?: string };
  /** The slides, one per item, each with its key. */
  slides: ReadonlyArray<{ key: string; content: ReactNode }>;
  sectionClassName: string;
  containerClassName: string;
  frameClassName: string;
  trackClassName?: string;
  slideClassName: string;
  previousLabel: string;
  nextLabel: string;
  /** Drawn between the two arrows: a link, or where the carousel is. */
  between: ReactNode;
}

/**
 * What the home carousels draw: a labelled section, a track moved by the flow's index (toward the
 * start of the text, so the other way in Arabic), slides off screen hidden from assistive
 * technology and the keyboard (unless focus is in one: a window made narrower leaves it where it
 * is), a Pause/Play button, and previous and next buttons enabled when the flow accepts them. The
 * slides that come on screen are announced after the person's own step, never the clock's.
 */
export function CarouselShell(props: CarouselShellProps) {
  const { carousel } = props;
  const { t } = useLingui();
  const language = useLanguage();
  const index = useSelector(carousel, (s) => s.context.index);
  const perView = useSelector(carousel, (s) => s.context.perView);
  const announces = useSelector(carousel, (s) => s.context.announces);
  // With a single position (one news picture) there is nothing to pause either.
  const moves = useSelector(
    carousel,
    (s) => s.can({ type: 'next.clicked' }) || s.can({ type: 'previous.clicked' }),
  );
  const [focusedSlide, setFocusedSlide] = useState<number | null>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const shift = `${language === 'ar' ? '' : '-'}${(index * 100) / perView}%`;
  const hidden = (i: number) => (i < index || i >= index + perView) && i !== focusedSlide;
  return (
    <section
      ref={props.section}
      className={props.sectionClassName}
      aria-roledescription={t`carousel`}
      aria-label={props.heading.title}
      {...holdHandlers(carousel)}
    >
      <div className={props.containerClassName}>
        <Reveal>
          <SectionHeading title={props.heading.title} text={props.heading.text} />
        </Reveal>
        <div className={props.frameClassName}>
          <ul
            className={`flex transition-transform duration-700 ease-out motion-reduce:transition-none ${props.trackClassName ?? ''}`}
            style={{ transform: `translateX(${shift})` }}
            aria-live={announces ? 'polite' : 'off'}
          >
            {props.slides.map((slide, i) => (
              <li
                key={slide.key}
                aria-roledescription={t`slide`}
                aria-hidden={hidden(i)}
                inert={hidden(i)}
                className={props.slideClassName}
                onFocus={() => setFocusedSlide(i)}
                onBlur={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget)) setFocusedSlide(null);
                }}
              >
                {slide.content}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <PlaybackToggle
            flow={carousel}
            labels={{ pause: t`Pause slideshow`, play: t`Play slideshow` }}
            disabled={!moves}
            className={roundButton}
          />
          <Arrow
            carousel={carousel}
            step="previous"
            label={props.previousLabel}
            own={previous}
            other={next}
          />
          {props.between}
          <Arrow carousel={carousel} step="next" label={props.nextLabel} own={next} other={previous} />
        </div>
      </div>
    </section>
  );
}

const roundButton =
  'flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Previous or next: enabled while the flow accepts the step (the certificates stop at the ends).
 * A step that reaches the end hands focus to the `other` arrow, which is not lost to the page.
 */
function Arrow({
  carousel,
  step,
  label,
  own,
  other,
}: {
  carousel: CarouselActor;
  step: 'previous' | 'next';
  label: string;
  own: RefObject<HTMLButtonElement | null>;
  other: RefObject<HTMLButtonElement | null>;
}) {
  const event = { type: `${step}.clicked` } as const;
  const enabled = useSelector(carousel, (s) => s.can(event));
  const hydrated = useHydrated();
  return (
    <button
      ref={own}
      type="button"
      className={roundButton}
      disabled={!(enabled && hydrated)}
      aria-label={label}
      onClick={() => {
        carousel.send(event);
        if (!carousel.getSnapshot().can(event) && document.activeElement === own.current)
          other.current?.focus();
      }}
    >
      {step === 'previous' ? <ChevronBack className="size-6" /> : <ChevronForward className="size-6" />}
    </button>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { carouselMachine } from '../../../machines/carousel';
import { watchItemsPerView, watchSight } from '../../actors/browser';
import { useFlow, useHydrated, useLanguage } from '../../root-actors';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { Reveal, SectionHeading } from '../ui/reveal';
import { holdHandlers } from './hold-handlers';

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
      actors: { watchSight: watchSight(() => section.current), watchWidth: watchItemsPerView(breakpoints) },
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
  /** Whether assistive technology announces the slide that comes on screen. */
  live?: 'polite';
}

/**
 * What both home carousels draw: a labelled section, a track moved by the flow's index (toward the
 * start of the text, so the other way in Arabic), slides off screen hidden from assistive
 * technology and the keyboard, and previous and next buttons enabled when the flow accepts them.
 */
export function CarouselShell(props: CarouselShellProps) {
  const { carousel } = props;
  const { t } = useLingui();
  const language = useLanguage();
  const index = useSelector(carousel, (s) => s.context.index);
  const perView = useSelector(carousel, (s) => s.context.perView);
  const shift = `${language === 'ar' ? '' : '-'}${(index * 100) / perView}%`;
  const offScreen = (i: number) => i < index || i >= index + perView;
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
            aria-live={props.live}
          >
            {props.slides.map((slide, i) => (
              <li
                key={slide.key}
                aria-roledescription={t`slide`}
                aria-hidden={offScreen(i)}
                inert={offScreen(i)}
                className={props.slideClassName}
              >
                {slide.content}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
          <Arrow carousel={carousel} step="previous" label={props.previousLabel} />
          {props.between}
          <Arrow carousel={carousel} step="next" label={props.nextLabel} />
        </div>
      </div>
    </section>
  );
}

/** Previous or next: enabled while the flow accepts the step (the certificates stop at the ends). */
function Arrow({
  carousel,
  step,
  label,
}: {
  carousel: CarouselActor;
  step: 'previous' | 'next';
  label: string;
}) {
  const event = { type: `${step}.clicked` } as const;
  const enabled = useSelector(carousel, (s) => s.can(event));
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
      disabled={!(enabled && hydrated)}
      aria-label={label}
      onClick={() => carousel.send(event)}
    >
      {step === 'previous' ? <ChevronBack className="size-6" /> : <ChevronForward className="size-6" />}
    </button>
  );
}

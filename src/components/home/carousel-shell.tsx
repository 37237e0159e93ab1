import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { carouselMachine } from '../../../machines/carousel';
import { watchItemsPerView, watchTab } from '../../actors/browser';
import { useFlow, useLanguage } from '../../root-actors';
import { ChevronBack, ChevronForward } from '../ui/icons';
import { Reveal, SectionHeading } from '../ui/reveal';

type CarouselMachine = ReturnType<typeof carouselMachine>;

/**
 * A carousel's flow for a view, with the browser's side provided: the tab's visibility and, for a
 * carousel that follows the width, how many items fit (`breakpoints`, widest first).
 */
export function useCarousel(
  machine: CarouselMachine,
  count: number,
  breakpoints: ReadonlyArray<{ query: string; perView: number }> = [],
) {
  return useFlow(machine.provide({ actors: { watchTab, watchWidth: watchItemsPerView(breakpoints) } }), {
    input: { count },
  });
}

interface CarouselShellProps {
  carousel: ActorRefFrom<CarouselMachine>;
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
  const canPrevious = useSelector(carousel, (s) => s.can({ type: 'previous.clicked' }));
  const canNext = useSelector(carousel, (s) => s.can({ type: 'next.clicked' }));
  const shift = `${language === 'ar' ? '' : '-'}${(index * 100) / perView}%`;
  const offScreen = (i: number) => i < index || i >= index + perView;
  const arrow =
    'flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-slate-200 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <section
      className={props.sectionClassName}
      aria-roledescription={t`carousel`}
      aria-label={props.heading.title}
      onPointerEnter={() => carousel.send({ type: 'pointer.entered' })}
      onPointerLeave={() => carousel.send({ type: 'pointer.left' })}
      onFocus={() => carousel.send({ type: 'focus.entered' })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          carousel.send({ type: 'focus.left' });
      }}
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
          <button
            type="button"
            className={arrow}
            disabled={!canPrevious}
            aria-label={props.previousLabel}
            onClick={() => carousel.send({ type: 'previous.clicked' })}
          >
            <ChevronBack className="size-6" />
          </button>
          {props.between}
          <button
            type="button"
            className={arrow}
            disabled={!canNext}
            aria-label={props.nextLabel}
            onClick={() => carousel.send({ type: 'next.clicked' })}
          >
            <ChevronForward className="size-6" />
          </button>
        </div>
      </div>
    </section>
  );
}

import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { revealThreshold } from '../../api/limits';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Slide in from the inline start instead of fading up. */
  from?: 'below' | 'start';
  delay?: number;
}

/**
 * Fades or slides a section in once, when a tenth of it comes on screen. Only a section that is
 * below the screen once the page runs waits to come in: what the visitor already sees is never
 * hidden or moved, so nothing animates while the page loads and the server's HTML shows as it is
 * (without JavaScript too). The motion itself is CSS (styles.css, `[data-reveal]`): it slides from
 * the inline start of the page's direction and keeps to a fade under reduced motion.
 */
export function Reveal({ children, className, from = 'below', delay = 0 }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.getBoundingClientRect().top < window.innerHeight) return;
    element.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      // Seen in any of the entries queued since the last call: a quick scroll past still shows it.
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { threshold: revealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const style = delay ? ({ '--reveal-delay': `${delay}s` } as CSSProperties) : undefined;
  return (
    <div ref={ref} data-reveal="" data-reveal-from={from} className={className} style={style}>
      {children}
    </div>
  );
}

export function SectionHeading({ title, text, light }: { title: string; text?: string; light?: boolean }) {
  return (
    <div className="mx-auto mb-10 max-w-3xl text-center">
      <h2 className={`text-3xl font-extrabold md:text-4xl ${light ? 'text-white' : 'text-brand-900'}`}>
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-16 rounded-full bg-accent-500" />
      {text && (
        <p className={`mt-4 text-lg leading-relaxed ${light ? 'text-brand-100' : 'text-slate-600'}`}>
          {text}
        </p>
      )}
    </div>
  );
}

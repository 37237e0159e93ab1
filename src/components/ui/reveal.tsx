import { m } from 'framer-motion';
import type { ReactNode } from 'react';
import { revealThreshold } from '../../api/limits';
import { useLanguage } from '../../root-actors';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Slide in from the inline start instead of fading up. */
  from?: 'below' | 'start';
  delay?: number;
}

/**
 * Fades or slides a section in once, when a tenth of it is on screen. Reduced
 * motion is honoured by the app-wide MotionConfig; without JavaScript the content simply shows.
 */
export function Reveal({ children, className, from = 'below', delay = 0 }: RevealProps) {
  // The inline start is the left in English and the right in Arabic.
  const language = useLanguage();
  const startOffset = language === 'ar' ? 40 : -40;
  return (
    <m.div
      // A section waiting to slide in from the start waits on the side the new language starts on
      // after a switch; held on the old side, it would widen the page in the new direction.
      key={from === 'start' ? language : undefined}
      data-reveal
      className={className}
      initial={{ opacity: 0, y: from === 'below' ? 24 : 0, x: from === 'start' ? startOffset : 0 }}
      whileInView={{ opacity: 1, y: 0, x: 0 }}
      viewport={{ once: true, amount: revealThreshold }}
      transition={{ duration: 0.6, ease: 'easeOut', delay }}
    >
      {children}
    </m.div>
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

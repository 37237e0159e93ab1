/** Shared button looks; every button is at least 44 px tall, the minimum touch target. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** A control that needs the page's scripts, disabled until they run: dimmed, with a busy cursor. */
export const waitsForScripts = 'disabled:cursor-progress disabled:opacity-50';

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-600`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700`,
  danger: `${base} bg-red-700 text-white hover:bg-red-600`,
  // The brand's navy on its orange: white on that orange is too faint to read (below 4.5:1).
  accent: `${base} bg-accent-500 text-brand-900 hover:bg-accent-400`,
  outlineLight: `${base} border-2 border-white/80 text-white hover:bg-white hover:text-brand-900`,
  ghost: `${base} text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800`,
};

import type { ReactNode } from 'react';
import { matchedRanges, type QueryPart } from '../../search/terms';

/** `text` with the words a search matched marked, as the visitor reads why a product was found. */
export function Highlighted({ text, query }: { text: string; query: readonly QueryPart[] }) {
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of matchedRanges(text, query)) {
    if (start > at) pieces.push(text.slice(at, start));
    pieces.push(
      <mark key={start} className="rounded-sm bg-accent-400/35 text-inherit">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  pieces.push(text.slice(at));
  return <>{pieces}</>;
}

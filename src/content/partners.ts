/**
 * The six partner brands of the marquee. Brand names are the same in both languages; only the
 * logo's alternative text is translated.
 */
import type { Bilingual } from './bilingual';

export type PartnerId = 'thermopipe' | 'aquapipe' | 'thermopex' | 'upvc' | 'cpvc' | 'ppr';

export type Partner = {
  id: PartnerId;
  /** The brand as written, in both languages. */
  name: string;
  /** `/images/partners/<id>.svg` (placeholder until the logos arrive). */
  logo: string;
  /** Alternative text for the logo image. */
  alt: Bilingual;
};

function partner(id: PartnerId, name: string): Partner {
  return { id, name, logo: `/images/partners/${id}.svg`, alt: { en: `${name} logo`, ar: `شعار ${name}` } };
}

export const partners: readonly Partner[] = [
  partner('thermopipe', 'Thermopipe'),
  partner('aquapipe', 'Aquapipe'),
  partner('thermopex', 'Thermopex'),
  partner('upvc', 'U.P.V.C'),
  partner('cpvc', 'C.P.V.C'),
  partner('ppr', 'PPR'),
];

/**
 * The catalogue's JSON text columns, checked with the shared schemas both ways: nothing malformed
 * is written, and a row edited by hand into something malformed fails loudly instead of reaching
 * a page.
 */
import { z } from 'zod';
import { faqSchema, imageVariantSchema, specificationSchema } from '../../api/products';

export const textListColumn = z.array(z.string());
export const imageVariantsColumn = z.array(imageVariantSchema);
export const specificationsColumn = z.array(specificationSchema);
export const faqsColumn = z.array(faqSchema);

export function toJson<T>(schema: z.ZodType<T>, value: T): string {
  return JSON.stringify(schema.parse(value));
}

export function fromJson<T>(schema: z.ZodType<T>, text: string): T {
  return schema.parse(JSON.parse(text));
}

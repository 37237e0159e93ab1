/**
 * The text fields of `POST /api/products/upload`: multipart carries only text, so the
 * lists (and the Arabic translation, one JSON object) arrive as JSON text and are decoded here
 * before the shared schemas check everything.
 */
import type { z } from 'zod';
import type { MessageId } from '../../api/messages';
import { productTranslationSchema } from '../../api/products';
import { HttpError, parseOrRefuse } from '../plugins/errors';
import { faqsColumn, specificationsColumn } from './json';
import { type NewProduct, parseNewProduct, type TranslationText } from './products';

/** An absent or empty field is no value (a browser form sends empty text for an empty input). */
function jsonField(fields: ReadonlyMap<string, string>, name: string, refusal: MessageId): unknown {
  const text = fields.get(name)?.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, refusal);
  }
}

function textList(fields: ReadonlyMap<string, string>, name: string): string[] | undefined {
  const value = jsonField(fields, name, 'invalidList');
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new HttpError(400, 'invalidList');
  }
  return value;
}

function objectList<T>(
  fields: ReadonlyMap<string, string>,
  name: string,
  schema: z.ZodType<T>,
  refusal: MessageId,
): T | undefined {
  const value = jsonField(fields, name, refusal);
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, refusal);
  return parsed.data;
}

/** Decodes and validates the form's text fields (400 with the field's message). */
export function parseUploadFields(fields: ReadonlyMap<string, string>): NewProduct {
  return parseNewProduct({
    // Missing text is empty text, so the caller reads the "at least" messages.
    name: fields.get('name') ?? '',
    category: fields.get('category'),
    description: fields.get('description') ?? '',
    features: textList(fields, 'features'),
    applications: textList(fields, 'applications'),
    certifications: textList(fields, 'certifications'),
    specifications: objectList(fields, 'specifications', specificationsColumn, 'invalidSpecifications'),
    faqs: objectList(fields, 'faqs', faqsColumn, 'invalidFaqs'),
  });
}

/**
 * The Arabic translation sent with the upload, checked with the translation call's own schema;
 * undefined when none was sent (the Arabic tab left empty).
 */
export function parseUploadTranslation(fields: ReadonlyMap<string, string>): TranslationText | undefined {
  const value = jsonField(fields, 'translation', 'invalidRequest');
  return value === undefined ? undefined : parseOrRefuse(productTranslationSchema, value);
}

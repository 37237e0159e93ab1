/**
 * The `page` and `per_page` of a paged list's query (`GET /api/products`, `GET /api/contact-messages`):
 * the same bounds and refusals for every list, at most 100 items an answer.
 */
import { z } from 'zod';
import { adminTablePageSize, productPageMax, productsPerPageMax, searchQueryMaxLength } from './limits';
import { rule } from './messages';
import { resultSchema } from './result';

/** `perPage` items when the caller names no size; `items` names them in the reference ("Products"). */
export function pageQueryFields(perPage: number, items: string) {
  return {
    page: z.coerce
      .number({ error: rule('pageInvalid') })
      .int(rule('pageInvalid'))
      .min(1, rule('pageInvalid'))
      .max(productPageMax, rule('pageInvalid'))
      .default(1)
      .describe('The page, from 1; a request without it gets the first page.'),
    per_page: z.coerce
      .number({ error: rule('perPageInvalid') })
      .int(rule('perPageInvalid'))
      .min(1, rule('perPageInvalid'))
      .max(productsPerPageMax, rule('perPageInvalid'))
      .default(perPage)
      .describe(`${items} a page, at most 100. X-Total-Count and Link (RFC 8288) page through the rest.`),
  };
}

/** A table's `q`: the words to find. An empty search is no search, and is left out of the paging links. */
export function searchQueryField(description: string) {
  return z
    .string()
    .trim()
    .max(searchQueryMaxLength, rule('searchTooLong'))
    .optional()
    .transform((q) => q || undefined)
    .describe(description);
}

/** The rows of an admin table chosen to change together: distinct ids, at most a table's page of them. */
export const chosenIdsSchema = z
  .array(
    z
      .number({ error: rule('invalidValue') })
      .int(rule('invalidValue'))
      .positive(rule('invalidValue')),
    {
      error: rule('invalidValue'),
    },
  )
  .min(1, rule('invalidValue'))
  .max(adminTablePageSize, rule('invalidValue'))
  .refine((ids) => new Set(ids).size === ids.length, rule('invalidValue'));

/** How many of the rows named were deleted (one already gone is not counted, nor refused). */
export const bulkDeleteResultSchema = resultSchema.extend({ deleted: z.number().int() });
export type RowsDeleted = z.infer<typeof bulkDeleteResultSchema>;

/** How many of the rows named changed status (one gone, or already so, is not counted, nor refused). */
export const bulkStatusResultSchema = resultSchema.extend({ changed: z.number().int() });
export type RowsSwitched = z.infer<typeof bulkStatusResultSchema>;

/**
 * The orders the product list offers: by id or by English name, `-` for the reverse. Plain code, no
 * schema, so that an address can be read by it without loading the schemas.
 */
export const productSorts = ['id', '-id', 'name', '-name'] as const;
export type ProductSort = (typeof productSorts)[number];

import type { ProductTranslation, ProductUpload } from '../../../api/products';

/**
 * One entry of the sample catalogue (sample-content/catalogue.json, read by ./sample-content.ts):
 * the product as the upload form would send it (always with a category), its Arabic text, and its
 * picture as SVG markup, 800×600, which seeding renders to a JPEG and stores like an upload.
 */
export type SeedProduct = {
  product: ProductUpload & { category: string };
  arabic: ProductTranslation;
  /** SVG markup, 800×600. */
  artwork: string;
};

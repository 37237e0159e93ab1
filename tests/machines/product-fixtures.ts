import {
  type Product,
  type ProductSummary,
  productSummarySchema,
  type StoredTranslation,
} from '../../src/api/products';

/** A product shaped as `GET /api/products/{id}` returns it. */
export function product(id: number, category: string, name = `Product ${id}`): Product {
  return {
    id,
    name,
    category,
    image: `/media/products/${id}.jpg`,
    imageVariants: [],
    description: 'A pressure pipe for hot and cold water networks.',
    features: ['Corrosion resistant'],
    applications: ['Water supply'],
    certifications: ['SASO'],
    specifications: [{ category: 'General', items: [{ name: 'Type', value: 'Standard' }] }],
    faqs: [],
    translationStatus: 'missing',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

/** The same product as `GET /api/products` lists it: the summary's fields only. */
export function summaryOf(full: Product): ProductSummary {
  return productSummarySchema.parse(full);
}

export const cpvcPipe = product(1, 'cpvc-pipes', 'CPVC Pipe');
export const pprPipe = product(2, 'ppr-pipes', 'PPR Pipe');

/** The Arabic text of `cpvcPipe` as the admin's Arabic tab loads it. */
export const cpvcPipeArabic: StoredTranslation = {
  language_code: 'ar',
  name: 'أنبوب سي بي في سي',
  description: 'أنبوب ضغط لشبكات المياه الساخنة والباردة',
  features: ['مقاوم للتآكل'],
  applications: [],
  certifications: [],
  specifications: null,
  faqs: null,
  updated_at: '2025-01-01T00:00:00.000Z',
};

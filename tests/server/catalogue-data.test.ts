import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productTranslationSchema, productUploadSchema } from '../../src/api/products';
import { categoryTree } from '../../src/content/categories';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';

const sampleCatalogue = loadSampleCatalogue();

const subCategories: string[] = categoryTree.flatMap((node) => node.children.map((child) => child.slug));

/**
 * Latin words that may stay in the Arabic text: standards bodies and codes, material and product
 * abbreviations, protection ratings and the like (ASTM D2846, PN16, IP55, MCB…). Anything else is
 * an English word left untranslated.
 */
const allowedLatin =
  /^(PPR|PP|R|HDPE|PVC|UPVC|CPVC|SCH|SDR|PN\d+|SN\d+|ASTM|DIN|EN|ISO|IEC|SASO|SBC|ASME|ANSI|TIA|AWS|NFPA|ISA|ITIL|ONVIF|OWASP|ASVS|WCAG|AA|LED|UGR|MCB|MCCB|RCCB|UPS|N|PLC|SCADA|REST|SOAP|CSV|XML|Modbus|TCP|RTU|PROFINET|OPC|UA|iOS|DALI|RAL|AX|IP\d+|OM\d|OS\d|AC|A|B|C|[A-Z]?\d[\w.]*)$/;

/** Latin runs in a text, split at the separators codes use (ANSI/TIA-942, PP-R, ISO/IEC). */
function latinWords(text: string): string[] {
  return (text.match(/[A-Za-z0-9]+(?:\.[A-Za-z0-9]+)*/g) ?? []).filter((word) => /[A-Za-z]/.test(word));
}

function arabicTexts(entry: (typeof sampleCatalogue)[number]): string[] {
  const { name, description, features = [], applications = [], certifications = [] } = entry.arabic;
  const specifications = (entry.arabic.specifications ?? []).flatMap((group) => [
    group.category,
    ...group.items.flatMap((item) => [item.name, item.value]),
  ]);
  const faqs = (entry.arabic.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]);
  return [name, description, ...features, ...applications, ...certifications, ...specifications, ...faqs];
}

describe('the sample catalogue', () => {
  it('has at least 32 products with distinct names', () => {
    expect(sampleCatalogue.length).toBeGreaterThanOrEqual(32);
    const names = sampleCatalogue.map((entry) => entry.product.name);
    expect(new Set(names).size).toBe(names.length);
    const arabicNames = sampleCatalogue.map((entry) => entry.arabic.name);
    expect(new Set(arabicNames).size).toBe(arabicNames.length);
  });

  it('files every product under a sub-category, with at least two in each', () => {
    for (const entry of sampleCatalogue) expect(subCategories).toContain(entry.product.category);
    for (const slug of subCategories) {
      const count = sampleCatalogue.filter((entry) => entry.product.category === slug).length;
      expect(count, slug).toBeGreaterThanOrEqual(2);
    }
    const cementNames = sampleCatalogue
      .filter((entry) => entry.product.category === 'araib-cements')
      .map((entry) => entry.product.name);
    expect(cementNames.length).toBeGreaterThanOrEqual(3);
    expect(cementNames.some((name) => /cement/i.test(name))).toBe(true);
    expect(cementNames.some((name) => /cleaner/i.test(name))).toBe(true);
  });

  it.each(sampleCatalogue.map((entry) => [entry.product.name, entry] as const))(
    '%s passes the upload and translation schemas and is complete',
    (_name, entry) => {
      expect(productUploadSchema.safeParse(entry.product).error).toBeUndefined();
      expect(productTranslationSchema.safeParse(entry.arabic).error).toBeUndefined();

      const { product, arabic } = entry;
      expect(product.features?.length).toBeGreaterThanOrEqual(4);
      expect(product.features?.length).toBeLessThanOrEqual(6);
      expect(product.applications?.length).toBeGreaterThanOrEqual(3);
      expect(product.applications?.length).toBeLessThanOrEqual(5);
      expect(product.certifications?.length).toBeGreaterThanOrEqual(1);
      expect(product.certifications?.length).toBeLessThanOrEqual(3);
      expect(product.specifications?.length).toBeGreaterThanOrEqual(2);
      expect(product.specifications?.length).toBeLessThanOrEqual(3);
      for (const group of product.specifications ?? []) {
        expect(group.items.length, group.category).toBeGreaterThanOrEqual(2);
        expect(group.items.length, group.category).toBeLessThanOrEqual(5);
      }
      expect(product.faqs?.length).toBeGreaterThanOrEqual(2);
      expect(product.faqs?.length).toBeLessThanOrEqual(3);

      // The Arabic lists translate the English ones item for item.
      expect(arabic.features?.length).toBe(product.features?.length);
      expect(arabic.applications?.length).toBe(product.applications?.length);
      expect(arabic.certifications?.length).toBe(product.certifications?.length);
      // So do the specifications, group for group and row for row, and the FAQs.
      expect(arabic.specifications?.map((group) => group.items.length)).toEqual(
        product.specifications?.map((group) => group.items.length),
      );
      expect(arabic.faqs?.length).toBe(product.faqs?.length);
    },
  );

  it.each(sampleCatalogue.map((entry) => [entry.product.name, entry] as const))(
    '%s has Arabic text with no untranslated English words',
    (_name, entry) => {
      for (const text of arabicTexts(entry)) {
        expect(text, text).toMatch(/[\u0621-\u064A]/);
        const stray = latinWords(text).filter((word) => !allowedLatin.test(word));
        expect(stray, text).toEqual([]);
      }
    },
  );

  it('has a distinct self-contained 800×600 SVG picture for every product, without text', () => {
    const pictures = sampleCatalogue.map((entry) => entry.artwork);
    expect(new Set(pictures).size).toBe(pictures.length);
    for (const svg of pictures) {
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('viewBox="0 0 800 600"');
      expect(svg).toContain('width="800"');
      expect(svg).toContain('height="600"');
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('<image');
      // The SVG namespace is an identifier, not a reference; nothing else may point outside.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toContain('http');
      expect(svg).not.toMatch(/href=/);
    }
  });

  it('renders every picture to an 800×600 image', async () => {
    for (const entry of sampleCatalogue) {
      const { info } = await sharp(Buffer.from(entry.artwork)).png().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], entry.product.name).toEqual([800, 600]);
    }
  }, 60_000);
});

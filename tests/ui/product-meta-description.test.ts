import { describe, expect, it } from 'vitest';
import { productMetaDescription } from '../../src/seo/structured-data';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';

const sampleCatalogue = loadSampleCatalogue();

const descriptions = sampleCatalogue.flatMap(({ product, arabic }) => [
  [product.name, product.description],
  [arabic.name, arabic.description],
]);

describe('a product page’s search description', () => {
  it.each(descriptions)('of %s is 50 to 160 characters, its opening as written', (_, description) => {
    const meta = productMetaDescription(description);
    expect(meta.length).toBeGreaterThanOrEqual(50);
    expect(meta.length).toBeLessThanOrEqual(160);
    if (meta.endsWith('…')) {
      // Cut only after a whole word.
      const kept = meta.slice(0, -1);
      expect(description.startsWith(kept)).toBe(true);
      expect(description.charAt(kept.length)).toMatch(/\s/);
    } else {
      // Whole sentences, ending where one ends.
      expect(description.startsWith(meta)).toBe(true);
      expect(meta).toMatch(/[.!?؟]$/);
    }
  });

  it('keeps whole sentences that fit, and does not end one at a decimal point', () => {
    const description =
      'Fittings for 1.5 mm walls. They join in seconds with a hand tool and need no power on site. Packed in tens. Each carton holds ten fittings with their seals and a printed guide.';
    expect(productMetaDescription(description)).toBe(
      'Fittings for 1.5 mm walls. They join in seconds with a hand tool and need no power on site. Packed in tens.',
    );
  });

  it('cuts a first sentence too long to fit after a whole word', () => {
    const description = `${'Heavy-duty pressure pipe '.repeat(10)}for water.`;
    const meta = productMetaDescription(description);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta).toMatch(/ pipe…$|pressure…$|Heavy-duty…$/);
  });

  it('reads an Arabic question mark as the end of a sentence', () => {
    const description =
      'هل تحتاج إلى وصلة تتحمل حرارة الماء في أشد أيام الصيف في الرياض؟ هذه الوصلة مصنوعة من البولي بروبيلين وتتحمل حتى 95 درجة مئوية دون أن تلين أو تتشقق مع الاستعمال الطويل في المباني السكنية والتجارية.';
    expect(productMetaDescription(description)).toBe(
      'هل تحتاج إلى وصلة تتحمل حرارة الماء في أشد أيام الصيف في الرياض؟',
    );
  });
});

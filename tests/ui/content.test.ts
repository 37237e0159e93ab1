/**
 * The bilingual content modules (src/content): every text exists in both languages, the Arabic is
 * Arabic, and the counts and slugs match the spec.
 */
import { describe, expect, it } from 'vitest';
import * as about from '../../src/content/about';
import { type Bilingual, pick } from '../../src/content/bilingual';
import * as branchesModule from '../../src/content/branches';
import * as catalogsModule from '../../src/content/catalogs';
import * as categories from '../../src/content/categories';
import * as certificatesModule from '../../src/content/certificates';
import * as companyModule from '../../src/content/company';
import * as contact from '../../src/content/contact';
import * as home from '../../src/content/home';
import * as homeFaqModule from '../../src/content/home-faq';
import * as managersModule from '../../src/content/managers';
import * as milestonesModule from '../../src/content/milestones';
import * as navigationModule from '../../src/content/navigation';
import * as partnersModule from '../../src/content/partners';
import * as quality from '../../src/content/quality';
import * as routeMetaModule from '../../src/content/route-meta';

const modules = {
  about,
  branches: branchesModule,
  catalogs: catalogsModule,
  categories,
  certificates: certificatesModule,
  company: companyModule,
  contact,
  home,
  homeFaq: homeFaqModule,
  managers: managersModule,
  milestones: milestonesModule,
  navigation: navigationModule,
  partners: partnersModule,
  quality,
  routeMeta: routeMetaModule,
};

const arabicLetter = /[\u0600-\u06FF]/;

/** Latin words allowed inside Arabic text: product families, standard codes, brands. */
const latinAllowedInArabic = new Set([
  'UPVC',
  'CPVC',
  'PPR',
  'LED',
  'ASTM',
  'D2846',
  'F493',
  'DSC',
  'PDF',
  'Thermopipe',
  'Aquapipe',
  'Thermopex',
  'U.P.V.C',
  'C.P.V.C',
]);

/** Whole texts that are a brand or code in both languages, so need no Arabic letters. */
const brandOrCodeTexts = new Set<string>([]);

function isBilingual(value: unknown): value is Bilingual {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en';
}

/** Every Bilingual reachable from the modules' exports, with where it was found. */
function collectBilingual(): { where: string; text: Bilingual }[] {
  const found: { where: string; text: Bilingual }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, where: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (isBilingual(value)) {
      found.push({ where, text: value });
      return;
    }
    for (const [key, child] of Object.entries(value)) walk(child, `${where}.${key}`);
  };
  for (const [name, module] of Object.entries(modules)) {
    for (const [key, value] of Object.entries(module)) walk(value, `${name}.${key}`);
  }
  return found;
}

describe('bilingual texts', () => {
  const texts = collectBilingual();

  it('finds the texts of every module', () => {
    expect(texts.length).toBeGreaterThan(300);
    const modulesWithTexts = new Set(texts.map(({ where }) => where.split('.')[0]));
    expect([...modulesWithTexts].sort()).toEqual(Object.keys(modules).sort());
  });

  it('has every text in both languages, English without Arabic letters', () => {
    for (const { where, text } of texts) {
      expect(typeof text.en, where).toBe('string');
      expect(typeof text.ar, where).toBe('string');
      expect(text.en.trim(), where).not.toBe('');
      expect(text.ar.trim(), where).not.toBe('');
      expect(text.en, where).not.toMatch(arabicLetter);
    }
  });

  it('writes Arabic texts in Arabic, keeping only brand names and codes in Latin letters', () => {
    for (const { where, text } of texts) {
      if (brandOrCodeTexts.has(text.ar)) continue;
      expect(text.ar, where).toMatch(arabicLetter);
      expect(text.ar, where).not.toBe(text.en);
      const latinWords = text.ar.match(/[A-Za-z][A-Za-z0-9.]*[A-Za-z0-9]|[A-Za-z]/g) ?? [];
      for (const word of latinWords) expect(latinAllowedInArabic.has(word), `${where}: "${word}"`).toBe(true);
    }
  });

  it('uses Arabic punctuation in Arabic texts', () => {
    for (const { where, text } of texts) {
      expect(text.ar, where).not.toMatch(/[\u0600-\u06FF],/);
      expect(text.ar, where).not.toMatch(/\?/);
    }
  });

  it('picks the text of a language', () => {
    const text = { en: 'Quality', ar: 'الجودة' };
    expect(pick(text, 'en')).toBe('Quality');
    expect(pick(text, 'ar')).toBe('الجودة');
  });
});

describe('company facts', () => {
  const { company, whatsappUrl, countryName } = companyModule;

  it('states the spec figures', () => {
    expect(company.foundedYear).toBe(1979);
    expect(company.yearsOfExperience).toBe(46);
    expect(company.yearsAlt).toBe(45);
    expect(company.totalAreaM2).toBe(46_000);
    expect(company.currency).toBe('SAR');
    expect(company.factories.map((factory) => [factory.id, factory.areaM2])).toEqual([
      ['sudair', 25_000],
      ['bahrain', 10_000],
    ]);
    expect(company.headquarters.en).toContain('Riyadh');
    expect(company.countries.map((country) => country.key)).toEqual(['saudi arabia', 'yemen', 'bahrain']);
    expect(company.values.map((value) => value.key)).toEqual(['creativity', 'professionalism', 'quality']);
    expect(company.officeHours.text.en).toBe('Sunday to Thursday, 7am – 6pm');
    expect(company.officeHours.days).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday']);
  });

  it('ships obviously fake contact details and builds their links', () => {
    expect(company.contact.phones).toEqual([
      { display: '+966 11 000 0000', href: 'tel:+966110000000' },
      { display: '+966 11 000 0001', href: 'tel:+966110000001' },
    ]);
    expect(company.contact.email).toBe('info@example.com');
    expect(company.contact.emailHref).toBe('mailto:info@example.com');
    expect(company.contact.whatsapp).toMatch(/^\d+$/);
    expect(whatsappUrl()).toBe('https://wa.me/966500000000');
    expect(whatsappUrl('+966 50 000 0000', 'Hello')).toBe('https://wa.me/966500000000?text=Hello');
    expect(countryName('yemen', 'ar')).toBe('اليمن');
    expect(countryName('nowhere', 'en')).toBeUndefined();
  });
});

describe('categories and navigation', () => {
  const { categoryTree, categorySlugs, categoryName, findCategory, isCategorySlug } = categories;
  const { navigation, footerQuickLinks, isActivePath, isNavItemActive } = navigationModule;

  const specTree = {
    plumbing: ['araib-cements', 'ppr-pipes', 'cpvc-pipes', 'upvc-pipes', 'orange-pipes'],
    electricity: ['switches', 'breakers', 'led-lighting'],
    technology: ['programming', 'systems', 'tech-support'],
    contracting: ['building-construction', 'industrial-contracting'],
  };

  it('has exactly the spec category slugs', () => {
    expect(
      Object.fromEntries(categoryTree.map((node) => [node.slug, node.children.map((child) => child.slug)])),
    ).toEqual(specTree);
    expect(categorySlugs).toEqual([...Object.keys(specTree), ...Object.values(specTree).flat()]);
    expect(categoryName('cpvc-pipes', 'en')).toBe('CPVC Pipes');
    expect(categoryName('plumbing', 'ar')).toBe('السباكة');
    expect(categoryName('no-such-category', 'en')).toBeUndefined();
    expect(findCategory('breakers')?.parent).toBe('electricity');
    expect(findCategory('contracting')?.parent).toBeNull();
    expect(isCategorySlug('systems')).toBe(true);
    expect(isCategorySlug('pipes')).toBe(false);
  });

  it('builds the navbar in the spec order with News after Products, products from the category tree', () => {
    expect(navigation.map((item) => item.path)).toEqual([
      '/',
      '/about',
      '/products',
      '/news',
      '/branches',
      '/catalogs',
      '/contact',
    ]);
    const aboutItem = navigation.find((item) => item.key === 'about');
    expect(aboutItem?.dropdown?.map((entry) => entry.path)).toEqual([
      '/about',
      '/about/history',
      '/word-manager',
      '/quality',
    ]);
    const productsItem = navigation.find((item) => item.key === 'products');
    expect(
      Object.fromEntries(
        (productsItem?.dropdown ?? []).map((entry) => [
          entry.path,
          (entry.subItems ?? []).map((sub) => sub.path),
        ]),
      ),
    ).toEqual(
      Object.fromEntries(
        Object.entries(specTree).map(([top, subs]) => [
          `/products?category=${top}`,
          subs.map((sub) => `/products?category=${sub}`),
        ]),
      ),
    );
    for (const item of navigation) {
      expect(item.path.startsWith('/ar')).toBe(false);
    }
  });

  it('lists the footer quick links in the spec order, with News after Products', () => {
    expect(footerQuickLinks.map((link) => link.path)).toEqual([
      '/',
      '/about/history',
      '/products',
      '/news',
      '/branches',
      '/contact',
      '/about',
      '/quality',
      '/word-manager',
    ]);
  });

  it('highlights home by exact match and the rest by path prefix', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/about')).toBe(false);
    expect(isActivePath('/about', '/about/history')).toBe(true);
    expect(isActivePath('/products?category=plumbing', '/products/12')).toBe(true);
    expect(isActivePath('/about', '/aboutus')).toBe(false);
    const aboutItem = navigation.find((item) => item.key === 'about');
    expect(aboutItem && isNavItemActive(aboutItem, '/quality')).toBe(true);
  });
});

describe('home page', () => {
  it('features the five spec products with their category links and images', () => {
    expect(home.featuredProducts.map((product) => [product.key, product.path, product.image])).toEqual([
      ['cpvc-pipes', '/products?category=cpvc-pipes', '/images/products/cpvc-pipes.webp'],
      ['ppr-pipes', '/products?category=ppr-pipes', '/images/products/ppr-pipes.webp'],
      ['upvc-pipes', '/products?category=upvc-pipes', '/images/products/upvc-pipes.webp'],
      ['glue', '/products?category=araib-cements', '/images/products/glue.webp'],
      ['cleaner', '/products?category=araib-cements', '/images/products/cleaner.webp'],
    ]);
    expect(home.featuredProductsSection.viewAll.path).toBe('/products');
  });

  it('shows the 46 years badge and mentions it in the paragraph', () => {
    expect(home.homeCompanyInfo.badge.value).toBe(46);
    expect(home.homeCompanyInfo.paragraphs[0]?.en).toContain('46 years');
    expect(home.homeCompanyInfo.paragraphs[0]?.ar).toContain('46 عامًا');
    expect(home.homeCompanyInfo.productsButton.path).toBe('/products');
    expect(home.homeCompanyInfo.contactButton.path).toBe('/contact');
  });

  it('has the three feature cards and four why-choose-us items with their icons', () => {
    expect(home.homeFeatures.map((card) => card.icon)).toEqual([
      '/images/features/quality.svg',
      '/images/features/manufacturing.svg',
      '/images/features/delivery.svg',
    ]);
    expect(home.whyChooseUs.items.map((item) => item.icon)).toEqual([
      '/images/why/experience.svg',
      '/images/why/standards.svg',
      '/images/why/range.svg',
      '/images/why/support.svg',
    ]);
  });

  it('states only the spec statistics', () => {
    expect(home.homeStatistics.items.map((item) => [item.key, item.value])).toEqual([
      ['founded', 1979],
      ['experience', 46],
      ['factories', 2],
      ['area', 46_000],
      ['countries', 3],
      ['testingDevices', 14],
    ]);
  });

  it('answers five or six questions', () => {
    expect(homeFaqModule.homeFaq.items.length).toBeGreaterThanOrEqual(5);
    expect(homeFaqModule.homeFaq.items.length).toBeLessThanOrEqual(6);
    for (const item of homeFaqModule.homeFaq.items) {
      expect(item.question.en.endsWith('?')).toBe(true);
      expect(item.question.ar.endsWith('؟')).toBe(true);
    }
  });
});

describe('company pages', () => {
  it('has the four certificates', () => {
    expect(certificatesModule.certificates.map((certificate) => [certificate.id, certificate.image])).toEqual(
      ['water-networks', 'air-force-base', 'amman-water-network', 'national-poultry'].map((id) => [
        id,
        `/images/certificates/${id}.svg`,
      ]),
    );
  });

  it('has the six partner brands', () => {
    expect(partnersModule.partners.map((partner) => [partner.id, partner.name, partner.logo])).toEqual(
      [
        ['thermopipe', 'Thermopipe'],
        ['aquapipe', 'Aquapipe'],
        ['thermopex', 'Thermopex'],
        ['upvc', 'U.P.V.C'],
        ['cpvc', 'C.P.V.C'],
        ['ppr', 'PPR'],
      ].map(([id, name]) => [id, name, `/images/partners/${id}.svg`]),
    );
  });

  it('has the seven branches, filterable by country and sector', () => {
    const { branches, filterBranches, branchCountryFilters } = branchesModule;
    expect(branches.map((branch) => [branch.id, branch.category, branch.image])).toEqual(
      [
        ['main', 'saudi arabia'],
        ['yemen', 'yemen'],
        ['bahrain-factory', 'bahrain'],
        ['eastern', 'saudi arabia'],
        ['western', 'saudi arabia'],
        ['northern', 'saudi arabia'],
        ['southern', 'saudi arabia'],
      ].map(([id, category]) => [id, category, `/images/branches/${id}.webp`]),
    );
    expect(branches[0]?.sector).toBe('main branch');
    expect(branchCountryFilters.map((filter) => filter.key)).toEqual([
      'all',
      'saudi arabia',
      'yemen',
      'bahrain',
    ]);
    expect(filterBranches(branches, 'all')).toHaveLength(7);
    expect(filterBranches(branches, 'saudi arabia')).toHaveLength(5);
    expect(filterBranches(branches, 'all', 'main branch').map((branch) => branch.id)).toEqual(['main']);
    expect(filterBranches(branches, 'bahrain', 'industrial').map((branch) => branch.id)).toEqual([
      'bahrain-factory',
    ]);
  });

  it('has the milestones of the spec, in year order, and the future outlook', () => {
    const { milestones, milestoneImage, futureOutlook } = milestonesModule;
    expect(milestones.map((milestone) => milestone.year)).toEqual([
      1979, 1979, 1990, 1995, 2000, 2005, 2010, 2020,
    ]);
    expect(milestoneImage(0)).toBe('/images/history/1.svg');
    expect(futureOutlook.text.en.length).toBeGreaterThan(100);
  });

  it('has two managers with two-paragraph messages', () => {
    const { managers } = managersModule;
    expect(managers.map((manager) => manager.id)).toEqual(['chairman', 'general-manager']);
    for (const manager of managers) expect(manager.message).toHaveLength(2);
  });

  it('has the six catalogs with dates, versions and files', () => {
    const { catalogs } = catalogsModule;
    expect(catalogs.map((catalog) => catalog.id)).toEqual([
      'introduction',
      'pipes',
      'glue',
      'orange-pipes',
      'cpvc-pipes',
      'ppr-pipes',
    ]);
    for (const catalog of catalogs) {
      expect(catalog.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(catalog.datePublished))).toBe(false);
      expect(catalog.version).toMatch(/^v\d+\.\d+$/);
      expect(catalog.fileUrl).toBe(`/catalogs/${catalog.id}.pdf`);
      expect(catalog.coverImage).toBe(`/images/catalogs/${catalog.id}.webp`);
    }
  });

  it('has 14 distinct testing devices in rows of 4, 1, 4, 4, 1', () => {
    const { testingDevices, testingDeviceRows } = quality;
    expect(testingDevices).toHaveLength(14);
    expect(new Set(testingDevices.map((device) => device.id)).size).toBe(14);
    expect(testingDeviceRows.map((row) => row.length)).toEqual([4, 1, 4, 4, 1]);
    expect(testingDeviceRows.flat()).toEqual([...testingDevices]);
  });

  it('gives the about text 45+ years and 46,000 m²', () => {
    const [first, second] = about.aboutCompanyInfo.paragraphs;
    expect(first.en).toContain('more than 45 years');
    expect(second.en).toContain('46,000 m²');
    expect(about.visionAndMission.values).toHaveLength(3);
  });

  it('offers the five inquiry types', () => {
    expect(contact.inquiryTypes.map((type) => type.value)).toEqual([
      'product',
      'quote',
      'support',
      'partnership',
      'other',
    ]);
  });
});

describe('route metadata', () => {
  const { routeMetaTable, routeMeta, metaTitle, metaKeywords, documentTitle } = routeMetaModule;
  const entries = Object.values(routeMetaTable);

  it('covers every public page, and keeps the private ones out of search engines', () => {
    expect(Object.keys(routeMetaTable).sort()).toEqual(
      [
        '/',
        '/about',
        '/about/history',
        '/products',
        '/products/$productId',
        '/news',
        '/news/$newsId',
        '/branches',
        '/catalogs',
        '/quality',
        '/word-manager',
        '/contact',
        '/login',
        '/admin-forbidden',
        '/seo-verification',
        'notFound',
      ].sort(),
    );
    const noindex = entries.filter((meta) => meta.robots === 'noindex').map((meta) => meta.key);
    expect(noindex.sort()).toEqual(['/admin-forbidden', '/login', '/seo-verification', 'notFound'].sort());
  });

  it('keeps descriptions within 160 characters and trails starting at home', () => {
    for (const meta of entries) {
      expect(meta.description.en.length, meta.key).toBeLessThanOrEqual(160);
      expect(meta.description.ar.length, meta.key).toBeLessThanOrEqual(160);
      expect(meta.keywords.length, meta.key).toBeGreaterThan(0);
      expect(meta.breadcrumb[0]?.path, meta.key).toBe('/');
      if (meta.key.startsWith('/') && !meta.key.includes('$')) {
        expect(meta.breadcrumb.at(-1)?.path, meta.key).toBe(meta.key);
      }
    }
  });

  it('looks pages up by path', () => {
    expect(routeMeta('/').key).toBe('/');
    expect(routeMeta('/ar').key).toBe('/');
    expect(routeMeta('/ar/about/history/').key).toBe('/about/history');
    expect(routeMeta('/products?category=cpvc-pipes').key).toBe('/products');
    expect(routeMeta('/products/42').key).toBe('/products/$productId');
    expect(routeMeta('/no-such-page').key).toBe('notFound');
    expect(routeMeta('/no-such-page').robots).toBe('noindex');
  });

  it('suffixes titles with the site name', () => {
    expect(metaTitle(routeMeta('/products'), 'en')).toBe('Products | Example Pipes Co.');
    expect(metaTitle(routeMeta('/products'), 'ar')).toBe('المنتجات | شركة مثال للأنابيب');
    expect(metaKeywords(routeMeta('/products'), 'en')).toContain('CPVC pipes, ');
  });

  it('keeps a title within the 70 characters search results show: the page title alone when the suffix would not fit', () => {
    // 50 characters and the 20 of « | Example Pipes Co.»: 70, kept whole.
    const fifty = 'PPR Pipe PN20, Hot and Cold Water, 20 to 110 mm ab';
    expect(documentTitle(fifty, 'en')).toBe(`${fifty} | Example Pipes Co.`);
    expect(documentTitle(`${fifty}c`, 'en')).toBe(`${fifty}c`);
    // Longer than 70 on its own: cut after a whole word.
    const long = 'CPVC Fire Sprinkler Pipe, Orange, Listed for Wet Systems in Light and Ordinary Hazard';
    expect(documentTitle(long, 'en')).toBe(
      'CPVC Fire Sprinkler Pipe, Orange, Listed for Wet Systems in Light…',
    );
    // 55 characters and the 21 of « | شركة مثال للأنابيب»: the name alone.
    const arabic = 'مواسير بولي بروبيلين للمياه الساخنة والباردة ضغط 20 بار';
    expect(documentTitle(arabic, 'ar')).toBe(arabic);
    expect(documentTitle('مواسير بولي بروبيلين', 'ar')).toBe('مواسير بولي بروبيلين | شركة مثال للأنابيب');
  });
});

/**
 * What each of the six PDF catalogs holds, page by page, as HTML for Chromium to print: a cover
 * (title, version, date in both languages), a contents page, then the English set and the Arabic
 * set (right to left) of the same pages. Every page is one printed A4 page, so the page numbers in
 * the contents and the file's page count follow from the list of pages. The products are the
 * sample catalogue's (sample-content/catalogue.json) of each catalog's subject.
 */
import type { Language } from '../../src/api/language';
import { formatDate } from '../../src/components/ui/format';
import { aboutCompanyInfo, visionAndMission } from '../../src/content/about';
import type { Bilingual } from '../../src/content/bilingual';
import type { Catalog, CatalogId } from '../../src/content/catalogs';
import { categoryName } from '../../src/content/categories';
import { company } from '../../src/content/company';
import { loadSampleCatalogue } from '../../src/server/db/seed/sample-content';
import type { SeedProduct } from '../../src/server/db/seed/seed-product';

const sampleCatalogue = loadSampleCatalogue();

/** The sub-categories whose products each catalog shows; the company profile shows one of each plumbing line. */
const subjects: Record<CatalogId, readonly string[]> = {
  introduction: ['araib-cements', 'ppr-pipes', 'cpvc-pipes', 'upvc-pipes', 'orange-pipes'],
  pipes: ['upvc-pipes', 'ppr-pipes', 'cpvc-pipes', 'orange-pipes'],
  glue: ['araib-cements'],
  'orange-pipes': ['orange-pipes'],
  'cpvc-pipes': ['cpvc-pipes'],
  'ppr-pipes': ['ppr-pipes'],
};

function productsOf(id: CatalogId): SeedProduct[] {
  const ofCategory = (slug: string) => sampleCatalogue.filter((entry) => entry.product.category === slug);
  return id === 'introduction'
    ? subjects[id].flatMap((slug) => ofCategory(slug).slice(0, 1))
    : subjects[id].flatMap(ofCategory);
}

/** One printed page of a language's set. */
type ContentPage = { title: Bilingual; body: (language: Language) => string };

const labels = {
  contents: { en: 'Contents', ar: 'المحتويات' },
  english: { en: 'English', ar: 'الإنجليزية' },
  arabic: { en: 'Arabic', ar: 'العربية' },
  version: { en: 'Version', ar: 'الإصدار' },
  published: { en: 'Published', ar: 'تاريخ الإصدار' },
  page: { en: 'Page', ar: 'صفحة' },
  features: { en: 'Key features', ar: 'أبرز المزايا' },
  applications: { en: 'Applications', ar: 'الاستخدامات' },
  certifications: { en: 'Standards', ar: 'المواصفات القياسية' },
  specifications: { en: 'Specifications', ar: 'المواصفات الفنية' },
  values: { en: 'Our values', ar: 'قيمنا' },
  factories: { en: 'Our factories', ar: 'مصانعنا' },
} satisfies Record<string, Bilingual>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const list = (items: readonly string[] | undefined) =>
  items?.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';

function productPage(entry: SeedProduct, picture: string): ContentPage {
  const { product, arabic } = entry;
  const text = (language: Language) =>
    language === 'en'
      ? { ...product, specifications: product.specifications ?? [] }
      : { ...arabic, specifications: arabic.specifications ?? product.specifications ?? [] };
  return {
    title: { en: product.name, ar: arabic.name },
    body: (language) => {
      const t = text(language);
      const section = (label: Bilingual, html: string) =>
        html ? `<h3>${escapeHtml(label[language])}</h3>${html}` : '';
      const specs = t.specifications
        .map(
          (group) =>
            `<tr><th colspan="2">${escapeHtml(group.category)}</th></tr>${group.items
              .map((item) => `<tr><td>${escapeHtml(item.name)}</td><td>${escapeHtml(item.value)}</td></tr>`)
              .join('')}`,
        )
        .join('');
      return `
        <p class="badge">${escapeHtml(categoryName(product.category, language) ?? '')}</p>
        <h2>${escapeHtml(t.name)}</h2>
        <div class="lead"><img src="${picture}" alt=""><p>${escapeHtml(t.description)}</p></div>
        ${section(labels.features, list(t.features as string[] | undefined))}
        ${section(labels.applications, list(t.applications as string[] | undefined))}
        ${section(labels.certifications, list(t.certifications as string[] | undefined))}
        ${section(labels.specifications, specs ? `<table>${specs}</table>` : '')}`;
    },
  };
}

const companyPage: ContentPage = {
  title: aboutCompanyInfo.heading,
  body: (language) => `
    <h2>${escapeHtml(company.name[language])}</h2>
    <p class="tagline">${escapeHtml(company.tagline[language])}</p>
    ${aboutCompanyInfo.paragraphs.map((p) => `<p>${escapeHtml(p[language])}</p>`).join('')}
    <h3>${escapeHtml(visionAndMission.vision.title[language])}</h3>
    <p>${escapeHtml(visionAndMission.vision.text[language])}</p>
    <h3>${escapeHtml(labels.factories[language])}</h3>
    ${list(company.factories.map((f) => `${f.name[language]}: ${f.location[language]}`))}
    <h3>${escapeHtml(labels.values[language])}</h3>
    ${list(company.values.map((v) => `${v.title[language]}: ${v.text[language]}`))}`,
};

/** A product's picture as the page shows it (a small JPEG: the vector artwork is heavy in a PDF). */
type PictureOf = (entry: SeedProduct) => string;

function pagesOf(id: CatalogId, pictureOf: PictureOf = () => ''): ContentPage[] {
  const products = productsOf(id).map((entry) => productPage(entry, pictureOf(entry)));
  return id === 'introduction' ? [companyPage, ...products] : products;
}

/** Cover, contents, then each content page in English and again in Arabic. */
export function catalogPageCount(id: CatalogId): number {
  return 2 + 2 * pagesOf(id).length;
}

const styles = `
@page { size: A4; margin: 0; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; color: #0f172a; }
.page { width: 210mm; height: 297mm; padding: 16mm 16mm 20mm; position: relative; overflow: hidden; break-after: page; display: flex; flex-direction: column; }
.fit { flex: 1; overflow: hidden; font-size: 11pt; line-height: 1.45; }
.footer { position: absolute; bottom: 8mm; inset-inline: 16mm; display: flex; justify-content: space-between; font-size: 8.5pt; color: #64748b; border-top: 1px solid #cbd5e1; padding-top: 2mm; }
.cover { background: #0b2a4a; color: #fff; justify-content: center; text-align: center; }
.cover .brand { font-size: 14pt; letter-spacing: 0.05em; color: #fdba74; }
.cover h1 { font-size: 30pt; margin: 6mm 0 2mm; line-height: 1.2; }
.cover h1[lang=ar] { font-size: 28pt; }
.cover .bar { width: 40mm; height: 2mm; background: #f97316; margin: 10mm auto; border-radius: 1mm; }
.cover .meta { font-size: 12pt; color: #dbeafe; margin: 1mm 0; }
.cover .stripes { position: absolute; inset-inline: 0; bottom: 0; height: 30mm; background: repeating-linear-gradient(90deg, #1d4ed8 0 12mm, #f97316 12mm 16mm, #0b2a4a 16mm 20mm); opacity: 0.85; }
h2 { color: #0b2a4a; font-size: 18pt; margin: 1mm 0 3mm; line-height: 1.25; }
h3 { color: #1d4ed8; font-size: 11.5pt; margin: 4mm 0 1mm; }
p { margin: 0 0 2mm; }
ul { margin: 0; padding-inline-start: 6mm; }
.badge { display: inline-block; background: #ffedd5; color: #9a3412; border-radius: 3mm; padding: 0 3mm; font-size: 9pt; font-weight: 700; margin: 0; }
.lead { display: flex; gap: 5mm; align-items: flex-start; }
.lead img { width: 62mm; height: 46.5mm; border-radius: 2mm; flex: none; }
table { width: 100%; border-collapse: collapse; font-size: 0.9em; }
th { text-align: start; background: #eff6ff; color: #0b2a4a; padding: 1mm 2mm; }
td { border-bottom: 1px solid #e2e8f0; padding: 0.8mm 2mm; vertical-align: top; }
td:first-child { width: 40%; color: #475569; }
.tagline { font-weight: 700; color: #9a3412; }
.contents ol { list-style: none; padding: 0; margin: 0 0 6mm; }
.contents li { display: flex; gap: 2mm; border-bottom: 1px dotted #94a3b8; padding: 1mm 0; }
.contents li span:first-child { flex: 1; }
.contents .half { margin-bottom: 6mm; }
`;

function footer(catalog: Catalog, language: Language, pageNumber: number): string {
  return `<div class="footer" dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}"><span>${escapeHtml(
    `${company.name[language]} · ${catalog.title[language]} · ${catalog.version}`,
  )}</span><span>${labels.page[language]} ${pageNumber}</span></div>`;
}

/** The whole catalog as one HTML document, each `.page` one printed page. */
export function catalogHtml(catalog: Catalog, pictureOf: PictureOf): string {
  const pages = pagesOf(catalog.id, pictureOf);
  const firstOf: Record<Language, number> = { en: 3, ar: 3 + pages.length };
  const languageNames: Record<Language, Bilingual> = { en: labels.english, ar: labels.arabic };
  const contentsHalf = (language: Language) => `
    <div class="half" dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">
      <h2>${escapeHtml(labels.contents[language])}: ${escapeHtml(languageNames[language][language])}</h2>
      <ol>${pages
        .map(
          (page, index) =>
            `<li><span>${escapeHtml(page.title[language])}</span><span>${firstOf[language] + index}</span></li>`,
        )
        .join('')}</ol>
    </div>`;
  const cover = `
    <section class="page cover">
      <p class="brand">${escapeHtml(company.name.en)} · <span lang="ar" dir="rtl">${escapeHtml(company.name.ar)}</span></p>
      <h1 lang="en">${escapeHtml(catalog.title.en)}</h1>
      <h1 lang="ar" dir="rtl">${escapeHtml(catalog.title.ar)}</h1>
      <div class="bar"></div>
      <p class="meta">${labels.version.en} ${catalog.version} · ${labels.published.en} ${formatDate('en', catalog.datePublished)}</p>
      <p class="meta" dir="rtl" lang="ar">${labels.version.ar} ${catalog.version} · ${labels.published.ar} ${formatDate('ar', catalog.datePublished)}</p>
      <div class="stripes"></div>
    </section>`;
  const contents = `
    <section class="page contents"><div class="fit">${contentsHalf('en')}${contentsHalf('ar')}</div>${footer(catalog, 'en', 2)}</section>`;
  const set = (language: Language) =>
    pages
      .map(
        (page, index) => `
    <section class="page" dir="${language === 'ar' ? 'rtl' : 'ltr'}" lang="${language}">
      <div class="fit">${page.body(language)}</div>${footer(catalog, language, firstOf[language] + index)}
    </section>`,
      )
      .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(catalog.title.en)}</title>
<style>${styles}</style></head>
<body>${cover}${contents}${set('en')}${set('ar')}</body></html>`;
}

/**
 * The verification tool's words for what the checks and the scores name by identifier: each
 * check's label, what a failure of it means, and what to do about it.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CheckId, CheckResult } from '../../api/seo';
import type { FieldVital } from '../../api/vital-histograms';
import type { Band } from '../../seo/scores';

/** The checks of a fetched page as the table's columns, in order (after whether it was fetched). */
export const checkColumns: readonly Exclude<CheckId, 'fetch'>[] = [
  'title',
  'description',
  'canonical',
  'hreflang',
  'ogImage',
  'structuredData',
  'h1',
  'imageAlt',
  'robots',
];

export const checkLabels: Record<CheckId, MessageDescriptor> = {
  fetch: msg`Page fetched`,
  title: msg`Title`,
  description: msg`Description`,
  canonical: msg`Canonical link`,
  hreflang: msg`Language links`,
  ogImage: msg`Share image`,
  structuredData: msg`Structured data`,
  h1: msg`One main heading`,
  imageAlt: msg`Image descriptions`,
  robots: msg`Indexing rule`,
};

/** What a failed check found, with the values it names. */
export function failureDescriptor(check: CheckResult): MessageDescriptor {
  const {
    reason,
    status = '',
    length = 0,
    min = '',
    max = '',
    found = '',
    expected = '',
    wrong = '',
    invalid = 0,
    missing = '',
    count = 0,
    images = 0,
  } = check.values ?? {};
  switch (check.id) {
    case 'fetch':
      if (reason === 'timeout') return msg`The page did not arrive in time.`;
      if (status !== '') return msg`The server answered with status ${status}.`;
      return msg`The page could not be fetched: no answer from the server.`;
    case 'title':
      return length === 0
        ? msg`The page has no title.`
        : msg`The title has ${length} characters; between ${min} and ${max} read well in search results.`;
    case 'description':
      return length === 0
        ? msg`The page has no meta description.`
        : msg`The description has ${length} characters; between ${min} and ${max} read well in search results.`;
    case 'canonical':
      return found === ''
        ? msg`The page has no canonical link.`
        : msg`The canonical link points to ${found} instead of ${expected}.`;
    case 'hreflang':
      return msg`These language links are missing or point elsewhere: ${wrong}.`;
    case 'ogImage':
      return msg`The page names no share image for link previews.`;
    case 'structuredData':
      return invalid
        ? msg`${invalid} structured data blocks cannot be read.`
        : msg`Structured data missing: ${missing}.`;
    case 'h1':
      return msg`The page has ${count} main headings (h1) instead of one.`;
    case 'imageAlt':
      return msg`${missing} of ${images} images have no alt text.`;
    case 'robots':
      return expected === 'noindex'
        ? msg`The page lets search engines index it, but it should not be indexed.`
        : msg`The page asks search engines not to index it.`;
  }
}

export const checkAdvice: Record<CheckId, MessageDescriptor> = {
  fetch: msg`Make sure every page answers quickly and with the right status; a page that cannot be fetched cannot be found.`,
  title: msg`Give each page its own title of 10 to 70 characters, naming what the page offers.`,
  description: msg`Write a meta description of 50 to 160 characters for each page: it is the text under the link in search results.`,
  canonical: msg`Give each page a canonical link to its own address, so search engines count one address per page.`,
  hreflang: msg`Link each page to its English and Arabic versions (and the English one as the default), so each searcher gets their language.`,
  ogImage: msg`Name a share image (og:image) so links shared on WhatsApp and social media show a picture.`,
  structuredData: msg`Fix the structured data blocks so search engines can read the company, the breadcrumb and the products.`,
  h1: msg`Use exactly one main heading (h1) per page, saying what the page is about.`,
  imageAlt: msg`Give every image an alt attribute: a short description, or empty for a decorative one.`,
  robots: msg`Let search engines index the public pages, and keep the not-found page and the tools out of their index.`,
};

export const vitalAdvice: Record<FieldVital, MessageDescriptor> = {
  lcp: msg`The largest content appears late: make the hero image or video smaller, or load it sooner.`,
  cls: msg`Content moves while the page loads: reserve the space of images, banners and fonts.`,
  inp: msg`The page answers taps slowly: lighten the work done on each interaction.`,
  ttfb: msg`The server answers slowly: check its load, caching and distance from visitors.`,
  fcp: msg`The first content appears late: send less before it, such as scripts and fonts.`,
};

export const bandLabels: Record<Band, MessageDescriptor> = {
  excellent: msg`Excellent`,
  good: msg`Good`,
  fair: msg`Fair`,
  poor: msg`Poor`,
};

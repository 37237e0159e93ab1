/**
 * News items the news walks and machine tests pass around, shaped as the admin's list returns them
 * (the public list's items are the same without the Arabic and its status).
 */
import type { AdminNewsItem, NewsItem } from '../../src/api/news';

/** A picture that is shown on the home page, translated. */
export const branchNews: AdminNewsItem = {
  id: 1,
  title: 'New branch in Dammam',
  description: 'Our eleventh branch opens its doors to contractors.',
  alt_text: 'The new branch from the street',
  language: 'en',
  media_type: 'image',
  image_path: '/media/news/branch.jpg',
  image_variants: [],
  video_path: null,
  poster_path: null,
  active: true,
  created_at: '2026-03-01T09:30:00.000Z',
  published_at: '2026-03-01T09:30:00.000Z',
  arabic: {
    title: 'فرع جديد في الدمام',
    description: 'يفتح فرعنا الحادي عشر أبوابه للمقاولين.',
    alt_text: 'الفرع الجديد من الشارع',
  },
  translation_status: 'current',
  status: 'published',
  publish_at: null,
};

/** A video that is not shown yet, a draft, without alt text or Arabic. */
export const lineNews: AdminNewsItem = {
  id: 2,
  title: 'Production line tour',
  description: '',
  alt_text: '',
  language: 'en',
  media_type: 'video',
  image_path: null,
  image_variants: [],
  video_path: '/media/news/line.mp4',
  poster_path: '/media/news/line.jpg',
  active: false,
  created_at: '2026-02-14T16:05:00.000Z',
  published_at: '2026-02-14T16:05:00.000Z',
  arabic: null,
  translation_status: 'missing',
  status: 'draft',
  publish_at: null,
};

/** The picture shown on the home page, as an Arabic page has it once translated. */
export const arabicBranchNews: NewsItem = { ...branchNews, ...branchNews.arabic, language: 'ar' };

/** More pictures for the home carousel. */
export const fairNews: AdminNewsItem = {
  ...branchNews,
  id: 3,
  title: 'At the Big 5 trade fair',
  description: 'Visit us in hall 4.',
  alt_text: '',
  image_path: '/media/news/fair.jpg',
};

export const certificateNews: AdminNewsItem = {
  ...branchNews,
  id: 4,
  title: 'Certificate renewed',
  description: '',
  alt_text: 'The renewed certificate',
  image_path: '/media/news/certificate.jpg',
};

/** The one item of the second page: the oldest, its Arabic older than its English, scheduled. */
export const oldestNews: AdminNewsItem = {
  ...branchNews,
  id: 51,
  title: 'Quality certificate renewed',
  description: 'ISO 9001 again, for three more years.',
  alt_text: 'The certificate',
  image_path: '/media/news/certificate.jpg',
  created_at: '2025-11-02T08:00:00.000Z',
  published_at: '2025-11-02T08:00:00.000Z',
  translation_status: 'outdated',
  status: 'scheduled',
  publish_at: '2026-12-01T06:00:00.000Z',
};

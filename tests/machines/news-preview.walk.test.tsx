import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { NewsPreviewPage } from '../../src/components/admin/news-preview-page';
import { draftArticle, newsPreviewModel } from './models/news-preview.model';
import { walksThePreview } from './preview-walk';

describe('the preview of a news item', () => {
  walksThePreview({
    model: newsPreviewModel,
    Page: NewsPreviewPage,
    route: '/admin/news/preview/$id',
    api: '/api/admin/news',
    item: draftArticle,
    note: 'Preview: this is how the news item’s page looks to visitors once it is published and shown.',
    missing: 'News item not found',
    failed: 'Failed to fetch news items',
    // The item as its public page shows it: its title, picture, date, text and the older item.
    expectShown: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Price list 2027');
      expect(screen.getByText(draftArticle.description)).toBeVisible();
      expect(screen.getByRole('img', { name: draftArticle.alt_text })).toBeInTheDocument();
      expect(document.querySelector('time')).toHaveAttribute('dateTime', draftArticle.created_at);
      expect(screen.getByRole('link', { name: /New branch in Dammam/ })).toHaveAttribute('href', '/news/1');
    },
  });
});

import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { ProductPreviewPage } from '../../src/components/admin/product-preview-page';
import { draftProduct, productPreviewModel } from './models/product-preview.model';
import { walksThePreview } from './preview-walk';

describe('the preview of a product', () => {
  walksThePreview({
    model: productPreviewModel,
    Page: ProductPreviewPage,
    route: '/admin/products/preview/$id',
    api: '/api/admin/products',
    item: draftProduct,
    note: 'Preview: this is how the product’s page looks to visitors once it is published.',
    missing: 'Product not found',
    failed: 'Failed to load products',
    // The product as its public page shows it: its name, picture, description and features.
    expectShown: () => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PPR Pipe PN25 Stabi');
      expect(screen.getByText(draftProduct.description)).toBeVisible();
      expect(screen.getByText('Aluminium layer limits expansion')).toBeVisible();
      expect(screen.getByRole('img', { name: 'PPR Pipe PN25 Stabi' })).toBeInTheDocument();
    },
  });
});

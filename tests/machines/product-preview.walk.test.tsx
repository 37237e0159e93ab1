import { useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { PreviewInput } from '../../machines/item-preview.machine';
import type { ApiError } from '../../src/api/errors';
import { positiveIdOf } from '../../src/api/ids';
import { ProductPreviewPage } from '../../src/components/admin/product-preview-page';
import { draftProduct, productPreviewModel } from './models/product-preview.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

/** The preview route as the portal declares it: the id from the address. */
function PreviewRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <ProductPreviewPage id={positiveIdOf(id)} />;
}

const inputOf = (step: Step) => step.input as PreviewInput;
const request = (step: Step) => `GET /api/admin/products/${inputOf(step).id}?lang=en` as const;
const note = 'Preview: this is how the product’s page looks to visitors once it is published.';
const tryAgain = () => screen.queryByRole('button', { name: 'Try again' });

/** Every state: the note saying it is a preview; one read, and one more per try-again. */
function expectPreview({ http }: AppScreen, step: Step, { waiting }: { waiting: boolean }) {
  expect(screen.getByRole('note')).toHaveTextContent(note);
  const asked =
    inputOf(step).id === null ? 0 : 1 + step.performed.filter((e) => e.type === 'retry.requested').length;
  expect(http.sent.map((r) => `${r.method} ${r.url}`)).toEqual(Array(asked).fill(request(step)));
  expect(http.pending()).toHaveLength(waiting ? 1 : 0);
}

const nothingElse = () => {
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  expect(screen.queryByText('Product not found')).toBeNull();
};

describe('the preview of a product', () => {
  itWalksTheScreen<AppScreen>({
    model: productPreviewModel,
    everyVariant: true,
    timeout: 60_000,
    render: (path, inspect) => {
      const { id } = path.input as PreviewInput;
      return renderScreen({
        url: `/admin/products/preview/${id ?? 'abc'}`,
        routes: { '/admin/products/preview/$id': PreviewRoute },
        inspect,
      });
    },
    drivers: {
      'retry.requested': async ({ user }) => {
        const button = tryAgain();
        if (!button) throw new Error('No try-again button');
        await user.click(button);
      },
      'xstate.done.actor.fetchPreview': ({ http }, _event, step) =>
        http.answer(request(step), 200, draftProduct),
      'xstate.error.actor.fetchPreview': ({ http }, event, step) => {
        const { error } = event as EventObject & { error: ApiError };
        if (error.kind === 'noResponse') return http.fail(request(step));
        return http.answer(request(step), error.status ?? 500, {
          success: false,
          message: 'Product not found',
        });
      },
    },
    checks: {
      // The product as its public page shows it: its name, picture, description and features.
      shown: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PPR Pipe PN25 Stabi');
        expect(screen.getByText(draftProduct.description)).toBeVisible();
        expect(screen.getByText('Aluminium layer limits expansion')).toBeVisible();
        expect(screen.getByRole('img', { name: 'PPR Pipe PN25 Stabi' })).toBeInTheDocument();
        expect(tryAgain()).toBeNull();
      },
      missing: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expect(screen.getByText('Product not found')).toBeVisible();
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        expect(tryAgain()).toBeNull();
      },
      failed: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expect(screen.getByText('Failed to load products')).toBeVisible();
        expect(tryAgain()).toBeEnabled();
        nothingElse();
      },
      loading: (app, step) => {
        expectPreview(app, step, { waiting: true });
        expect(screen.getByText('Loading…')).toBeInTheDocument();
        nothingElse();
      },
    },
  });
});

/**
 * The portal's preview pages (a news item's, a product's): every state of the shared preview flow
 * walked on each real screen, with the note saying it is a preview, one read and one more per
 * try-again, and what each kind of item shows once read.
 */
import { useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect } from 'vitest';
import type { EventObject } from 'xstate';
import type { PreviewInput } from '../../machines/item-preview.machine';
import type { ApiError } from '../../src/api/errors';
import { positiveIdOf } from '../../src/api/ids';
import { NewsPreviewPage } from '../../src/components/admin/news-preview-page';
import { ProductPreviewPage } from '../../src/components/admin/product-preview-page';
import type { MachineModel } from './model';
import {
  draftArticle,
  draftProduct,
  newsPreviewModel,
  productPreviewModel,
} from './models/item-preview.model';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

interface PreviewWalk {
  model: MachineModel;
  /** The page as its route renders it. */
  Page: ComponentType<{ id: number | null }>;
  /** The route, e.g. `/admin/news/preview/$id`, and the read, e.g. `/api/admin/news`. */
  route: string;
  api: string;
  /** What the item's read answers when it succeeds. */
  item: unknown;
  note: string;
  missing: string;
  failed: string;
  /** What the item's page shows once read, besides the frame. */
  expectShown: () => void;
}

/** The preview route as the portal declares it: the id from the address. */
function PreviewRoute({ Page }: { Page: PreviewWalk['Page'] }) {
  const { id } = useParams({ strict: false }) as { id: string };
  return <Page id={positiveIdOf(id)} />;
}

function walksThePreview({ model, Page, route, api, item, note, missing, failed, expectShown }: PreviewWalk) {
  const inputOf = (step: Step) => step.input as PreviewInput;
  const request = (step: Step) => `GET ${api}/${inputOf(step).id}?lang=en` as const;
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
    expect(screen.queryByText(missing)).toBeNull();
  };

  itWalksTheScreen<AppScreen>({
    model,
    everyVariant: true,
    timeout: 60_000,
    render: (path, inspect) => {
      const { id } = path.input as PreviewInput;
      return renderScreen({
        url: route.replace('$id', String(id ?? 'abc')),
        routes: { [route]: () => <PreviewRoute Page={Page} /> },
        inspect,
      });
    },
    drivers: {
      'retry.requested': async ({ user }) => {
        const button = tryAgain();
        if (!button) throw new Error('No try-again button');
        await user.click(button);
      },
      'xstate.done.actor.fetchPreview': ({ http }, _event, step) => http.answer(request(step), 200, item),
      'xstate.error.actor.fetchPreview': ({ http }, event, step) => {
        const { error } = event as EventObject & { error: ApiError };
        if (error.kind === 'noResponse') return http.fail(request(step));
        return http.answer(request(step), error.status ?? 500, { success: false, message: missing });
      },
    },
    checks: {
      shown: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expectShown();
        expect(tryAgain()).toBeNull();
      },
      missing: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expect(screen.getByText(missing)).toBeVisible();
        expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
        expect(tryAgain()).toBeNull();
      },
      failed: (app, step) => {
        expectPreview(app, step, { waiting: false });
        expect(screen.getByText(failed)).toBeVisible();
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
}

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
      expect(document.querySelector('time')).toHaveAttribute('dateTime', draftArticle.published_at);
      expect(screen.getByRole('link', { name: /New branch in Dammam/ })).toHaveAttribute('href', '/news/1');
    },
  });
});

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

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PageHero } from '../../src/components/layout/page-hero';
import { RootActorsProvider } from '../../src/root-actors';

function renderWithin(node: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: node }),
    history: createMemoryHistory({ initialEntries: ['/branches'] }),
  });
  return render(
    // biome-ignore lint/suspicious/noExplicitAny: a bare test router stands in for the app's
    <RootActorsProvider router={router as any}>
      <RouterProvider router={router} />
    </RootActorsProvider>,
  );
}

const breadcrumb = [
  { name: { en: 'Home', ar: 'الرئيسية' }, path: '/' },
  { name: { en: 'Branches', ar: 'الفروع' }, path: '/branches' },
];

/** Renders one visit and waits for its hero image to settle on the expected zoom direction. */
async function expectZoomOfAVisit(expected: 'in' | 'out', alternate?: string) {
  const view = renderWithin(() => (
    <PageHero
      title="Branches"
      breadcrumb={breadcrumb}
      image="/images/placeholder.svg"
      alternateZoomFor={alternate}
    />
  ));
  await screen.findByRole('heading', { name: 'Branches' });
  // The direction is read from session storage in an effect, which may land after the first paint.
  await waitFor(() => {
    expect(view.container.querySelector('img')).toHaveAttribute('data-zoom', expected);
    if (alternate) expect(window.sessionStorage.getItem(`hero-zoom:${alternate}`)).toBe(expected);
  });
  view.unmount();
}

describe('page heroes', () => {
  it('shows the breadcrumb with links up the trail and the current page last', async () => {
    renderWithin(() => <PageHero title="Branches" breadcrumb={breadcrumb} image="/images/placeholder.svg" />);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(trail.querySelector('a')).toHaveAttribute('href', '/');
    expect(trail.querySelector('[aria-current="page"]')).toHaveTextContent('Branches');
  });

  it('alternates the zoom direction on each visit within the session, on the pages that ask for it', async () => {
    window.sessionStorage.clear();
    await expectZoomOfAVisit('in', 'branches');
    await expectZoomOfAVisit('out', 'branches');
    await expectZoomOfAVisit('in', 'branches');
    await expectZoomOfAVisit('in');
    await expectZoomOfAVisit('in');
  });
});

import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
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

async function zoomOfAVisit(alternate?: string) {
  const view = renderWithin(() => (
    <PageHero
      title="Branches"
      breadcrumb={breadcrumb}
      image="/images/placeholder.svg"
      alternateZoomFor={alternate}
    />
  ));
  await screen.findByRole('heading', { name: 'Branches' });
  const zoom = view.container.querySelector('img')?.getAttribute('data-zoom');
  view.unmount();
  return zoom;
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
    expect(await zoomOfAVisit('branches')).toBe('in');
    expect(await zoomOfAVisit('branches')).toBe('out');
    expect(await zoomOfAVisit('branches')).toBe('in');
    expect(await zoomOfAVisit()).toBe('in');
    expect(await zoomOfAVisit()).toBe('in');
  });
});

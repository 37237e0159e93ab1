import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProductTab } from '../../machines/product-form';
import { ArabicFields, LanguageTabs, ListArea } from '../../src/components/admin/product-fields';
import { RootActorsProvider } from '../../src/root-actors';

function renderWithin(node: () => ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: node }),
    history: createMemoryHistory({ initialEntries: ['/admin/products/create'] }),
  });
  return render(
    // biome-ignore lint/suspicious/noExplicitAny: a bare test router stands in for the app's
    <RootActorsProvider router={router as any}>
      <RouterProvider router={router} />
    </RootActorsProvider>,
  );
}

function Tabs({ errors = { english: false, arabic: false } }: { errors?: Record<ProductTab, boolean> }) {
  const [tab, setTab] = useState<ProductTab>('english');
  return (
    <LanguageTabs
      label="Language of the product text"
      tab={tab}
      onSelect={setTab}
      errors={errors}
      english={<p>English fields</p>}
      arabic={(returnToEnglish) => (
        <>
          <p>Arabic fields</p>
          <button type="button" onClick={returnToEnglish}>
            Return to English Tab
          </button>
        </>
      )}
    />
  );
}

function Features({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ListArea
      label="Features"
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const empty = { name: '', description: '', features: [], applications: [], certifications: [] };

describe('the product form', () => {
  it('returning from the Arabic tab selects the English tab and gives it focus', async () => {
    const user = userEvent.setup();
    renderWithin(() => <Tabs />);
    await user.click(await screen.findByRole('tab', { name: 'Arabic' }));
    await user.click(screen.getByRole('button', { name: 'Return to English Tab' }));
    const english = screen.getByRole('tab', { name: 'English' });
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(english).toHaveFocus();
  });

  it('offers English and Arabic as a tablist the arrow keys, Home and End move through', async () => {
    const user = userEvent.setup();
    renderWithin(() => <Tabs />);
    const english = await screen.findByRole('tab', { name: 'English' });
    const arabic = screen.getByRole('tab', { name: 'Arabic' });
    expect(english).toHaveAttribute('aria-selected', 'true');
    expect(arabic).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'English' })).toHaveTextContent('English fields');

    english.focus();
    await user.keyboard('{ArrowRight}');
    expect(arabic).toHaveAttribute('aria-selected', 'true');
    expect(arabic).toHaveFocus();
    const panel = screen.getByRole('tabpanel', { name: 'Arabic' });
    expect(panel).toHaveAttribute('dir', 'rtl');
    expect(panel).toHaveAttribute('lang', 'ar');
    expect(screen.queryByText('English fields')).not.toBeVisible();

    await user.keyboard('{Home}');
    expect(english).toHaveFocus();
    await user.keyboard('{End}');
    expect(arabic).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(english).toHaveAttribute('aria-selected', 'true');
  });

  it('marks the tab that holds errors', async () => {
    renderWithin(() => <Tabs errors={{ english: false, arabic: true }} />);
    expect(await screen.findByRole('tab', { name: /^Arabic\s*\(has errors\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();
  });

  it('edits a list one item a line, keeping what is typed until submit trims it', async () => {
    const user = userEvent.setup();
    const changes = vi.fn<(value: string[]) => void>();
    renderWithin(() => <Features onChange={changes} />);
    const area = await screen.findByRole('textbox', { name: 'Features' });
    expect(area).toHaveAccessibleDescription('One item per line');
    await user.type(area, 'Corrosion resistant{Enter} UV stabilised');
    expect(changes).toHaveBeenLastCalledWith(['Corrosion resistant', ' UV stabilised']);
  });

  it('shows the English source beside each Arabic field, and the way back to the English tab', async () => {
    const user = userEvent.setup();
    const onReturn = vi.fn();
    const onChange = vi.fn();
    renderWithin(() => (
      <ArabicFields
        values={{ ...empty, name: 'أنبوب' }}
        source={{ ...empty, name: 'CPVC Pipe', features: ['Corrosion resistant', ' ', 'Hot water'] }}
        errors={{ description: 'descriptionMin' }}
        disabled={false}
        onChange={onChange}
        onReturn={onReturn}
      />
    ));
    expect(await screen.findByRole('textbox', { name: 'Arabic name' })).toHaveValue('أنبوب');
    expect(screen.getByText('CPVC Pipe')).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Corrosion resistant',
      'Hot water',
    ]);
    expect(screen.getByRole('textbox', { name: 'Arabic description' })).toHaveAccessibleDescription(
      'Description must be at least 10 characters',
    );
    await user.type(screen.getByRole('textbox', { name: 'Arabic name' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith({ field: 'name', value: 'أنبوبx' });
    await user.click(screen.getByRole('button', { name: 'Return to English Tab' }));
    expect(onReturn).toHaveBeenCalledOnce();
  });
});

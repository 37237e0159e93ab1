import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app';
import { homeHero } from '../../src/content/home';

const englishHeading = homeHero.title.en;
const arabicHeading = homeHero.title.ar;

async function openAt(path: string) {
  window.history.replaceState(null, '', path);
  render(<App origin="http://localhost" />);
  return screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
}

describe('the home page in two languages', () => {
  it('renders English at / with the document left-to-right', async () => {
    expect(await openAt('/')).toHaveTextContent(englishHeading);
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('renders Arabic at /ar, right-to-left, even when English was chosen before', async () => {
    window.localStorage.setItem('language', 'en');
    expect(await openAt('/ar')).toHaveTextContent(arabicHeading);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.body).toHaveClass('rtl');
  });

  it('switches to Arabic from the navbar: stores the choice, mirrors the page and moves to /ar', async () => {
    await openAt('/');
    await userEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(arabicHeading);
    expect(window.localStorage.getItem('language')).toBe('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(window.location.pathname).toBe('/ar');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the not-found page in the stored language, since its URL names none', async () => {
    window.localStorage.setItem('language', 'ar');
    await openAt('/no-such-page');
    expect(await screen.findByText('عذرًا! الصفحة غير موجودة')).toBeInTheDocument();
  });

  it('shows the not-found page in Arabic for an Arabic browser with no stored choice', async () => {
    const spy = vi.spyOn(window.navigator, 'language', 'get').mockReturnValue('ar-SA');
    await openAt('/no-such-page');
    expect(await screen.findByText('عذرًا! الصفحة غير موجودة')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('brings an English page back to Arabic after the visitor chose Arabic', async () => {
    await openAt('/ar');
    await act(async () => {
      window.history.pushState(null, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(arabicHeading);
    expect(window.location.pathname).toBe('/ar');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SteadyButton } from '../../src/components/ui/steady-button';

/** The button with focus, then disabled while its work runs, as the pages render it. */
function focusedThenDisabled() {
  const view = render(<SteadyButton>Refresh</SteadyButton>);
  const button = screen.getByRole('button', { name: 'Refresh' });
  button.focus();
  view.rerender(<SteadyButton disabled>Refresh</SteadyButton>);
  return { view, button };
}

describe('a button disabled while its work runs', () => {
  it('takes focus back when enabled, where the browser leaves focus on the disabled button', () => {
    const { view, button } = focusedThenDisabled();
    view.rerender(<SteadyButton>Refresh</SteadyButton>);
    expect(button).toHaveFocus();
  });

  it('takes focus back when enabled, where the browser takes focus away as it is disabled (Chromium)', () => {
    const view = render(<SteadyButton>Refresh</SteadyButton>);
    const button = screen.getByRole('button', { name: 'Refresh' });
    button.focus();
    // Chromium blurs a focused button the moment it is disabled, before the page's effects run
    // (jsdom's own blur() ignores a disabled button: focus passes through a passing field instead).
    const setAttribute = button.setAttribute.bind(button);
    button.setAttribute = (name: string, value: string) => {
      setAttribute(name, value);
      if (name !== 'disabled') return;
      const passing = document.body.appendChild(document.createElement('input'));
      passing.focus();
      passing.remove();
    };
    view.rerender(<SteadyButton disabled>Refresh</SteadyButton>);
    expect(button).not.toHaveFocus();
    view.rerender(<SteadyButton>Refresh</SteadyButton>);
    expect(button).toHaveFocus();
  });

  it('leaves focus where the person put it meanwhile', () => {
    const { view } = focusedThenDisabled();
    render(<input aria-label="Elsewhere" />);
    screen.getByLabelText('Elsewhere').focus();
    view.rerender(<SteadyButton>Refresh</SteadyButton>);
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });
});

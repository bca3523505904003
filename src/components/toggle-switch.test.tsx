// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToggleSwitch } from './toggle-switch';

describe('ToggleSwitch', () => {
  it('is a switch named by its label, described by its description, that reports the new state', () => {
    const onChange = vi.fn();
    render(
      <ToggleSwitch
        label="Compare"
        description="With the period before"
        checked={false}
        onChange={onChange}
      />,
    );
    const control = screen.getByRole('switch', { name: 'Compare' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('With the period before');
    fireEvent.click(screen.getByText('Compare'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('toggles with Space, and says off when checked', async () => {
    const onChange = vi.fn();
    render(<ToggleSwitch label="Data labels" checked onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Data labels' });
    expect(control).toBeChecked();
    expect(control).not.toHaveAttribute('aria-describedby');
    control.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(false);
  });
});

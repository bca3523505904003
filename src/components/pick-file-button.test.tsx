// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { PickFileButton } from './pick-file-button';

describe('PickFileButton', () => {
  it('opens the file picker from its button and hands over the chosen file, the same one again too', async () => {
    const onPick = vi.fn();
    const { container } = await renderWithProviders(
      <PickFileButton accept="application/json,.json" onPick={onPick}>
        Import JSON
      </PickFileButton>,
    );
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'application/json,.json');
    const opened = vi.spyOn(input, 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Import JSON' }));
    expect(opened).toHaveBeenCalledTimes(1);

    const file = new File(['{}'], 'views.json', { type: 'application/json' });
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledWith(file);
    // Cleared after each pick: the browser reports the same file as a change again.
    expect(input.value).toBe('');
    await userEvent.upload(input, file);
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('hands over nothing when the picker is closed without a file', async () => {
    const onPick = vi.fn();
    const { container } = await renderWithProviders(
      <PickFileButton accept="image/png" onPick={onPick}>
        Add logo
      </PickFileButton>,
    );
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files: [] } });
    expect(onPick).not.toHaveBeenCalled();
  });
});

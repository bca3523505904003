// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { FileMenu } from './file-menu';

const choose = async (label: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label, hidden: true }));
  await act(async () => {});
};

describe('FileMenu', () => {
  it('makes the chosen file, busy until it is made', async () => {
    let finish = () => {};
    const png = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const csv = vi.fn();
    await renderWithProviders(
      <FileMenu
        choices={[
          { label: 'PNG image', save: png },
          { label: 'CSV', save: csv },
        ]}
      />,
    );
    await choose('PNG image');
    expect(png).toHaveBeenCalledOnce();
    expect(csv).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute('data-loading', 'true');
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Export' })).not.toHaveAttribute('data-loading');
  });

  it('says why a file could not be made', async () => {
    await renderWithProviders(
      <FileMenu
        choices={[
          {
            label: 'SVG',
            save: () => {
              throw new Error('The map has no places to draw');
            },
          },
        ]}
      />,
    );
    await choose('SVG');
    expect(await screen.findByText('Export failed')).toBeInTheDocument();
    expect(screen.getByText('The map has no places to draw')).toBeInTheDocument();
  });

  it('is disabled when there is nothing to export', async () => {
    await renderWithProviders(<FileMenu disabled choices={[{ label: 'CSV', save: () => {} }]} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });
});

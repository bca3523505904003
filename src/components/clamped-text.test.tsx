// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ClampedText } from './clamped-text';

const show = (text: string) =>
  render(
    <MantineProvider>
      <ClampedText lines={2} showLabel="Show full summary" hideLabel="Show less">
        {text}
      </ClampedText>
    </MantineProvider>,
  );
const heights = (scroll: number, client: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(client);
};

describe('ClampedText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers no toggle when the text fits its lines', () => {
    heights(40, 40);
    show('Short.');
    expect(screen.getByText('Short.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('cuts longer text to its lines and opens and closes it', () => {
    heights(120, 40);
    show('A long summary.');
    const text = screen.getByText('A long summary.');
    expect(text.style.webkitLineClamp).toBe('2');
    const toggle = screen.getByRole('button', { name: 'Show full summary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text.className).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getByRole('button', { name: 'Show full summary' })).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('commits the fallback first, then the children in a render of their own', async () => {
    let firstCommit = '';
    const { container } = render(
      <AfterFirstPaint fallback={<p>place</p>}>
        <p>controls</p>
      </AfterFirstPaint>,
      {
        // Read what the first commit put on screen, before the transition renders the rest.
        wrapper: ({ children }) => (
          <div ref={(el) => void (el && !firstCommit && (firstCommit = el.textContent ?? ''))}>
            {children}
          </div>
        ),
      },
    );
    expect(firstCommit).toBe('place');
    await act(async () => {});
    expect(screen.getByText('controls')).toBeInTheDocument();
    expect(container.textContent).not.toContain('place');
  });
});

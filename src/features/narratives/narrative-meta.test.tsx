// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { NarrativeSummary } from './narrative-meta';

describe('NarrativeSummary', () => {
  it('says the summary counts every mention, not the window the figures beside it count', () => {
    render(
      <MantineProvider>
        <NarrativeSummary summary="629 mentions discuss tariffs, peaking on 2026-06-09." lines={2} />
      </MantineProvider>,
    );
    const summary = screen.getByTestId('narrative-summary');
    expect(summary).toHaveTextContent(
      'All-time summary (every mention, not only this window): 629 mentions discuss tariffs',
    );
  });
});

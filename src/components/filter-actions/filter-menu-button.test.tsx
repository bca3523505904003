// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { filtersToQuery, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { theme } from '@/theme';
import type { FilterChoice } from './filter-choice';
import { FilterMenuButton } from './filter-menu-button';

/** The shared menu: loaded on the first press, "out" acting where the API can say it, explained where not. */
function setup(choice: FilterChoice) {
  const onFilter = vi.fn<(update: (f: MentionFilterSearch) => MentionFilterSearch) => void>();
  render(
    <MantineProvider theme={theme}>
      <FilterMenuButton choices={() => [choice]} onFilter={onFilter} label={`Filter by ${choice.label}`} />
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `Filter by ${choice.label}` }));
  // Mantine's dropdown may stay at display: none under jsdom: the items are found, not seen.
  const item = (name: string) => screen.findByRole('menuitem', { name, hidden: true });
  const applied = () => filtersToQuery(onFilter.mock.calls.at(-1)![0]({} as MentionFilterSearch));
  return { onFilter, item, applied };
}

describe('FilterMenuButton', () => {
  it('filters a channel out by its complement', async () => {
    const s = setup({ key: 'channels', value: 'news', label: 'News' });
    fireEvent.click(await s.item('Filter out this channel'));
    expect(s.onFilter).toHaveBeenCalledTimes(1);
    expect(s.applied().channels).not.toContain('news');
    expect(s.applied().channels?.length).toBeGreaterThan(0);
  });

  it('filters an author for, and says in words why not out', async () => {
    const s = setup({ key: 'authors', value: 'Jane Doe', label: 'Jane Doe' });
    const out = await s.item('Filter out this author');
    expect(out).toBeDisabled();
    expect(screen.getByTestId('filter-out-gap')).toHaveTextContent('The API cannot leave out an author');
    fireEvent.click(await s.item('Filter for this author'));
    expect(s.applied()).toEqual({ authors: ['Jane Doe'] });
  });
});

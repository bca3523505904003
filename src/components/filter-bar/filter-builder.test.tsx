// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { AvailableFiltersSchema } from '@/api/schemas';
import { buildFilterFields, optionId } from '@/filters/fields';
import { renderWithProviders } from '@/test/render';
import { FilterBuilder } from './filter-builder';

const available = AvailableFiltersSchema.parse({
  bot_ratings: {
    name: 'Bot Detection',
    key: 'bot_ratings',
    options: [
      { name: 'None', value: 'none' },
      { name: 'Likely', value: 'likely' },
    ],
  },
  authors: { name: 'Authors', key: 'authors', options: [{ name: 'Ann', value: 'Ann' }] },
});

describe('FilterBuilder', () => {
  it('shows option counts, says what a surprising value means, and asks for “an author”', async () => {
    const fields = buildFilterFields(available).filter((f) => f.id === 'bot_ratings' || f.id === 'authors');
    const counts = new Map([
      [optionId('bot_ratings', 'none'), 1234],
      [optionId('bot_ratings', 'likely'), 56],
      [optionId('authors', 'Bob'), 9],
    ]);
    const onChange = vi.fn();
    await renderWithProviders(
      <FilterBuilder fields={fields} search={{}} counts={counts} onChange={onChange} />,
    );

    expect(await screen.findByPlaceholderText('Type an author and press Enter')).toBeInTheDocument();
    expect(
      screen.getByText(/news mentions have none and are left out by any bot filter/),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('combobox', { name: 'Bot Detection' }));
    const none = await screen.findByRole('option', { name: /^None/, hidden: true });
    expect(within(none).getByText('1,234')).toBeInTheDocument();
    expect(within(none).getByText(/News mentions carry no rating/)).toBeInTheDocument();
    fireEvent.click(none);
    // The change is a function of the current filters, so quick successive changes compose.
    const update = onChange.mock.calls[0]![0] as (f: object) => object;
    expect(update({ channels: ['news'] })).toEqual({ channels: ['news'], bot_ratings: ['none'] });
  });
});

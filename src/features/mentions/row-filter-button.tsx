import type { Mention } from '@/api/schemas';
import type { FilterChoice, FilterUpdate } from '@/components/filter-actions/filter-choice';
import { FilterMenuButton } from '@/components/filter-actions/filter-menu-button';
import { isFilterValue } from '@/filters/mention-filters-url';
import { botRatingLabel, channelName, languageName } from '@/lib/labels';
import classes from './mention-row.module.css';

/** The row's filterable values, as the row shows them (asked for when its menu opens). */
function rowValues(m: Mention): FilterChoice[] {
  const out: FilterChoice[] = m.channels.map((c) => ({ key: 'channels', value: c, label: channelName(c) }));
  if (m.domain) out.push({ key: 'domains', value: m.domain, label: m.domain });
  if (m.author) out.push({ key: 'authors', value: m.author, label: m.author });
  if (m.language) out.push({ key: 'languages', value: m.language, label: languageName(m.language) });
  if (m.botRating) out.push({ key: 'bot_ratings', value: m.botRating, label: botRatingLabel(m.botRating) });
  return out.filter((v) => isFilterValue(v.key, v.value));
}

/** The row's "filter for / filter out" on its channel, domain, author, language and bot rating. */
export function RowFilterButton({ mention, onFilter }: { mention: Mention; onFilter: FilterUpdate }) {
  return (
    <FilterMenuButton
      choices={() => rowValues(mention)}
      onFilter={onFilter}
      label={`Filter by the values of mention ${mention.id}`}
      className={classes.filterButton}
      testId="row-filter-button"
      menuTestId="row-filter-menu"
      position="bottom-end"
    >
      ⋮
    </FilterMenuButton>
  );
}

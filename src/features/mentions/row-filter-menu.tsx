import type { Mention } from '@/api/schemas';
import type { FilterChoice, FilterUpdate } from '@/components/filter-actions/filter-choice';
import FilterMenu from '@/components/filter-actions/filter-menu';
import { isFilterValue } from '@/filters/mention-filters-url';
import { botRatingLabel, channelName, languageName } from '@/lib/labels';

/** The row's filterable values, as the row shows them. */
function rowValues(m: Mention): FilterChoice[] {
  const out: FilterChoice[] = m.channels.map((c) => ({ key: 'channels', value: c, label: channelName(c) }));
  if (m.domain) out.push({ key: 'domains', value: m.domain, label: m.domain });
  if (m.author) out.push({ key: 'authors', value: m.author, label: m.author });
  if (m.language) out.push({ key: 'languages', value: m.language, label: languageName(m.language) });
  if (m.botRating) out.push({ key: 'bot_ratings', value: m.botRating, label: botRatingLabel(m.botRating) });
  return out.filter((v) => isFilterValue(v.key, v.value));
}

/**
 * "Filter for / filter out" on a row's values (channel, domain, author, language, bot rating): the
 * shared menu (src/components/filter-actions), loaded with the row's values on the first press.
 */
export default function RowFilterMenu({
  mention,
  onFilter,
  onClose,
  target,
}: {
  mention: Mention;
  onFilter: FilterUpdate;
  onClose: () => void;
  target: React.ReactNode;
}) {
  return (
    <FilterMenu
      choices={rowValues(mention)}
      onFilter={onFilter}
      onClose={onClose}
      target={target}
      position="bottom-end"
      testId="row-filter-menu"
    />
  );
}

import { Fragment } from 'react';
import { Menu, Text } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { filterValue } from '@/filters/kind-state';
import { isFilterValue, type ArrayFilterKey } from '@/filters/mention-filters-url';
import { canNegate, negationGap } from '@/filters/negation-offer';
import { FILTER_KINDS } from '@/filters/registry';
import { botRatingLabel, channelName, languageName } from '@/lib/labels';
import type { FilterUpdate } from './filter-value-menu';

type Value = { key: ArrayFilterKey; value: string; label: string };

/** The row's filterable values, as the row shows them. */
function rowValues(m: Mention): Value[] {
  const out: Value[] = m.channels.map((c) => ({ key: 'channels', value: c, label: channelName(c) }));
  if (m.domain) out.push({ key: 'domains', value: m.domain, label: m.domain });
  if (m.author) out.push({ key: 'authors', value: m.author, label: m.author });
  if (m.language) out.push({ key: 'languages', value: m.language, label: languageName(m.language) });
  if (m.botRating) out.push({ key: 'bot_ratings', value: m.botRating, label: botRatingLabel(m.botRating) });
  return out.filter((v) => isFilterValue(v.key, v.value));
}

/**
 * "Filter for / filter out" on a row's values (channel, domain, author, language, bot rating),
 * opened from the row's filter button; loaded on its first use. "Out" where the service can
 * express it, with the reason where it cannot.
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
    <Menu defaultOpened onClose={onClose} position="bottom-end" withinPortal shadow="md" width={300}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown onClick={(e) => e.stopPropagation()} data-testid="row-filter-menu">
        {rowValues(mention).map((v) => {
          const noun = FILTER_KINDS[v.key].label.toLowerCase();
          const gap = canNegate(v.key, [v.value]) ? null : negationGap(v.key);
          return (
            <Fragment key={`${v.key}:${v.value}`}>
              <Menu.Label>
                {FILTER_KINDS[v.key].label}: {v.label}
              </Menu.Label>
              <Menu.Item onClick={() => onFilter((f) => filterValue(f, v.key, v.value, 'for'))}>
                Filter for this {noun}
              </Menu.Item>
              <Menu.Item
                disabled={gap !== null}
                title={gap ?? undefined}
                onClick={() => onFilter((f) => filterValue(f, v.key, v.value, 'out'))}
              >
                Filter out this {noun}
              </Menu.Item>
              {gap && (
                <Text size="xs" c="dimmed" px="sm" pb={4}>
                  {gap}
                </Text>
              )}
            </Fragment>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Group, Text } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import type { FilterChoice, FilterUpdate } from '@/components/filter-actions/filter-choice';
import { FilterMenuButton } from '@/components/filter-actions/filter-menu-button';
import { isFilterValue } from '@/filters/mention-filters-url';
import { FILTER_KINDS } from '@/filters/registry';
import { languageName } from './mention-labels';

/** One labelled fact of the mention detail. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

/**
 * A value with its "filter for / filter out" menu: none when the page gives no way to filter, or
 * for a value the API cannot filter by (e.g. the `und` language).
 */
export function Filterable({
  onFilter,
  children,
  filterKey,
  value,
  label,
}: {
  filterKey: FilterChoice['key'];
  value: string | number;
  /** The value as the page shows it ("English", "News"). */
  label: string;
  onFilter?: FilterUpdate;
  children: React.ReactNode;
}) {
  const actionable = onFilter && isFilterValue(filterKey, value);
  return (
    <Group gap={4} wrap="nowrap" component="span" style={{ display: 'inline-flex', minWidth: 0 }}>
      <span style={{ wordBreak: 'break-word' }}>{children}</span>
      {actionable && (
        <FilterMenuButton
          choices={() => [{ key: filterKey, value, label }]}
          onFilter={onFilter}
          label={`Filter by ${FILTER_KINDS[filterKey].label.toLowerCase()} ${label}`}
          data={{ 'data-filter': filterKey }}
        />
      )}
    </Group>
  );
}

const LEVELS = ['region', 'subregion', 'country', 'state', 'county', 'city'] as const;

interface Props {
  mention: Mention;
  channelName: (channel: string) => string;
  onFilter?: FilterUpdate;
}

/**
 * Where a mention comes from, each value actionable: channel, domain, author, language and each
 * level of its place ("Europe › Western Europe › Germany", each a place filter of its level).
 */
export function MentionSource({ mention: m, channelName, onFilter }: Props) {
  const places = LEVELS.flatMap((level) => {
    const node = m.location?.[level];
    return node ? [{ level, ...node }] : [];
  });
  return (
    <>
      <Group gap="lg" align="flex-start" data-testid="mention-source">
        {m.channels.length > 0 && (
          <Field label={m.channels.length > 1 ? 'Channels' : 'Channel'}>
            <Group gap="sm">
              {m.channels.map((c) => (
                <Filterable key={c} filterKey="channels" value={c} label={channelName(c)} onFilter={onFilter}>
                  {channelName(c)}
                </Filterable>
              ))}
            </Group>
          </Field>
        )}
        {m.domain && (
          <Field label="Domain">
            <Filterable filterKey="domains" value={m.domain} label={m.domain} onFilter={onFilter}>
              {m.domain}
            </Filterable>
          </Field>
        )}
        {m.author && (
          <Field label="Author">
            <Filterable filterKey="authors" value={m.author} label={m.author} onFilter={onFilter}>
              {m.author}
            </Filterable>
          </Field>
        )}
        {m.language && (
          <Field label="Language">
            <Filterable
              filterKey="languages"
              value={m.language}
              label={languageName(m.language)}
              onFilter={onFilter}
            >
              {languageName(m.language)}
            </Filterable>
          </Field>
        )}
      </Group>
      {places.length > 0 && (
        <Field label="Location">
          <Group gap={6} data-testid="mention-location">
            {places.map((p, i) => (
              <Group key={p.level} gap={6} component="span" wrap="nowrap">
                {i > 0 && <span aria-hidden>›</span>}
                <Filterable
                  filterKey={`locations.${p.level}`}
                  value={p.id}
                  label={p.name}
                  onFilter={onFilter}
                >
                  {p.name}
                </Filterable>
              </Group>
            ))}
          </Group>
        </Field>
      )}
    </>
  );
}

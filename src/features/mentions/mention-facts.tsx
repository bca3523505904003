import { Group, Text } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { languageName } from './mention-labels';
import { FilterValueMenu, type FilterUpdate } from './filter-value-menu';

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

type MenuProps = Omit<React.ComponentProps<typeof FilterValueMenu>, 'onFilter'>;

/** A value with its "filter for / filter out" menu (none when the page gives no way to filter). */
export function Filterable({
  onFilter,
  children,
  ...menu
}: MenuProps & { onFilter?: FilterUpdate; children: React.ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" component="span" style={{ display: 'inline-flex', minWidth: 0 }}>
      <span style={{ wordBreak: 'break-word' }}>{children}</span>
      {onFilter && <FilterValueMenu {...menu} onFilter={onFilter} />}
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

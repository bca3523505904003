import { Stack, Text, Title } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { AnchorLink } from '@/components/router-links';
import { formatInZone, type DateRangeSearchInput } from '@/lib/date-range';
import { BLANK_FILTERS } from '@/filters/mention-filters-url';
import type { TopMentions } from '@/analysis/spikes/spike-explain';

type Props = { top: TopMentions<Mention> | null; workspaceId: number; tz: DateRangeSearchInput['tz'] };

const headline = (m: Mention) => (m.title || m.text || '(no text)').slice(0, 160);

/** The spike's top mentions (by narrative confidence when a narrative drives it), each opening in the mention browser. */
export function TopMentionList({ top, workspaceId, tz }: Props) {
  if (!top)
    return (
      <Text size="sm" c="dimmed">
        The spike's top mentions could not be loaded.
      </Text>
    );
  const { since, to, sort, limit: _limit, offset: _offset, ...filters } = top.query;
  const search = { ...BLANK_FILTERS, ...filters, range: 'custom' as const, since, to, tz, sort };
  return (
    <section aria-label="Top mentions" data-testid="spike-top-mentions">
      <Title order={3} fz="md" mb={4}>
        Top mentions{top.driver ? ` of ${top.driver.name}` : ''}
      </Title>
      <Stack gap={6}>
        {top.mentions.length === 0 && (
          <Text size="sm" c="dimmed">
            No mentions.
          </Text>
        )}
        {top.mentions.map((m) => (
          <div key={String(m.id)}>
            <AnchorLink
              to="/w/$workspaceId/mentions"
              params={{ workspaceId }}
              search={{ ...search, open: Number(m.id) || undefined }}
              size="sm"
              lineClamp={2}
            >
              {headline(m)}
            </AnchorLink>
            <Text size="xs" c="dimmed">
              {[m.author, m.channels.join(', '), formatInZone(m.published, tz)].filter(Boolean).join(' · ')}
            </Text>
          </div>
        ))}
      </Stack>
    </section>
  );
}

import { lazy, memo, Suspense } from 'react';
import {
  ActionIcon,
  Loader,
  Anchor,
  Badge,
  Divider,
  Group,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconExternalLink, IconX } from '@tabler/icons-react';
import type { Mention } from '@/api/schemas';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { ChannelIcon } from './channel-icon';
import { HighlightedText } from './highlighted-text';
import { MediaThumbnails } from './media-thumbnails';
import { useChannelNames } from '@/api/channels';
import {
  botRatingExplained,
  botRatingLabel,
  formatCompact,
  languageName,
  mentionTypeLabel,
  reachMeaning,
} from './mention-labels';
import { safeHttpUrl } from './safe-url';
import { Field, Filterable, MentionSource } from './mention-facts';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';
import type { SearchTerms } from '@/lib/highlight';

// recharts is large: load it only when a tracked post is opened.
const EngagementChart = lazy(() =>
  import('./engagement-chart').then((m) => ({ default: m.EngagementChart })),
);

interface Props {
  mention: Mention;
  /** What to mark in the title and in the text (a `title:` term in the title only). */
  terms: SearchTerms;
  tz: DateRangeSearch['tz'];
  narrativeNames: ReadonlyMap<number, string>;
  /** Smart category classification value (e.g. "244:c0") → its label from available-filters. */
  categoryLabels: ReadonlyMap<string, string>;
  /** Renders a link to a narrative when the narrative explorer exists; else null. */
  narrativeLink?: (id: number, label: string) => React.ReactNode;
  /** Changes the workspace's filters: each value then offers "filter for / filter out". */
  onFilter?: FilterUpdate;
  onClose: () => void;
}

/** Everything about one mention. Untrusted strings are text; only http(s) URLs become links. */
export const MentionDetail = memo(function MentionDetail({
  mention: m,
  terms,
  tz,
  narrativeNames,
  categoryLabels,
  narrativeLink,
  onFilter,
  onClose,
}: Props) {
  const url = safeHttpUrl(m.url);
  const geo = m.publisherGeography;
  const bot = botRatingExplained(m.botRating);
  const history = m.enrichments.engagement?.history ?? [];
  // Custom-channel mentions carry their channel's id: GET /channels names it.
  const channelNames = useChannelNames();
  return (
    <Stack gap="sm" h="100%" data-testid="mention-detail" aria-label="Mention detail">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <ChannelIcon channel={m.channels[0]} size={22} />
          <Title order={4} lineClamp={3} style={{ wordBreak: 'break-word' }}>
            <HighlightedText
              text={m.title?.trim() || (m.author ? `Post by ${m.author}` : 'Untitled')}
              terms={m.title?.trim() ? terms.title : []}
            />
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {url && (
            <Tooltip label="Open original (o)">
              <ActionIcon
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                aria-label="Open original"
              >
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Close (Esc)">
            <ActionIcon variant="subtle" onClick={onClose} aria-label="Close detail">
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {m.channels.map(channelNames).join(', ')} · {formatInZone(m.published, tz, 'YYYY-MM-DD HH:mm:ss')} ·{' '}
        {m.domain ?? ''} {m.author ? `· ${m.author}` : ''} {m.language ? `· ${languageName(m.language)}` : ''}
        {m.mentionType ? ` · ${mentionTypeLabel(m.mentionType)}` : ''}
      </Text>
      {!url && m.url && (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          Original address (not a web link, shown as text): {m.url}
        </Text>
      )}
      <ScrollArea style={{ flex: 1 }} offsetScrollbars>
        <Stack gap="sm">
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
            data-testid="mention-text"
          >
            <HighlightedText text={m.text ?? ''} terms={terms.text} />
          </Text>
          <MediaThumbnails media={m.media} size={120} />
          <Divider />
          <Field label="Reach">
            {formatCompact(m.reach)}{' '}
            <Text span size="xs" c="dimmed">
              ({reachMeaning(m.channels)})
            </Text>
          </Field>
          <MentionSource mention={m} channelName={channelNames} onFilter={onFilter} />
          {bot && (
            <Field label="Bot rating">
              <Filterable
                filterKey="bot_ratings"
                value={m.botRating ?? ''}
                label={botRatingLabel(m.botRating ?? '')}
                onFilter={onFilter}
              >
                {bot}
              </Filterable>
            </Field>
          )}
          {m.enrichments.narratives.length > 0 && (
            <Field label="Narratives">
              <Stack gap={2}>
                {m.enrichments.narratives.map((n) => {
                  const label = narrativeNames.get(n.id) ?? `Narrative #${n.id}`;
                  return (
                    <Group key={n.id} gap={6}>
                      <Filterable filterKey="narratives.id" value={n.id} label={label} onFilter={onFilter}>
                        {narrativeLink?.(n.id, label) ?? label}
                      </Filterable>
                      {n.confidence !== null && (
                        <Badge size="xs" variant="outline">
                          {Math.round(n.confidence)}% confidence
                        </Badge>
                      )}
                    </Group>
                  );
                })}
              </Stack>
            </Field>
          )}
          {m.smartCategories.length > 0 && (
            <Field label="Smart categories">
              <Group gap={4}>
                {m.smartCategories.map((c) => (
                  <Badge key={`${c.categoryName}:${c.classification}`} size="sm" tt="none">
                    {c.categoryName}:{' '}
                    {c.classification === null
                      ? 'not classified'
                      : (categoryLabels.get(c.classification) ?? c.classification)}
                  </Badge>
                ))}
              </Group>
            </Field>
          )}
          {m.customEnrichments.length > 0 && (
            <Field label="Custom enrichments">
              {m.customEnrichments.map((c) => (
                <div key={c.enrichment_id}>
                  {c.name || `#${c.enrichment_id}`}:{' '}
                  {Array.isArray(c.value) ? c.value.join(', ') : String(c.value)}
                </div>
              ))}
            </Field>
          )}
          {geo && (geo.sourceCountry || geo.sourceRegion) && (
            <Field label="Publisher geography">
              {[geo.sourceCountry, geo.sourceSubRegion, geo.sourceRegion].filter(Boolean).join(' · ')}
            </Field>
          )}
          {history.length > 0 && (
            <Field label="Engagement history">
              <Suspense fallback={<Loader size="sm" />}>
                <EngagementChart history={history} tz={tz} />
              </Suspense>
            </Field>
          )}
          {url && (
            <Anchor
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              style={{ wordBreak: 'break-all' }}
            >
              {url}
            </Anchor>
          )}
        </Stack>
      </ScrollArea>
    </Stack>
  );
});

import { Badge, Group, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import type { Narrative } from '@/api/narratives';
import { ClampedText } from '@/components/clamped-text';

/** Read-only favourite status (the API has no write for it): a labelled icon, not a button. */
export function FavoriteStatus({ isFavorite }: { isFavorite: boolean }) {
  const label = isFavorite ? 'Favourite' : 'Not a favourite';
  return (
    <Tooltip label={label}>
      <ThemeIcon
        variant="transparent"
        color={isFavorite ? 'yellow' : 'gray'}
        size="sm"
        role="img"
        aria-label={label}
        data-testid="favorite-status"
        data-favorite={isFavorite}
      >
        {isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ThemeIcon>
    </Tooltip>
  );
}

export function NarrativeTags({ tags }: { tags: Narrative['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap" aria-label="Tags" role="list">
      {tags.map((t) => (
        <Badge key={t.id} variant="light" color="grape" size="sm" role="listitem" tt="none">
          {t.name}
        </Badge>
      ))}
    </Group>
  );
}

/** "0.70": relevancy scores are 0–1 in the reference data; two decimals keep rows comparable. */
export const formatRelevancy = (score: number) => score.toFixed(2);

export function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="div">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div" data-testid={testId} ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/**
 * The detection's summary. It was written over every mention of the narrative, so its figures
 * ("629 mentions … peaking on 2026-06-09") are all time, while the counts beside it are the
 * window's: the prefix says so, so the two numbers do not read as a contradiction.
 */
export function NarrativeSummary({ summary, lines, size }: { summary: string; lines: number; size?: 'sm' }) {
  return (
    <ClampedText lines={lines} showLabel="Show full summary" hideLabel="Show less">
      <Text size={size} data-testid="narrative-summary">
        <Text span inherit c="dimmed" fw={600}>
          All-time summary (every mention, not only this window):
        </Text>{' '}
        {summary}
      </Text>
    </ClampedText>
  );
}

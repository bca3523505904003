import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { LOCATION_LEVELS, type LocationLevel } from '@/api/schemas';
import { levelClashes } from '@/filters/location-logic';
import { wordList } from '@/lib/labels';
import {
  chosenNodes,
  fallbackName,
  LEVEL_LABEL,
  nodeId,
  type LocationSelection,
} from '@/filters/location-tree';
import { knownLinks, knownLocation } from './location-cache';

interface Props {
  selection: LocationSelection;
  onRemove: (level: LocationLevel, id: number) => void;
}

/** Fix-it buttons offered for a clash: at most this many places. */
const MAX_FIXES = 4;

const nameOf = (level: LocationLevel, id: number) =>
  knownLocation(nodeId(level, id))?.name ?? fallbackName(level, id);

/**
 * Shown as soon as places of two levels are chosen, before any list answers: the API combines
 * levels with AND (a mention must be in one place of each level) and places of one level with OR.
 * When a finer place lies outside every coarser one, says so; when nothing can match, offers to
 * remove one of the places involved.
 */
export function LocationLogicNote({ selection, onRemove }: Props) {
  const chosen = chosenNodes(selection);
  const levels = LOCATION_LEVELS.filter((level) => chosen.some((n) => n.level === level));
  if (levels.length < 2) return null;
  const clauses = levels.map(
    (level) =>
      `in ${wordList(
        chosen.filter((n) => n.level === level).map((n) => nameOf(n.level, n.id)),
        'or',
      )}`,
  );
  const clashes = levelClashes(selection, knownLinks());
  const empty = clashes.find((c) => c.empty);
  const involved = empty ? chosen.filter((n) => n.level === empty.coarse || n.level === empty.fine) : [];
  return (
    <Alert
      variant="light"
      color={empty ? 'red' : 'blue'}
      icon={empty ? <IconAlertTriangle size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />}
      title={empty ? 'These places cannot match together' : 'Places at different levels narrow each other'}
      data-testid="location-logic"
      p="xs"
    >
      <Text size="sm">
        A mention must be {clauses.join(' and ')}: levels combine with AND, places of one level with OR.
      </Text>
      {clashes.map((c) => (
        <Text size="sm" key={`${c.coarse}-${c.fine}`} mt={4}>
          {wordList(
            c.outside.map((p) => nameOf(p.level, p.id)),
            'or',
          )}{' '}
          {c.outside.length === 1 ? 'is' : 'are'} not in{' '}
          {wordList(
            chosen.filter((n) => n.level === c.coarse).map((n) => nameOf(n.level, n.id)),
            'or',
          )}
          {c.empty ? ', so together they match no mention.' : ' and add nothing.'}
        </Text>
      ))}
      {involved.length > 0 && involved.length <= MAX_FIXES && (
        <Group gap="xs" mt="xs">
          {involved.map((n) => (
            <Button
              key={nodeId(n.level, n.id)}
              size="compact-xs"
              variant="default"
              onClick={() => onRemove(n.level, n.id)}
            >
              Remove {nameOf(n.level, n.id)} ({LEVEL_LABEL[n.level].toLowerCase()})
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}

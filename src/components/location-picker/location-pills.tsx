import { Group, Pill, Tooltip } from '@mantine/core';
import type { LocationLevel } from '@/api/schemas';
import { chosenNodes, fallbackName, LEVEL_LABEL, nodeId, withPath, type LocationSelection } from '@/lib/location-tree';
import { knownLocation, useKnownLocationsVersion } from './location-cache';

interface Props {
  selection: LocationSelection;
  onRemove: (level: LocationLevel, id: number) => void;
}

/** The chosen places as removable pills; hovering (or focusing) one shows its full path. */
export function LocationPills({ selection, onRemove }: Props) {
  useKnownLocationsVersion(); // names arrive as the tree and search load them
  const chosen = chosenNodes(selection);
  if (chosen.length === 0) return null;
  return (
    <Group gap={6} aria-label="Chosen locations" role="list">
      {chosen.map(({ level, id }) => {
        const known = knownLocation(nodeId(level, id));
        const name = known ? known.name : fallbackName(level, id);
        const full = known ? withPath(known.name, known.path) : `${fallbackName(level, id)} (name not known on this device)`;
        return (
          <Tooltip key={`${level}:${id}`} label={`${LEVEL_LABEL[level]}: ${full}`} openDelay={250} withinPortal>
            <Pill
              role="listitem"
              withRemoveButton
              onRemove={() => onRemove(level, id)}
              removeButtonProps={{ 'aria-label': `Remove location ${name}` }}
              data-location-pill={`${level}:${id}`}
            >
              {name}
            </Pill>
          </Tooltip>
        );
      })}
    </Group>
  );
}

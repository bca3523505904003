import { LOCATION_LEVELS, type LocationLevel } from '@/api/schemas';

/**
 * A place in the taxonomy as one string ("country:12"), for URLs and keys. Apart from the tree
 * logic so that route validators (loaded with every page) can check a trail without it.
 */
export type NodeId = `${LocationLevel}:${number}`;

export const nodeId = (level: LocationLevel, id: number): NodeId => `${level}:${id}`;

export function parseNodeId(value: string): { level: LocationLevel; id: number } | undefined {
  const [level, raw] = value.split(':');
  const id = Number(raw);
  if (!LOCATION_LEVELS.includes(level as LocationLevel) || !Number.isInteger(id) || id < 1) return undefined;
  return { level: level as LocationLevel, id };
}

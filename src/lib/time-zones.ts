import { FIXED_OFFSET_ZONES, ZONE_ALIASES, ZONE_RENAMES } from './time-zone-aliases';
import { zoneWithOffset } from './zoned-time';

export interface TimeZoneOption {
  value: string;
  label: string;
  /** Every name the zone is found by (current name, the platform's old name, IANA links). */
  names: string[];
}

/** Old names by current name (Asia/Kolkata → Asia/Calcutta), for the search. */
const OLD_NAMES = new Map(Object.entries(ZONE_RENAMES).map(([old, current]) => [current, old]));

/**
 * Every IANA zone, under its current name (Chromium lists Asia/Calcutta and Europe/Kiev; the
 * analyst looks for Kolkata and Kyiv), labelled with its UTC offset at `nowMs` ("Asia/Tokyo
 * (UTC+09:00)") and found by its aliases too (`names`). 'UTC' itself is left out: the control offers it as its
 * own choice. `keep` (the zone in the URL) stays listed under the name it was chosen by.
 */
export function timeZoneOptions(nowMs: number, keep?: string): TimeZoneOption[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = [...listed.map((z) => ZONE_RENAMES[z] ?? z), ...FIXED_OFFSET_ZONES];
  if (keep && !zones.includes(keep)) zones.push(keep);
  return zones
    .filter((z) => z !== 'UTC' && z !== 'Etc/UTC')
    .sort()
    .map((zone) => {
      const names = [zone, OLD_NAMES.get(zone), ZONE_RENAMES[zone], ...(ZONE_ALIASES[zone] ?? [])];
      const aliases = names.slice(1).filter((n): n is string => Boolean(n));
      return {
        value: zone,
        label: zoneWithOffset(nowMs, zone),
        names: [zone, ...aliases],
      };
    });
}

/** "new york" finds America/New_York, "kiev" Europe/Kyiv: case, underscores and slashes ignored. */
export const foldZoneSearch = (s: string) => s.toLowerCase().replace(/[_/]/g, ' ').trim();

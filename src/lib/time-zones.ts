import { formatZoned } from './zoned-time';

/**
 * Every IANA zone this platform knows, labelled with its UTC offset at `nowMs`
 * ("Asia/Tokyo (UTC+09:00)"). 'UTC' itself is left out: the control offers it as its own choice.
 */
export function timeZoneOptions(nowMs: number): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones
    .filter((z) => z !== 'UTC' && z !== 'Etc/UTC')
    .map((zone) => ({ value: zone, label: `${zone} (UTC${formatZoned(nowMs, zone, 'Z')})` }));
}

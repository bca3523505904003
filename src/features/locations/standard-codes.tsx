import { Badge, Group, Tooltip } from '@mantine/core';

const CODE_LABEL: Record<string, string> = {
  un_m49: 'UN M49',
  iso_3166_1_alpha2: 'ISO alpha-2',
  iso_3166_1_alpha3: 'ISO alpha-3',
  iso_3166_2_us: 'ISO 3166-2:US',
  fips: 'FIPS',
  geonames_id: 'GeoNames id',
};

const CODE_HINT: Record<string, string> = {
  un_m49: 'United Nations M49 area code',
  iso_3166_1_alpha2: 'ISO 3166-1 two-letter country code',
  iso_3166_1_alpha3: 'ISO 3166-1 three-letter country code',
  iso_3166_2_us: 'ISO 3166-2 subdivision code of a US state',
  fips: 'US FIPS code (state: 2 digits, county: 5 digits)',
  geonames_id: 'GeoNames database id. It is not the city’s id in this taxonomy (filters use the id)',
};

/** A node's standard codes as labelled badges; codes are strings, so leading zeros stay. */
export function StandardCodes({ codes }: { codes: readonly { type: string; code: string }[] }) {
  if (codes.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {codes.map((c) => (
        <Tooltip key={`${c.type}:${c.code}`} label={CODE_HINT[c.type] ?? c.type} withinPortal>
          <Badge variant="light" color="gray" size="sm" tt="none" data-code-type={c.type}>
            {CODE_LABEL[c.type] ?? c.type}: {c.code}
          </Badge>
        </Tooltip>
      ))}
    </Group>
  );
}

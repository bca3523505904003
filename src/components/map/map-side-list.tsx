import type { ReactNode } from 'react';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { MapModel, MapRow } from './map-model';

interface Props {
  model: MapModel;
  /** "country", "state", "county". */
  noun: string;
  /** What "located" means here: "located to a country", "with a publisher country". */
  locatedAs: string;
  /** What "not located at this level" means here, e.g. "no country (unlocated)". */
  unlocatedLabel: string;
}

const n = (v: number) => v.toLocaleString('en-US');

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} fz="sm">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const PlaceList = ({ rows, counted = true }: { rows: readonly MapRow[]; counted?: boolean }) => (
  <List size="xs" spacing={2}>
    {rows.map((r) => (
      <List.Item key={r.id}>
        {r.name}{' '}
        {r.code && (
          <Text span c="dimmed" size="xs">
            ({r.code})
          </Text>
        )}
        {counted ? `: ${n(r.count)}` : ''}
      </List.Item>
    ))}
  </List>
);

/**
 * What the map cannot show, each with its count: mentions without a place at this level, places
 * without a shape at this resolution (or without a code), ids the taxonomy does not list, and
 * places below a truncated answer. Nothing is dropped without a line here.
 */
export function MapSideList({ model, noun, locatedAs, unlocatedLabel }: Props) {
  const unlocated = Math.max(0, model.total - model.located);
  const coverage = model.total > 0 ? Math.round((model.located / model.total) * 100) : 0;
  const shapeless = [...model.shapeless, ...model.codeless];
  return (
    <Paper withBorder p="sm" component="aside" aria-label="Not on the map">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Not on the map
        </Title>
        <Text size="sm" data-testid="map-coverage">
          {coverage} % of mentions {locatedAs} ({n(model.located)} of {n(model.total)})
        </Text>
        <Section title={`Mentions with ${unlocatedLabel}`} testId="map-unlocated">
          <Text size="sm">
            <span data-testid="map-unlocated-count">{n(unlocated)}</span> mentions
          </Text>
        </Section>
        <Section
          title={`Places without a shape at this resolution (${shapeless.length})`}
          testId="map-shapeless"
        >
          {shapeless.length === 0 ? (
            <Text size="xs" c="dimmed">
              None: every {noun} has a shape.
            </Text>
          ) : (
            <PlaceList rows={shapeless} />
          )}
        </Section>
        {model.unknown.length > 0 && (
          <Section title="Places the taxonomy does not list" testId="map-unknown">
            <List size="xs">
              {model.unknown.map((u) => (
                <List.Item key={u.id}>
                  id {u.id}: {n(u.count)}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        {model.unnamed.length > 0 && (
          <Section title="Publisher places the taxonomy does not name" testId="map-unnamed">
            <List size="xs">
              {model.unnamed.map((u) => (
                <List.Item key={u.name}>
                  {u.name}: {n(u.count)}
                </List.Item>
              ))}
            </List>
          </Section>
        )}
        {model.truncatedAt !== undefined && (
          <Section
            title={`Below the service’s top ${model.truncatedAt} (${model.belowTopN.length})`}
            testId="map-below-top"
          >
            <Text size="xs" c="dimmed">
              The service answered only its {model.truncatedAt} largest places; these were not among them, so
              their counts are not known and they are drawn as without mentions.
            </Text>
            <PlaceList rows={model.belowTopN} counted={false} />
          </Section>
        )}
      </Stack>
    </Paper>
  );
}

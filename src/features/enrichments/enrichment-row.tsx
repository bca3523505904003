import { ActionIcon, Badge, Group, Loader, Menu, Table, Text, Tooltip } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CustomEnrichment } from '@/api/schemas';
import { useOptionUsage } from './use-option-usage';

const TYPE_LABEL: Record<string, string> = {
  categorical: 'Categorical',
  multivalue_categorical: 'Multi-value',
  integer: 'Integer',
};
const MAX_SHOWN = 30;

interface Props {
  enrichment: CustomEnrichment;
  workspaceId: number | undefined;
  onEdit: (enrichment: CustomEnrichment, usage: ReadonlyMap<string, number> | undefined) => void;
  onRetire: (enrichment: CustomEnrichment) => void;
  /** False when the service offers no enrichment writes: the row has no actions. */
  editable?: boolean;
}

export function EnrichmentRow({ enrichment, workspaceId, onEdit, onRetire, editable = true }: Props) {
  const usage = useOptionUsage(workspaceId, enrichment);
  const options = enrichment.constraints.enum;
  return (
    <Table.Tr data-testid="enrichment-row" data-name={enrichment.name}>
      <Table.Td>
        <Text fw={600} size="sm">
          {enrichment.name}
        </Text>
        <Text size="xs" c="dimmed">
          id {enrichment.enrichment_id}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          variant="light"
          color={enrichment.type === 'integer' ? 'grape' : 'blue'}
          style={{ overflow: 'visible' }}
        >
          {TYPE_LABEL[enrichment.type] ?? enrichment.type}
        </Badge>
      </Table.Td>
      <Table.Td>
        {enrichment.type === 'integer' ? (
          <Text size="xs" c="dimmed">
            Integer values: no options, and they cannot be aggregated, so no usage counts.
          </Text>
        ) : options.length === 0 ? (
          <Text size="xs" c="dimmed">
            No options yet: values written when tagging become options.
          </Text>
        ) : (
          <Group gap={4}>
            {options.slice(0, MAX_SHOWN).map((o) => (
              <Badge key={o} variant="default" tt="none" data-testid="option-badge">
                {o}
                {usage.data && (
                  <Text
                    span
                    c="dimmed"
                    size="xs"
                  >{` · ${(usage.data.get(o) ?? 0).toLocaleString('en')}`}</Text>
                )}
              </Badge>
            ))}
            {options.length > MAX_SHOWN && <Text size="xs">+{options.length - MAX_SHOWN} more</Text>}
            {usage.isFetching && <Loader size={12} />}
            {usage.isError && (
              <Text size="xs" c="red">
                Counts unavailable: {usage.error.message}
              </Text>
            )}
          </Group>
        )}
      </Table.Td>
      <Table.Td w={48}>
        {editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Tooltip label="Actions">
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${enrichment.name}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Tooltip>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} />}
                onClick={() => onEdit(enrichment, usage.data)}
              >
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={<IconTrash size={14} />}
                color="red"
                onClick={() => onRetire(enrichment)}
              >
                Retire
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

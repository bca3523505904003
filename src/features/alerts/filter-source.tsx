import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { describeFilter, FILTER_KINDS, type FilterKey } from '@/filters/registry';
import { filterValues, pickFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { workspaceFilterSearch } from '@/hooks/workspace-view-memory';
import { useSavedViews } from '@/hooks/use-saved-views';
import type { RuleDraft } from './rule-draft';
import { RuleQuestion } from './rule-question';

type Source = 'workspace' | 'current' | 'view';
type Props = {
  draft: RuleDraft;
  onChange: (patch: Partial<RuleDraft>) => void;
  /** The question the editor was opened on ("Create alert" on mentions or a chart), if any. */
  question?: Partial<MentionFilterSearch>;
};

/** "Channel: News · Search: acme": the filters in words (raw values where no label is known). */
export function filtersText(filters: Partial<MentionFilterSearch>): string {
  const values = filterValues(filters);
  return Object.entries(values)
    .map(([key, v]) => {
      const list = Array.isArray(v) ? v.map(String) : [String(v)];
      const shown = list.map((one) => describeFilter(key as FilterKey, one, {}).value);
      const not = filters.not?.includes(key as FilterKey) ? 'not ' : '';
      return `${FILTER_KINDS[key as FilterKey].label}: ${not}${shown.join(', ')}`;
    })
    .join(' · ');
}

/**
 * Which mentions the rule watches: the whole workspace, the filters of the question it was opened
 * on or else the ones the analyst last used in the workspace (the current investigation, kept for
 * this tab), or a saved view the team desk keeps (read again whenever the rule is evaluated, so
 * editing the view edits the rule).
 */
export function FilterSource({ draft, onChange, question }: Props) {
  const { views, meta } = useSavedViews();
  // Three choices do not fit side by side on a phone: one above the other there.
  const phone = useMediaQuery('(max-width: 40em)');
  const asked = question && filtersText(question) ? question : undefined;
  const current = asked ?? workspaceFilterSearch(draft.workspaceId);
  const currentText = filtersText(current);
  const options = views
    .filter((v) => v.workspaceId === draft.workspaceId && meta(v.id))
    .map((v) => ({ value: meta(v.id)!.id, label: v.name }));
  const source: Source = draft.viewId ? 'view' : Object.keys(draft.filters).length ? 'current' : 'workspace';
  const pick = (next: Source) => {
    if (next === 'workspace') onChange({ viewId: null, filters: {} });
    if (next === 'current') onChange({ viewId: null, filters: pickFilters(current) });
    if (next === 'view') onChange({ viewId: options[0]?.value ?? null, filters: {} });
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="alert-filter-source">
        Which mentions
      </Text>
      <SegmentedControl
        aria-labelledby="alert-filter-source"
        value={source}
        onChange={(v) => pick(v as Source)}
        data={[
          { value: 'workspace', label: 'Whole workspace' },
          {
            value: 'current',
            label: asked ? 'This question’s filters' : 'My current filters',
            disabled: !currentText && source !== 'current',
          },
          { value: 'view', label: 'A saved view', disabled: options.length === 0 },
        ]}
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
      />
      {source === 'current' && (
        <RuleQuestion
          workspaceId={draft.workspaceId}
          filters={draft.filters as Partial<MentionFilterSearch>}
          empty="No filters"
        />
      )}
      {source === 'workspace' && (
        <Text size="xs" c="dimmed">
          {currentText
            ? `${asked ? 'This question’s filters' : 'Your current filters in this workspace'}: ${currentText}`
            : 'No filters in use in this workspace; open its mentions to narrow the question first.'}
          {options.length === 0 && ' No saved view of this workspace is kept on the team desk.'}
        </Text>
      )}
      {source === 'view' && (
        <Select
          aria-label="Saved view"
          data={options}
          value={draft.viewId}
          onChange={(v) => v && onChange({ viewId: v })}
          allowDeselect={false}
          description="The view's filters are read again at each evaluation"
        />
      )}
    </Stack>
  );
}

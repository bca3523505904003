import { Text } from '@mantine/core';
import { LazyQuestionPills } from '@/components/filter-bar/lazy-filter-pills';
import { activeFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { useFilterContext } from '@/hooks/use-filter-context';
import { useSavedViews } from '@/hooks/use-saved-views';

type Props = {
  workspaceId: number;
  filters: Partial<MentionFilterSearch>;
  /** The saved view (desk artefact id) narrowing the rule, if any. */
  viewId?: string | null;
  /** Said when the rule has neither a view nor filters of its own. */
  empty?: string;
};

/**
 * Which mentions a rule watches: its saved view by name and its own filters as the filter bar's
 * pills read them ("Channel is one of News, Reddit", "Language is not English"), named in the
 * workspace (narrative titles, places, categories). Loaded after the rule list, with the pills.
 */
export function RuleQuestion({ workspaceId, filters, viewId, empty }: Props) {
  const context = useFilterContext(workspaceId);
  const { views, meta } = useSavedViews();
  const view = viewId ? views.find((v) => meta(v.id)?.id === viewId) : undefined;
  const hasFilters = activeFilters(filters).length > 0;
  return (
    <>
      {viewId && (
        <Text size="sm" c="dimmed">
          In the saved view {view ? `“${view.name}”` : 'kept on the team desk'}
        </Text>
      )}
      {hasFilters && <LazyQuestionPills search={filters} context={context} />}
      {!viewId && !hasFilters && empty && (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </>
  );
}

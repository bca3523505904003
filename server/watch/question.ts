import type { AlertRuleInput } from '../../src/api/schemas/alerts';
import type { MentionFilters } from '../../src/api/schemas';
import {
  filtersToQuery,
  MentionFilterSearchSchema,
  pickFilters,
  type MentionFilterSearch,
} from '../../src/filters/mention-filters-url';
import type { DeskKysely } from '../desk/db/open';

/**
 * A rule's question: its saved view's filters (read at each evaluation, so editing the view
 * changes what the rule watches), then its own filters (a kind set on the rule replaces the
 * view's), in the URL's vocabulary and as the API query, with the dashboard's own helpers.
 */
export interface RuleQuestion {
  search: Partial<MentionFilterSearch>;
  filters: MentionFilters;
}

export async function ruleQuestion(db: DeskKysely, input: AlertRuleInput): Promise<RuleQuestion> {
  let fromView: Record<string, unknown> = {};
  if (input.viewId) {
    const view = await db
      .selectFrom('artefacts')
      .select(['body', 'kind', 'title'])
      .where('id', '=', input.viewId)
      .executeTakeFirst();
    if (!view || view.kind !== 'view') throw new Error(`the saved view ${input.viewId} no longer exists`);
    const body = JSON.parse(view.body) as { filters?: object; filterState?: object };
    fromView = { ...body.filters, ...body.filterState };
  }
  const search = pickFilters(MentionFilterSearchSchema.parse({ ...fromView, ...input.filters }));
  return { search, filters: filtersToQuery(search) };
}

import { pickFilters, type MentionFilterSearch } from './mention-filters-url';

/**
 * The Alerts area's search that opens a new rule on a question ("Create alert" on the mention
 * browser and on a chart panel): the workspace, the question's filters in the URL's own keys
 * (negated and switched-off kinds included: a rule stores exactly these and the desk turns them
 * into the query with `filtersToQuery`, as the dashboard does) and the zone the rule counts its
 * days and weeks in. A window is no part of a rule: it watches from now on. A plain object for a
 * plain link, so the pages that offer it load none of the watch's code; the alerts page reads it
 * back with `questionDraft` (src/features/alerts/rule-draft.ts).
 */
export const newAlertSearch = (workspaceId: number, filters: Partial<MentionFilterSearch>, zone: string) => ({
  workspace: workspaceId,
  rule: 'new',
  zone,
  ...pickFilters(filters),
});

import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { MentionFiltersSchema } from '@/api/schemas';
import { AlertRuleInputSchema } from '@/api/schemas/alerts';
import { newAlertSearch } from '@/filters/alert-question';
import { EVERY_FILTER } from '@/filters/every-filter';
import { filtersToQuery, pickFilters, type MentionFilterSearch } from '@/filters/mention-filters-url';
import { Route } from '@/routes/_app/alerts';
import { inputOf, questionDraft } from './rule-draft';

/**
 * "Create alert" on a question: the link's search (newAlertSearch), through a real URL and the
 * Alerts route's own search schema, back to the new rule's draft (questionDraft).
 */
type AlertsSearch = Partial<MentionFilterSearch> & { workspace?: number; rule?: string; zone?: string };
const alertsSchema = Route.options.validateSearch as unknown as { parse: (v: unknown) => AlertsSearch };
const throughUrl = (search: object): AlertsSearch =>
  alertsSchema.parse(defaultParseSearch(defaultStringifySearch(search)));

describe('a rule drafted from a question in the URL', () => {
  it('keeps every filter kind, negated and switched-off kinds, the workspace and the zone', () => {
    expect(Object.keys(EVERY_FILTER).sort()).toEqual(Object.keys(MentionFiltersSchema.shape).sort());
    const filters: Partial<MentionFilterSearch> = {
      ...MentionFiltersSchema.parse(EVERY_FILTER),
      not: ['channels', 'filter_expression'],
      off: ['languages'],
    };
    const search = throughUrl(newAlertSearch(7, filters, 'America/New_York'));
    expect(search.workspace).toBe(7);
    expect(search.rule).toBe('new');
    const draft = questionDraft(search.workspace!, search, 'UTC');
    expect(draft.workspaceId).toBe(7);
    expect(draft.zone).toBe('America/New_York');
    expect(draft.filters).toEqual(pickFilters(filters));
    // The desk asks the service exactly what the page asked (one conversion: filtersToQuery).
    expect(filtersToQuery(draft.filters)).toEqual(filtersToQuery(filters));
    expect(filtersToQuery(draft.filters).languages).toBeUndefined();
    // And the desk takes the rule as drafted.
    expect(AlertRuleInputSchema.safeParse(inputOf({ ...draft, title: 'Every kind' })).success).toBe(true);
  });

  it('carries the question alone: no list state, no window, no filter left unset', () => {
    const page = { channels: ['news'], sort: 'reach', page: 4, open: 12, languages: [] };
    const search = newAlertSearch(3, page as Partial<MentionFilterSearch>, 'UTC');
    expect(search).toEqual({ workspace: 3, rule: 'new', zone: 'UTC', channels: ['news'] });
  });

  it('a question without filters drafts a rule on the whole workspace', () => {
    const draft = questionDraft(3, throughUrl(newAlertSearch(3, {}, 'Europe/London')), 'UTC');
    expect(draft.filters).toEqual({});
    expect(draft.viewId).toBeNull();
  });

  it('drops only what a hand-edited URL spoils: a bad value, an unknown zone', () => {
    const search = alertsSchema.parse({
      workspace: 3,
      rule: 'new',
      zone: 'Mars/Olympus',
      channels: ['news'],
      languages: ['not-a-code'],
    });
    const draft = questionDraft(3, search, 'Europe/Paris');
    expect(draft.filters).toEqual({ channels: ['news'] });
    expect(draft.zone).toBe('Europe/Paris');
  });
});

import { describe, expect, it } from 'vitest';
import { MentionFilterSearchSchema } from '@/filters/mention-filters-url';
import { childScope, nodeScope } from './use-location-counts';

const filters = MentionFilterSearchSchema.parse({
  languages: ['es'],
  'locations.country': [124],
  'locations.city': [7],
});

describe('the question a location page asks', () => {
  it('keeps the workspace’s filters and lets the node stand for its own level', () => {
    expect(nodeScope(filters, { level: 'country', id: 840 })).toEqual({
      languages: ['es'],
      'locations.country': [840],
      'locations.city': [7],
    });
    expect(nodeScope(filters, undefined)).toEqual(filters);
  });
  it('opens a child with the node and the child at their levels, other filters untouched', () => {
    expect(childScope(filters, { level: 'country', id: 840 }, { level: 'state', id: 48 })).toEqual({
      languages: ['es'],
      'locations.country': [840],
      'locations.state': [48],
      'locations.city': [7],
    });
  });
});

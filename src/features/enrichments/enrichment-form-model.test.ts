import { describe, expect, it } from 'vitest';
import type { CustomEnrichment } from '@/api/schemas';
import {
  optionChanges,
  optionWarnings,
  removedInUse,
  teamOptionUsage,
  validateDraft,
} from './enrichment-form-model';

const existing: CustomEnrichment[] = [
  {
    enrichment_id: 1,
    name: 'Disinformation Analysis',
    type: 'categorical',
    constraints: { enum: ['Substantiated'] },
  },
  { enrichment_id: 2, name: 'Priority', type: 'integer', constraints: { enum: [] } },
];

describe('enrichment form rules', () => {
  it('requires a name of at most 255 characters, unique case-insensitively', () => {
    expect(validateDraft({ name: ' ', type: 'categorical', options: [] }, existing).name).toBe(
      'Name is required',
    );
    expect(validateDraft({ name: 'x'.repeat(256), type: 'categorical', options: [] }, existing).name).toMatch(
      /at most 255/,
    );
    expect(
      validateDraft({ name: 'disinformation analysis', type: 'categorical', options: [] }, existing).name,
    ).toMatch(/already exists/);
    // Renaming an enrichment to its own name (other case) is fine.
    expect(
      validateDraft({ name: 'DISINFORMATION ANALYSIS', type: 'categorical', options: [] }, existing, 1),
    ).toEqual({});
  });

  it('keeps integer options exactly [] and caps categorical options at 5000 unique', () => {
    expect(validateDraft({ name: 'Score', type: 'integer', options: ['1'] }, existing).options).toMatch(
      /no options/,
    );
    expect(validateDraft({ name: 'Score', type: 'integer', options: [] }, existing)).toEqual({});
    const many = Array.from({ length: 5001 }, (_, i) => `o${i}`);
    expect(validateDraft({ name: 'Big', type: 'categorical', options: many }, existing).options).toMatch(
      /At most 5000/,
    );
    expect(
      validateDraft({ name: 'Dup', type: 'multivalue_categorical', options: ['a', 'a'] }, existing).options,
    ).toMatch(/repeat/);
  });

  it('warns about near-duplicate options', () => {
    expect(optionWarnings(['Substantiated', 'substantiated '])).toEqual([
      '“Substantiated” and “substantiated ” differ only in case or spacing',
    ]);
  });

  it('shows what a replacing PUT removes, and which removed options are in use', () => {
    const changes = optionChanges(['A', 'B', 'C'], ['A', 'D']);
    expect(changes).toEqual({ removed: ['B', 'C'], added: ['D'] });
    expect(removedInUse(changes.removed, new Map([['B', 12]]))).toEqual([{ option: 'B', count: 12 }]);
  });
});

describe('teamOptionUsage', () => {
  // The option is used in every workspace: one workspace's 14 is not what removing it touches.
  const usage = (n: number) => new Map([['Solar', n]]);

  it('counts an option over every workspace of the team, and says so', () => {
    const team = teamOptionUsage([usage(14), usage(30), usage(51)]);
    expect(team.counts.get('Solar')).toBe(95);
    expect(team.note).toBe('in all 3 workspaces, all time');
    expect(team.caveat).toMatch(/several workspaces counts once in each/);
    expect(removedInUse(['Solar'], team.counts)).toEqual([{ option: 'Solar', count: 95 }]);
  });
  it('says which workspaces are still counted or could not be', () => {
    expect(teamOptionUsage([usage(14), undefined, usage(1)]).note).toBe(
      'in 2 of 3 workspaces so far, all time',
    );
    expect(teamOptionUsage([usage(14), undefined], 1).note).toBe(
      'in 1 of 2 workspaces (1 could not be counted), all time',
    );
    expect(teamOptionUsage([usage(14)]).caveat).toBeNull();
  });
});

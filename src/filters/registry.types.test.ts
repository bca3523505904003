import type { MentionFilters } from '@/api/schemas';
import type { FilterCompilers } from '../../server/db/mention-filters';
import { FILTER_COMPILERS } from '../../server/db/mention-filters';
import { FILTER_KINDS, type FilterKey, type FilterRegistry } from './registry';

/**
 * A filter kind takes three files: the contract, the registry entry and the server's compiler.
 * These checks run in the type checker (`tsc`): each `@ts-expect-error` line must fail to
 * compile, i.e. a contract that gains a kind without a registry entry or a compiler entry does not
 * build. (Were the registry or the compilers not exhaustive, the directive would be unused: an error.)
 */
type WiderContract = MentionFilters & { new_kind?: string[] };

describe('a new filter kind cannot be forgotten', () => {
  it('the registry and the compilers cover the contract exactly, and nothing less compiles', () => {
    const registry: FilterRegistry<FilterKey> = FILTER_KINDS;
    // @ts-expect-error a contract kind without a registry entry does not type-check
    const widerRegistry: FilterRegistry<FilterKey | 'new_kind'> = FILTER_KINDS;
    const compilers: FilterCompilers = FILTER_COMPILERS;
    // @ts-expect-error a contract kind without a server compiler entry does not type-check
    const widerCompilers: FilterCompilers<WiderContract> = FILTER_COMPILERS;
    // At run time the same: one entry per kind of the contract in each.
    expect(Object.keys(registry).sort()).toEqual(Object.keys(compilers).sort());
    expect(widerRegistry).toBe(registry);
    expect(widerCompilers).toBe(compilers);
  });
});

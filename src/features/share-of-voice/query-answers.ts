import type { UseQueryResult } from '@tanstack/react-query';

/**
 * useQueries' `combine` for one query per compared workspace: the results and their data in
 * workspace order. Module-level (stable), so useQueries keeps the combined value while no answer
 * changes.
 */
export const answers = <T>(queries: UseQueryResult<T>[]) => ({ queries, data: queries.map((q) => q.data) });

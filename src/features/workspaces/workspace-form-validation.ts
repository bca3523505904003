import { parseFilterExpression, type FilterExpressionError } from '@/lib/filter-expression';
import {
  QUERY_MAX,
  TITLE_MAX,
  type WorkspaceFormErrors,
  type WorkspaceFormValues,
} from './workspace-form-model';

// Apart from the form model: the expression parser loads with the form, not with the workspace list.

/** The query's syntax error (same parser as the mention search box), or null when it parses. */
export function querySyntaxError(query: string): FilterExpressionError | null {
  if (!query.trim()) return null;
  const parsed = parseFilterExpression(query);
  return parsed.ok ? null : parsed.error;
}

/**
 * Checks before sending, also run as the analyst types: blank fields, lengths and the query's
 * syntax. The server stays the authority; its errors land on the same fields.
 */
export function validateWorkspaceForm(v: WorkspaceFormValues): WorkspaceFormErrors {
  const errors: WorkspaceFormErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = 'Give the workspace a title';
  else if (title.length > TITLE_MAX)
    errors.title = `Title must be at most ${TITLE_MAX} characters (now ${title.length})`;
  const query = v.query.trim();
  const syntax = querySyntaxError(query);
  if (!query) errors.query = 'Write the query that matches mentions';
  else if (query.length > QUERY_MAX)
    errors.query = `Query must be at most ${QUERY_MAX} characters (now ${query.length})`;
  else if (syntax) errors.query = `Query syntax: ${syntax.message}`;
  if (v.channels.length === 0) errors.channels = 'Pick at least one channel';
  return errors;
}

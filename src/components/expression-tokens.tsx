import type { ReactNode } from 'react';
import { tokenizeFilterExpression, type FilterExpressionError } from '@/lib/filter-expression';
import classes from './expression-tokens.module.css';

interface Props {
  src: string;
  /** The parser's error: the token at its position is underlined (a marker at the end when past it). */
  error: Pick<FilterExpressionError, 'position' | 'length'> | null;
}

/**
 * A keyword expression as coloured tokens (operators, phrases, title:/text: scopes), with the
 * span the parser stopped at underlined. Shared by the mention search box and the workspace query.
 */
export function ExpressionTokens({ src, error }: Props) {
  const tokens = tokenizeFilterExpression(src);
  const parts: ReactNode[] = [];
  let last = 0;
  tokens.forEach((t, i) => {
    if (t.start > last) parts.push(src.slice(last, t.start));
    const hit = error && t.start <= error.position && error.position < Math.max(t.end, t.start + 1);
    parts.push(
      <span key={i} className={`${classes[t.type]} ${hit ? classes.error : ''}`} data-token={t.type}>
        {t.text}
      </span>,
    );
    last = t.end;
  });
  if (last < src.length) parts.push(src.slice(last));
  // An error at the very end (e.g. a dangling AND) gets a visible marker.
  if (error && error.position >= src.length)
    parts.push(
      <span key="end" className={classes.error}>
        {' '}
      </span>,
    );
  return (
    <div className={classes.preview} aria-hidden data-testid="expression-tokens">
      {parts}
    </div>
  );
}

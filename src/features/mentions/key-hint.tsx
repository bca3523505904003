import classes from './mention-row.module.css';

/** A quiet reminder of the triage keys under the list; `?` lists them all. */
export function KeyHint() {
  return (
    <div className={classes.hint} data-testid="mention-key-hint">
      <kbd>j</kbd>/<kbd>k</kbd> move · <kbd>Enter</kbd> open · <kbd>o</kbd> original · <kbd>x</kbd> select ·{' '}
      <kbd>Esc</kbd> close · <kbd>?</kbd> all keys
    </div>
  );
}

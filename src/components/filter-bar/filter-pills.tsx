import { Menu, Pill, Tooltip, UnstyledButton } from '@mantine/core';
import { FilterSupportFlag } from '@/components/filter-support-flag';
import { describeKind } from '@/filters/kind-text';
import {
  activeKinds,
  pillKinds,
  removeKind,
  setDisabled,
  setNegated,
  type ActiveKind,
} from '@/filters/kind-state';
import type { MentionFilterSearch } from '@/filters/mention-filters-url';
import { canNegate, negationGap } from '@/filters/negation-offer';
import type { FilterContext } from '@/filters/registry';
import classes from './filter-bar.module.css';

type Update = (f: MentionFilterSearch) => MentionFilterSearch;

interface Props {
  context: FilterContext;
  search: Partial<MentionFilterSearch>;
  onChange: (update: Update) => void;
  /** Opens the filter panel at the kind's field (edit its values). */
  onEdit: (kind: ActiveKind) => void;
  /** `key:value` of the filters this page does not apply: shown struck through, said on hover. */
  unapplied?: ReadonlySet<string>;
}

/**
 * One pill per active filter kind ("Bot rating is one of Likely, Very likely"), with a menu: edit
 * the values, negate (where the service can express it), switch off for now, remove.
 */
export function FilterPills({ context, search, onChange, onEdit, unapplied }: Props) {
  return pillKinds(search).map((kind) => {
    const d = describeKind(kind.key, kind.values, context, kind.negated);
    const off = kind.values.some((v) => unapplied?.has(`${kind.key}:${v}`));
    const negatable = canNegate(kind.key, kind.values);
    const why = negationGap(kind.key);
    return (
      <Menu key={kind.key} position="bottom-start" withinPortal shadow="md">
        <Tooltip
          label={`${d.title}${off ? '\n— not applied on this page' : ''}${kind.disabled ? '\n— switched off' : ''}`}
          openDelay={250}
          multiline
          maw={360}
          style={{ whiteSpace: 'pre-line' }}
        >
          <Pill
            withRemoveButton
            onRemove={() => onChange((f) => removeKind(f, kind.key))}
            removeButtonProps={{ 'aria-label': `Remove filter ${d.text}` }}
            className={classes.pill}
            data-unapplied={off || undefined}
            data-disabled-filter={kind.disabled || undefined}
            data-negated={kind.negated || undefined}
            data-testid="filter-pill"
            data-filter={kind.key}
          >
            <Menu.Target>
              <UnstyledButton className={classes.pillButton} aria-label={`${d.text}: filter menu`}>
                {d.text}
              </UnstyledButton>
            </Menu.Target>
            {kind.values.length === 1 && <FilterSupportFlag filterKey={kind.key} value={kind.values[0]!} />}
          </Pill>
        </Tooltip>
        <Menu.Dropdown>
          <Menu.Label>{d.label}</Menu.Label>
          <Menu.Item onClick={() => onEdit(kind)}>Edit values</Menu.Item>
          {negatable ? (
            <Menu.Item onClick={() => onChange((f) => setNegated(f, kind.key, !kind.negated))}>
              {kind.negated ? 'Keep these values instead' : 'Leave these values out (negate)'}
            </Menu.Item>
          ) : (
            <Menu.Item disabled title={why ?? undefined}>
              {why ?? 'Every value is chosen: nothing would be left'}
            </Menu.Item>
          )}
          <Menu.Item onClick={() => onChange((f) => setDisabled(f, kind.key, !kind.disabled))}>
            {kind.disabled ? 'Switch on again' : 'Switch off for now'}
          </Menu.Item>
          <Menu.Item color="red" onClick={() => onChange((f) => removeKind(f, kind.key))}>
            Remove
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  });
}

/**
 * A question's filters as the bar's pills read them, read-only (an alert rule's): one per kind,
 * places included, negated kinds tinted, switched-off ones struck (and said on hover). Here, beside
 * the bar's own, so the pill words stay in one chunk that loads when pills are first shown.
 */
export function QuestionPills({
  search,
  context,
}: {
  search: Partial<MentionFilterSearch>;
  context: FilterContext;
}) {
  return (
    <div className={classes.pills} role="list" aria-label="Filters">
      {activeKinds(search).map((kind) => {
        const d = describeKind(kind.key, kind.values, context, kind.negated);
        return (
          <Pill
            key={kind.key}
            role="listitem"
            className={`${classes.pill} ${classes.questionPill}`}
            title={`${d.title}${kind.disabled ? '\n— switched off: kept, not applied' : ''}`}
            data-testid="question-pill"
            data-filter={kind.key}
            data-negated={kind.negated || undefined}
            data-disabled-filter={kind.disabled || undefined}
          >
            {d.text}
          </Pill>
        );
      })}
    </div>
  );
}

import { wordList } from '@/lib/labels';
import { FILTER_KINDS, type FilterContext, type FilterKey } from './registry';

/** One pill per filter kind: "Bot rating is one of Likely, Very likely" (or "is not", "is none of"). */
export interface KindDescription {
  /** The kind's noun: "Bot rating", or the model's name for enrichments. */
  label: string;
  /** "is", "is one of", "is not", "is none of". */
  verb: string;
  values: string[];
  /** The whole sentence. */
  text: string;
  /** Said on hover: each value's full text, and what a negation leaves out besides. */
  title: string;
}

export function describeKind(
  key: FilterKey,
  values: readonly string[],
  ctx: FilterContext,
  negated = false,
): KindDescription {
  const kind = FILTER_KINDS[key];
  const described = values.map((v) => kind.describe(v, ctx));
  // Enrichment values name their model ("Favorability"): one model → its name as the noun.
  const labels = [...new Set(described.map((d) => d.label))];
  const label = labels.length === 1 ? labels[0]! : kind.label;
  const many = values.length > 1;
  const verb =
    key === 'filter_expression'
      ? negated
        ? 'does not match'
        : 'matches'
      : negated
        ? many
          ? 'is none of'
          : 'is not'
        : many
          ? 'is one of'
          : 'is';
  const shown = described.map((d) => (labels.length > 1 ? `${d.label}: ${d.value}` : d.value));
  const leftOut =
    negated && kind.negation?.by === 'complement' ? ` (${kind.negation.leftOut} left out as well)` : '';
  const text = `${label} ${verb} ${shown.join(', ')}`;
  const title = `${described.map((d) => d.title).join('\n')}${
    negated ? `\nLeft out: ${wordList(shown, 'and')}${leftOut}` : ''
  }`;
  return { label, verb, values: shown, text, title };
}

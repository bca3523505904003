import { SOCIAL_MEDIA_TYPES, type LocationLevel } from '@/api/schemas';
import { mentionTypeLabel } from '@/lib/labels';
import type { FilterContext, ValueDescription } from './registry';

/** How single values of the registry's kinds read (pills, tooltips, chart groups, exports). */

export const plain =
  (
    label: string,
    text: (value: string, ctx: FilterContext) => string | undefined = () => undefined,
    context?: string,
    detail: (value: string, ctx: FilterContext) => string | undefined = () => undefined,
  ) =>
  (value: string, ctx: FilterContext): ValueDescription => {
    const shown = text(value, ctx) || value;
    const more = detail(value, ctx);
    return {
      label,
      value: shown,
      title: `${context ? `${context} · ` : ''}${label}: ${shown}${more ? ` — ${more}` : ''}`,
    };
  };

/** `244:c0` → the model's name as the label and the option's name as the value. */
export const modelValue =
  (group: 'smart_categories' | 'custom_enrichments', fallback: string) =>
  (value: string, ctx: FilterContext): ValueDescription => {
    const id = Number(value.slice(0, value.indexOf(':')));
    const model = ctx.available?.[group]?.models.find((m) => m.enrichment_id === id);
    const option = model?.options.find((o) => o.value === value);
    const label = model?.name ?? `${fallback} ${id}`;
    const shown = option?.name ?? value.slice(value.indexOf(':') + 1);
    return { label, value: shown, title: `${fallback} · ${label}: ${shown}` };
  };

export const SOCIAL_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  SOCIAL_MEDIA_TYPES.map((t) => [t, mentionTypeLabel(`social_media.${t}`)]),
);

export const place = (level: LocationLevel, label: string) =>
  plain(
    label,
    (value, ctx) => ctx.placeName?.(level, Number(value)),
    'Location',
    (value, ctx) => ctx.placePath?.(level, Number(value)),
  );

/** Why a bot filter surprises: news has no rating, so any bot filter (even "None") leaves it out. */
export const BOT_FILTER_HINT =
  'Only social media mentions carry a bot rating: news mentions have none and are left out by any bot filter, “None” included.';
export const botDetail = (value: string) =>
  `${value === 'none' ? 'no bot signals were found for the account. ' : ''}${BOT_FILTER_HINT}`;

import { memo } from 'react';
import { Badge } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { snippetAround } from '@/lib/highlight';
import { ChannelIcon } from './channel-icon';
import { HighlightedText } from './highlighted-text';
import type { FilterUpdate } from '@/components/filter-actions/filter-choice';
import { RowFilterButton } from './row-filter-button';
import { MediaThumbnails } from './media-thumbnails';
import {
  botRatingColor,
  botRatingLabel,
  formatCompact,
  isSocial,
  languageName,
  reachMeaning,
} from './mention-labels';
import { safeHttpUrl } from './safe-url';
import classes from './mention-row.module.css';
import type { SearchTerms } from '@/lib/highlight';

/** Line boxes of a row, in px (the CSS module sets the same line heights). */
const PADDING = 16;
const BORDER = 1;
const TITLE_LINE = 20;
const SNIPPET_LINE = 18;
const META_LINE = 22;
const THUMB = 56;

const hasSnippet = (m: Mention) => Boolean(m.title?.trim() && m.text?.trim());
const hasImage = (m: Mention) =>
  m.media.some((media) => media.type === 'image' && safeHttpUrl(media.url) !== null);

/**
 * The row's height, known before it renders (the virtual list places rows by it): a one-line post
 * takes title and meta lines only, a titled article adds its snippet, an image needs its thumbnail.
 */
export function rowHeight(m: Mention): number {
  const text = TITLE_LINE + (hasSnippet(m) ? SNIPPET_LINE : 0) + META_LINE;
  return PADDING + BORDER + Math.max(text, hasImage(m) ? THUMB : 0);
}

/** Height of the "loading more" row at the end of the list. */
export const LOADER_ROW_HEIGHT = PADDING + BORDER + TITLE_LINE + META_LINE;

interface Props {
  mention: Mention;
  index: number;
  /** What to mark in the title and in the text (a `title:` term in the title only). */
  terms: SearchTerms;
  tz: DateRangeSearch['tz'];
  selected: boolean;
  cursor: boolean;
  open: boolean;
  onOpen: (index: number) => void;
  onToggle: (index: number, shift: boolean) => void;
  /** Filter for / out by the row's values (the workspace's filters). */
  onFilter?: FilterUpdate;
}

/** One list row. Every mention field is rendered as text; no link is made here. */
export const MentionRow = memo(function MentionRow({
  mention: m,
  index,
  terms,
  tz,
  selected,
  cursor,
  open,
  onOpen,
  onToggle,
  onFilter,
}: Props) {
  const title = m.title?.trim();
  const text = m.text?.trim() ?? '';
  const social = isSocial(m.channels);
  return (
    <div
      className={classes.row}
      style={{ height: rowHeight(m) }}
      data-cursor={cursor || undefined}
      data-open={open || undefined}
      data-mention-id={m.id}
      data-testid="mention-row"
      role="row"
      aria-selected={open}
      onClick={() => onOpen(index)}
    >
      {/* One cell: a grid row holds cells only (the checkbox, icon and text live in it). */}
      <div role="gridcell" className={classes.cell}>
        {/* A native checkbox: Mantine's Checkbox costs several components per row while scrolling. */}
        <input
          type="checkbox"
          className={classes.check}
          checked={selected}
          aria-label={`Select mention ${m.id}`}
          onChange={() => undefined}
          onClick={(e) => {
            e.stopPropagation();
            onToggle(index, e.shiftKey);
          }}
        />
        <ChannelIcon channel={m.channels[0]} />
        {/* Plain elements rather than Mantine's Text/Group: a scrolling list renders rows every frame. */}
        <div className={classes.body}>
          <div className={classes.title} data-testid="mention-title">
            <HighlightedText
              text={title || snippetAround(text, terms.text, 140) || '(no text)'}
              terms={title ? terms.title : terms.text}
            />
          </div>
          {hasSnippet(m) && (
            <div className={classes.snippet}>
              <HighlightedText text={snippetAround(text, terms.text, 200)} terms={terms.text} />
            </div>
          )}
          {/* One line that ends in an ellipsis when it does not fit. */}
          <div className={classes.meta} data-testid="mention-meta">
            {formatInZone(m.published, tz)}
            {social && m.botRating && (
              <Badge
                size="sm"
                color={botRatingColor(m.botRating)}
                variant="light"
                tt="none"
                className={classes.badge}
              >
                bot: {botRatingLabel(m.botRating)}
              </Badge>
            )}
            {m.domain && <> · {m.domain}</>}
            {m.author && <> · {m.author}</>}
            <span title={`Reach: ${reachMeaning(m.channels)}`}> · reach {formatCompact(m.reach)}</span>
            {m.language && <> · {languageName(m.language)}</>}
          </div>
        </div>
        <MediaThumbnails media={m.media} size={THUMB} />
        {onFilter && <RowFilterButton mention={m} onFilter={onFilter} />}
      </div>
    </div>
  );
});

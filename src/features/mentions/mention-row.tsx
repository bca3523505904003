import { memo } from 'react';
import { Badge } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { formatInZone, type DateRangeSearch } from '@/lib/date-range';
import { snippetAround } from '@/lib/highlight';
import { ChannelIcon } from './channel-icon';
import { HighlightedText } from './highlighted-text';
import { MediaThumbnails } from './media-thumbnails';
import { botRatingColor, botRatingLabel, formatCompact, isSocial, languageName } from './mention-labels';
import classes from './mention-row.module.css';

export const ROW_HEIGHT = 92;

interface Props {
  mention: Mention;
  index: number;
  terms: readonly string[];
  tz: DateRangeSearch['tz'];
  selected: boolean;
  cursor: boolean;
  open: boolean;
  onOpen: (index: number) => void;
  onToggle: (index: number, shift: boolean) => void;
}

/** One list row. Every mention field is rendered as text; no link is made here. */
export const MentionRow = memo(function MentionRow({ mention: m, index, terms, tz, selected, cursor, open, onOpen, onToggle }: Props) {
  const title = m.title?.trim();
  const text = m.text?.trim() ?? '';
  const social = isSocial(m.channels);
  return (
    <div
      className={classes.row}
      style={{ height: ROW_HEIGHT }}
      data-cursor={cursor || undefined}
      data-open={open || undefined}
      data-mention-id={m.id}
      data-testid="mention-row"
      role="row"
      aria-selected={open}
      onClick={() => onOpen(index)}
    >
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
          <HighlightedText text={title || snippetAround(text, terms, 140) || '(no text)'} terms={terms} />
        </div>
        {title && text && (
          <div className={classes.snippet}>
            <HighlightedText text={snippetAround(text, terms, 200)} terms={terms} />
          </div>
        )}
        <div className={classes.meta}>
          <span>{formatInZone(m.published, tz)}</span>
          {social && m.botRating && (
            <Badge size="xs" color={botRatingColor(m.botRating)} variant="light" tt="none" style={{ flexShrink: 0 }}>
              bot: {botRatingLabel(m.botRating)}
            </Badge>
          )}
          {m.domain && <span>· {m.domain}</span>}
          {m.author && <span>· {m.author}</span>}
          <span title="Reach">· {formatCompact(m.reach)}</span>
          {m.language && <span>· {languageName(m.language)}</span>}
        </div>
      </div>
      <MediaThumbnails media={m.media} size={56} />
    </div>
  );
});

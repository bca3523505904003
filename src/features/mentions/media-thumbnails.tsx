import { useState } from 'react';
import type { Mention } from '@/api/schemas';
import { safeHttpUrl } from './safe-url';
import classes from './media-thumbnails.module.css';

/**
 * Images from third-party URLs: only http(s), lazy, and without a Referer so the analyst's
 * dashboard address is not leaked to the host. Other media types are listed by type.
 * Plain elements (not Mantine's Group/Image): every list row renders this while scrolling.
 */
export function MediaThumbnails({ media, size = 48 }: { media: Mention['media']; size?: number }) {
  const safe = media
    .map((m) => ({ type: m.type, url: safeHttpUrl(m.url) }))
    .filter((m): m is { type: string; url: string } => m.url !== null);
  if (safe.length === 0) return null;
  return (
    <div className={classes.group} role="group" aria-label="Media">
      {safe.slice(0, 4).map((m, i) =>
        m.type === 'image' ? (
          <Thumb key={i} url={m.url} size={size} />
        ) : (
          <span key={i} className={classes.type}>
            {m.type}
          </span>
        ),
      )}
    </div>
  );
}

/** A thumbnail that disappears when its host does not answer, instead of a broken-image box. */
function Thumb({ url, size }: { url: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      className={classes.thumb}
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

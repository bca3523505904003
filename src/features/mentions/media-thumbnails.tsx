import { useState } from 'react';
import { Group, Image, Text } from '@mantine/core';
import type { Mention } from '@/api/schemas';
import { safeHttpUrl } from './safe-url';

/**
 * Images from third-party URLs: only http(s), lazy, and without a Referer so the analyst's
 * dashboard address is not leaked to the host. Other media types are listed by type.
 */
export function MediaThumbnails({ media, size = 48 }: { media: Mention['media']; size?: number }) {
  const safe = media
    .map((m) => ({ type: m.type, url: safeHttpUrl(m.url) }))
    .filter((m): m is { type: string; url: string } => m.url !== null);
  if (safe.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap" aria-label="Media">
      {safe.slice(0, 4).map((m, i) =>
        m.type === 'image' ? (
          <Thumb key={i} url={m.url} size={size} />
        ) : (
          <Text key={i} size="xs" c="dimmed">
            {m.type}
          </Text>
        ),
      )}
    </Group>
  );
}

/** A thumbnail that disappears when its host does not answer, instead of a broken-image box. */
function Thumb({ url, size }: { url: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <Image
      src={url}
      alt=""
      w={size}
      h={size}
      radius="sm"
      fit="cover"
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

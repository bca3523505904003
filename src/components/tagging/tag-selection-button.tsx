import { lazy, Suspense } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import type { TagSource } from './tag-collection';
import type { TagTarget } from './tag-dialog';

// The dialog (value inputs, the tagging job) loads when it is opened, not with the mention list.
const TagDialog = lazy(() => import('./tag-dialog').then((m) => ({ default: m.TagDialog })));

interface Props {
  count: number;
  allMatching: boolean;
  /** The explicitly selected mentions (ignored with allMatching). */
  mentions: readonly { url?: string | null }[];
  /** The workspace and mentions query of the list, paged by the job for "all matching". */
  source: TagSource;
}

/** Values are keyed by mention url; a url shared by several mentions is written once. */
export const uniqueUrls = (list: readonly { url?: string | null }[]) => [
  ...new Set(list.map((m) => m.url).filter((u): u is string => !!u)),
];

/** "Tag…" for the mention browser's selection: one, several or all N matching. */
export function TagSelectionButton({ count, allMatching, mentions, source }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const target: TagTarget = allMatching
    ? { count, description: `all ${count.toLocaleString('en')} matching mentions`, source }
    : {
        count,
        description: `${count} selected mention${count === 1 ? '' : 's'}`,
        urls: uniqueUrls(mentions),
      };
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconTag size={12} />}
        onClick={open}
        disabled={count === 0}
      >
        Tag…
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <TagDialog opened onClose={close} target={target} />
        </Suspense>
      )}
    </>
  );
}

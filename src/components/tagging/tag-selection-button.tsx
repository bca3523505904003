import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTag } from '@tabler/icons-react';
import { TagDialog, type TagTarget } from './tag-dialog';

const PAGE = 50;

interface Props {
  count: number;
  allMatching: boolean;
  /** The explicitly selected mentions (ignored with allMatching). */
  mentions: readonly { url?: string | null }[];
  /** One page of 50 of the current filters, for "all matching". */
  fetchPage: (offset: number, signal: AbortSignal) => Promise<readonly { url?: string | null }[]>;
}

/** Values are keyed by mention url; a url shared by several mentions is written once. */
const uniqueUrls = (list: readonly { url?: string | null }[]) => [...new Set(list.map((m) => m.url).filter((u): u is string => !!u))];

/** Pages through the API at 50 a page until a short page. */
export async function collectAllUrls(
  fetchPage: Props['fetchPage'],
  onProgress: (read: number) => void,
  signal: AbortSignal,
): Promise<string[]> {
  const all: { url?: string | null }[] = [];
  for (let offset = 0; !signal.aborted; offset += PAGE) {
    const page = await fetchPage(offset, signal);
    all.push(...page);
    onProgress(all.length);
    if (page.length < PAGE) break;
  }
  return uniqueUrls(all);
}

/** "Tag…" for the mention browser's selection: one, several or all N matching. */
export function TagSelectionButton({ count, allMatching, mentions, fetchPage }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  const target: TagTarget = {
    count,
    description: allMatching ? `all ${count.toLocaleString('en')} matching mentions` : `${count} selected mention${count === 1 ? '' : 's'}`,
    collectUrls: async (onProgress, signal) => {
      if (!allMatching) {
        onProgress(mentions.length);
        return uniqueUrls(mentions);
      }
      return collectAllUrls(fetchPage, onProgress, signal);
    },
  };
  return (
    <>
      <Button size="compact-xs" variant="light" leftSection={<IconTag size={12} />} onClick={open} disabled={count === 0}>
        Tag…
      </Button>
      {opened && <TagDialog opened onClose={close} target={target} />}
    </>
  );
}

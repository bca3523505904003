import { Fragment } from 'react';
import { Anchor, List, Text, Title } from '@mantine/core';
import type { MdBlock, Run } from '@/lib/markdown-light';

function Runs({ runs }: { runs: readonly Run[] }) {
  return runs.map((r, i) => {
    let node = <Fragment key={i}>{r.text}</Fragment>;
    if (r.italic) node = <em key={i}>{node}</em>;
    if (r.bold) node = <strong key={i}>{node}</strong>;
    if (r.href) {
      node = (
        <Anchor key={i} href={r.href} target="_blank" rel="noopener noreferrer nofollow" inherit>
          {node}
        </Anchor>
      );
    }
    return node;
  });
}

/** A text block drawn from its parsed tree: React elements only, never HTML from the text. */
export function MarkdownView({ blocks }: { blocks: readonly MdBlock[] }) {
  return blocks.map((b, i) => {
    if (b.type === 'heading') {
      return (
        <Title key={i} order={(b.level + 2) as 3 | 4 | 5} mt={i ? 'sm' : 0} mb={4}>
          <Runs runs={b.runs} />
        </Title>
      );
    }
    if (b.type === 'list') {
      return (
        <List key={i} type={b.ordered ? 'ordered' : 'unordered'} size="sm" my={4}>
          {b.items.map((item, j) => (
            <List.Item key={j}>
              <Runs runs={item} />
            </List.Item>
          ))}
        </List>
      );
    }
    return (
      <Text key={i} size="sm" my={4}>
        <Runs runs={b.runs} />
      </Text>
    );
  });
}

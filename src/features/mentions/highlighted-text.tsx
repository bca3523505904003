import { Mark } from '@mantine/core';
import { highlightSegments } from '@/lib/highlight';

/** Untrusted text with search terms marked. Rendered as React text nodes only, never as HTML. */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((s, i) =>
        s.match ? (
          <Mark key={i} color="yellow">
            {s.text}
          </Mark>
        ) : (
          <span key={i}>{s.text}</span>
        ),
      )}
    </>
  );
}

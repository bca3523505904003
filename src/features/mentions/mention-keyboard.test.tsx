// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MentionSchema, type Mention } from '@/api/schemas';
import { ShortcutsProvider, useShortcuts } from '@/components/shortcuts';
import { NO_TERMS } from '@/lib/highlight';
import { renderWithProviders } from '@/test/render';
import { MentionList } from './mention-list';
import { rowHeight } from './mention-row';
import { MentionSelectionProvider, useMentionSelection } from './selection-context';
import { useMentionKeyboard } from './use-mention-keyboard';

const mention = (id: number, over: Record<string, unknown> = {}): Mention =>
  MentionSchema.parse({
    id,
    title: `Story ${id}`,
    text: 'Body text',
    url: `https://news.example/${id}`,
    channels: ['news'],
    created: '2026-11-20T10:00:00Z',
    published: '2026-11-20T10:00:00Z',
    ...over,
  });

describe('mention rows fit their content', () => {
  it('gives a one-line post no blank line, a titled article its snippet line, an image its thumbnail', () => {
    const post = rowHeight(mention(1, { title: null, text: 'just a post', channels: ['twitter'] }));
    const article = rowHeight(mention(2));
    const pictured = rowHeight(
      mention(3, { title: null, media: [{ type: 'image', url: 'https://img.example/a.jpg' }] }),
    );
    expect(post).toBeLessThan(article);
    expect(article - post).toBe(18);
    expect(pictured).toBeGreaterThanOrEqual(56 + 16);
    // A javascript: "image" is never shown, so it takes no room.
    expect(rowHeight(mention(4, { title: null, media: [{ type: 'image', url: 'javascript:x' }] }))).toBe(
      post,
    );
  });
});

function ShortcutList() {
  return (
    <ul>
      {useShortcuts().map((s) => (
        <li key={s.keys}>{`${s.keys}: ${s.description}`}</li>
      ))}
    </ul>
  );
}

function KeyboardHost({ mentions }: { mentions: Mention[] }) {
  useMentionKeyboard({
    mentions,
    cursor: 0,
    setCursor: () => {},
    paneOpen: false,
    open: () => {},
    close: () => {},
  });
  return null;
}

describe('mention browser keys', () => {
  it('lists its own keys in the shortcut sheet while the page is open', async () => {
    await renderWithProviders(
      <ShortcutsProvider base={[]}>
        <KeyboardHost mentions={[mention(1)]} />
        <ShortcutList />
      </ShortcutsProvider>,
    );
    for (const key of ['j', 'k', 'Enter', 'o', 'Esc', 'x', 'shift+x']) {
      expect(await screen.findByText(new RegExp(`^${key.replace('+', '\\+')}: `))).toBeInTheDocument();
    }
  });

  it('selects the cursor row with x and shows the key hint under the list', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const mentions = [1, 2, 3].map((id) => mention(id));
    function Count() {
      return <output data-testid="count">{useMentionSelection().count}</output>;
    }
    const noop = () => {};
    await renderWithProviders(
      <MentionSelectionProvider
        scope={{ workspaceId: 1, filters: {}, since: 'a', to: 'b', totalMatching: 3 }}
      >
        <div style={{ height: 600 }}>
          <MentionList
            mentions={mentions}
            hasNextPage={false}
            isFetchingNextPage={false}
            fetchNextPage={noop}
            terms={NO_TERMS}
            tz="utc"
            cursor={1}
            openId={undefined}
            onOpen={noop}
            queryKey="{}"
          />
        </div>
        <Count />
      </MentionSelectionProvider>,
    );
    expect(await screen.findByTestId('mention-key-hint')).toHaveTextContent('j/k move');
    await userEvent.keyboard('x');
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    expect(screen.getAllByRole('checkbox')[1]).toBeChecked();
    vi.restoreAllMocks();
  });
});

// @vitest-environment jsdom
import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { MentionSchema, type Mention } from '@/api/schemas';
import * as dateRange from '@/lib/date-range';
import { NO_TERMS, searchTermsOf } from '@/lib/highlight';
import { renderWithProviders } from '@/test/render';
import { MentionDetail } from './mention-detail';
import { MentionList } from './mention-list';
import { MentionSelectionProvider, useMentionSelection } from './selection-context';

// Counts row renders: each row formats its published time once per render.
vi.mock('@/lib/date-range', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/date-range')>();
  return { ...actual, formatInZone: vi.fn(actual.formatInZone) };
});

const HOSTILE = '<img src=x onerror=alert(1)> <script>alert(2)</script>';

const mention = (id: number, over: Record<string, unknown> = {}): Mention =>
  MentionSchema.parse({
    id,
    title: `Battery story ${id}`,
    text: 'Grid battery text',
    url: `https://news.example/${id}`,
    domain: 'news.example',
    author: 'Ann',
    channels: ['news'],
    created: '2026-11-20T10:00:00Z',
    published: '2026-11-20T10:00:00Z',
    ...over,
  });

const scope = {
  workspaceId: 1,
  filters: {},
  since: '2026-11-01T00:00:00Z',
  to: '2026-11-21T00:00:00Z',
  totalMatching: 3,
};

describe('MentionDetail', () => {
  it('shows hostile markup as text, with no link for a javascript: URL and no unsafe media', async () => {
    const hostile = mention(9, {
      title: HOSTILE,
      text: HOSTILE,
      url: 'javascript:alert(1)',
      media: [{ type: 'image', url: 'javascript:alert(1)' }],
    });
    const { container } = await renderWithProviders(
      <MentionDetail
        mention={hostile}
        terms={{ title: ['alert'], text: ['alert'] }}
        tz="utc"
        narrativeNames={new Map()}
        categoryLabels={new Map()}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByTestId('mention-text')).toHaveTextContent(HOSTILE);
    expect(
      container.querySelector('script, img[src="x"], a[href^="javascript"], img[src^="javascript"]'),
    ).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText(/not a web link/)).toHaveTextContent('javascript:alert(1)');
  });

  it('marks a title: term in the title only, not in the text', async () => {
    const both = mention(4, { title: 'Battery plant opens', text: 'The battery plant hires' });
    await renderWithProviders(
      <MentionDetail
        mention={both}
        terms={searchTermsOf('title:battery')}
        tz="utc"
        narrativeNames={new Map()}
        categoryLabels={new Map()}
        onClose={() => {}}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 4 });
    expect(within(heading).getByText('Battery').tagName).toBe('MARK');
    expect(screen.getByTestId('mention-text').querySelector('mark')).toBeNull();
  });

  it('links an http(s) original safely and explains reach, bot rating and narratives', async () => {
    const social = mention(3, {
      channels: ['twitter'],
      reach: 12_500,
      botRating: 'likely',
      enrichments: { narratives: [{ id: 7, confidence: 81.6 }] },
    });
    await renderWithProviders(
      <MentionDetail
        mention={social}
        terms={NO_TERMS}
        tz="utc"
        narrativeNames={new Map([[7, 'Grid storage boom']])}
        categoryLabels={new Map()}
        onClose={() => {}}
      />,
    );
    const links = await screen.findAllByRole('link');
    for (const a of links) {
      expect(a).toHaveAttribute('href', 'https://news.example/3');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText('(followers of the account)')).toBeInTheDocument();
    expect(screen.getByText('Likely a bot.')).toBeInTheDocument();
    expect(screen.getByText('Grid storage boom')).toBeInTheDocument();
    expect(screen.getByText('82% confidence')).toBeInTheDocument();
  });
});

function SelectionProbe() {
  const { count } = useMentionSelection();
  return <output data-testid="count">{count}</output>;
}

describe('MentionList', () => {
  beforeEach(() => {
    // jsdom has no layout: give the scroll container a viewport so the virtualiser renders rows.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterEach(() => vi.restoreAllMocks());

  // Stable, like the page's own memoised props, so that only what a test changes changes.
  const noop = () => {};
  const listProps = {
    hasNextPage: false,
    isFetchingNextPage: false,
    fetchNextPage: noop,
    terms: NO_TERMS,
    tz: 'utc',
    cursor: -1,
    openId: undefined,
    onOpen: noop,
    queryKey: '{}',
  } as const;

  it('renders rows with highlighted terms and selects a range with shift-click', async () => {
    const mentions = [1, 2, 3].map((id) => mention(id));
    const opened: number[] = [];
    await renderWithProviders(
      <MentionSelectionProvider scope={scope}>
        <div style={{ height: 600 }}>
          <MentionList
            {...listProps}
            mentions={mentions}
            terms={{ title: ['battery'], text: ['battery'] }}
            onOpen={(i) => opened.push(i)}
          />
        </div>
        <SelectionProbe />
      </MentionSelectionProvider>,
    );
    const rows = await screen.findAllByTestId('mention-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getAllByText('Battery')[0]!.tagName).toBe('MARK');
    fireEvent.click(within(rows[0]!).getByRole('checkbox'));
    fireEvent.click(within(rows[2]!).getByRole('checkbox'), { shiftKey: true });
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    fireEvent.click(rows[1]!);
    expect(opened).toEqual([1]);
  });

  it('re-renders only the new rows when a page arrives, and shift-selects across it', async () => {
    const first = [1, 2, 3].map((id) => mention(id));
    const pagedScope = { ...scope, totalMatching: 5 };
    function Paged() {
      const [mentions, setMentions] = useState(first);
      return (
        <MentionSelectionProvider scope={pagedScope}>
          {/* The next page: a new array holding the same three mentions and two more. */}
          <button onClick={() => setMentions([...first, mention(4), mention(5)])}>next page</button>
          <div style={{ height: 600 }}>
            <MentionList {...listProps} mentions={mentions} />
          </div>
          <SelectionProbe />
        </MentionSelectionProvider>
      );
    }
    await renderWithProviders(<Paged />);
    expect(await screen.findAllByTestId('mention-row')).toHaveLength(3);
    const formatted = vi.mocked(dateRange.formatInZone);
    formatted.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    const rows = await screen.findAllByTestId('mention-row');
    expect(rows).toHaveLength(5);
    expect(formatted).toHaveBeenCalledTimes(2);
    fireEvent.click(within(rows[1]!).getByRole('checkbox'));
    fireEvent.click(within(rows[4]!).getByRole('checkbox'), { shiftKey: true });
    expect(screen.getByTestId('count')).toHaveTextContent('4');
  });
});

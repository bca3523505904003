// @vitest-environment jsdom
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useRowWindow, type ScrollAlign } from './use-row-window';

// Rows of 30 px, every fifth 90 px: row i starts at START[i].
const sizeOf = (i: number) => (i % 5 === 4 ? 90 : 30);
const START = Array.from({ length: 1001 }, (_, i) => {
  let y = 0;
  for (let j = 0; j < i; j++) y += sizeOf(j);
  return y;
});

let api: ReturnType<typeof useRowWindow>;
function List({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  api = useRowWindow({ count, scrollRef: ref, sizeOf, overscan: 2 });
  return (
    <div ref={ref} data-testid="scroller">
      {api.rows.map((r) => (
        <span key={r.key} data-testid="row">
          {r.index}@{r.start}+{r.size}
        </span>
      ))}
    </div>
  );
}

const shown = () => screen.queryAllByTestId('row').map((r) => r.textContent);
const scrollTo = (top: number) =>
  act(() => {
    const el = screen.getByTestId('scroller');
    el.scrollTop = top;
    el.dispatchEvent(new Event('scroll'));
  });

describe('useRowWindow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the rows in view and the overscan, at their exact offsets', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    render(<List count={1000} />);
    // 0–99 px holds rows 0–3 (0, 30, 60, 90); 2 more below.
    expect(shown()).toEqual(['0@0+30', '1@30+30', '2@60+30', '3@90+30', '4@120+90', '5@210+30']);
    expect(api.totalSize).toBe(START[1000]);
    expect(api.firstVisible).toBe(0);

    scrollTo(START[500]! + 10);
    expect(api.firstVisible).toBe(500);
    const indices = api.rows.map((r) => r.index);
    expect(indices[0]).toBe(498);
    // The last row in view is the one holding the view's bottom pixel.
    const bottom = START[500]! + 10 + 99;
    const lastInView = START.findIndex((y) => y > bottom) - 1;
    expect(indices.at(-1)).toBe(lastInView + 2);
    for (const r of api.rows) expect(r.start).toBe(START[r.index]);
  });

  it('scrolls a row to the top, or just into view, and leaves a row in view alone', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    render(<List count={1000} />);
    const el = screen.getByTestId('scroller');
    const go = (index: number, align: ScrollAlign) => act(() => api.scrollToIndex(index, { align }));
    go(200, 'start');
    expect(el.scrollTop).toBe(START[200]);
    go(201, 'auto'); // in view
    expect(el.scrollTop).toBe(START[200]);
    go(210, 'auto'); // below: its bottom meets the view's bottom
    expect(el.scrollTop).toBe(START[211]! - 100);
    go(150, 'auto'); // above: to the top
    expect(el.scrollTop).toBe(START[150]);
    go(5000, 'start'); // beyond the list: nothing
    expect(el.scrollTop).toBe(START[150]);
  });

  it('says when the list is scrolling and when it has come to rest', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    render(<List count={50} />);
    expect(api.isScrolling).toBe(false);
    scrollTo(300);
    expect(api.isScrolling).toBe(true);
    await act(() => new Promise((rest) => setTimeout(rest, 200)));
    expect(api.isScrolling).toBe(false);
  });

  it('renders nothing for an empty list', () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(100);
    render(<List count={0} />);
    expect(shown()).toEqual([]);
    expect(api.totalSize).toBe(0);
  });
});

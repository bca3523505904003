import { describe, expect, it } from 'vitest';
import { changeTone } from './pulse-figures';

describe('changeTone', () => {
  it('reads more coverage as good news and less as bad', () => {
    expect(changeTone(12)).toBe('good');
    expect(changeTone(-3)).toBe('bad');
  });
  it('reads a rising bot share as a warning and a falling one as good news', () => {
    expect(changeTone(4.2, 'bad')).toBe('bad');
    expect(changeTone(-1.5, 'bad')).toBe('good');
  });
  it('gives no tone to no change or an unknown one', () => {
    expect(changeTone(0, 'bad')).toBeUndefined();
    expect(changeTone(null)).toBeUndefined();
  });
});

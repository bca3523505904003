import { describe, expect, it } from 'vitest';
import { viewNameClash, viewNamed } from './view-names';

const views = [
  { id: 'a', name: 'Spanish news' },
  { id: 'b', name: 'Bots in Texas' },
];

describe('view names', () => {
  it('finds a name taken in another case, ignoring the view being renamed', () => {
    expect(viewNamed(views, '  spanish NEWS ')?.id).toBe('a');
    expect(viewNamed(views, 'Spanish news', 'a')).toBeUndefined();
    expect(viewNamed(views, 'Spanish news 2')).toBeUndefined();
    expect(viewNamed(views, '   ')).toBeUndefined();
  });

  it('says which view holds the name', () => {
    expect(viewNameClash(views, 'Bots in Texas')).toBe('A view named “Bots in Texas” exists already');
    expect(viewNameClash(views, 'bots in texas')).toBe(
      '“Bots in Texas” exists already: names differing only in case are not told apart',
    );
    expect(viewNameClash(views, 'bots in texas', 'b')).toBeNull();
  });
});

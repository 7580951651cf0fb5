import { describe, expect, it } from 'vitest';
import {
  clearTagsHref,
  gridStateOf,
  offsetParam,
  pageSize,
  readMoreHref,
  searchFor,
  showReadMore,
  tagParam,
  toggleTagHref,
  VISIBLE_FACETS,
} from './grid-state';

const q = (href: string) => new URLSearchParams(href.slice(href.indexOf('?'), href.indexOf('#')));

describe('article grid state', () => {
  it('shows 4, 10 and 20 facets before "see more" by breakpoint', () => {
    expect(VISIBLE_FACETS).toEqual({ sm: 4, md: 10, lg: 20 });
  });

  it('loads rowsToLoad × small-screen columns, or 3', () => {
    expect(pageSize(2, 2)).toBe(4);
    expect(pageSize(3, undefined)).toBe(3);
    expect(pageSize(undefined, 2)).toBe(3);
  });

  it('shows read more only while fewer are loaded than found', () => {
    expect(showReadMore(6, 32)).toBe(true);
    expect(showReadMore(32, 32)).toBe(false);
    expect(showReadMore(0, 0)).toBe(false);
  });

  it('keeps tags in component{id}[tagId] and resets the offset when a tag is toggled', () => {
    const on = toggleTagHref('/en-us/stories', `?${offsetParam('g1')}=6&x=1`, 'g1', 'hiking');
    expect(q(on).getAll(tagParam('g1'))).toEqual(['hiking']);
    expect(q(on).get(offsetParam('g1'))).toBeNull();
    expect(q(on).get('x')).toBe('1');
    const both = toggleTagHref('/en-us/stories', on.slice(on.indexOf('?'), on.indexOf('#')), 'g1', 'repair');
    expect(q(both).getAll(tagParam('g1'))).toEqual(['hiking', 'repair']);
    const off = toggleTagHref(
      '/en-us/stories',
      both.slice(both.indexOf('?'), both.indexOf('#')),
      'g1',
      'hiking',
    );
    expect(q(off).getAll(tagParam('g1'))).toEqual(['repair']);
    expect(off.startsWith('/en-us/stories?')).toBe(true);
    expect(off.endsWith('#article-grid-g1')).toBe(true);
  });

  it('clears every tag of the grid (and only of that grid)', () => {
    const current = `?${tagParam('g1')}=a&${tagParam('g1')}=b&${tagParam('g2')}=c&${offsetParam('g1')}=3`;
    const href = clearTagsHref('/p', current, 'g1');
    expect(q(href).getAll(tagParam('g1'))).toEqual([]);
    expect(q(href).getAll(tagParam('g2'))).toEqual(['c']);
    expect(q(href).get(offsetParam('g1'))).toBeNull();
  });

  it('advances the offset by a page and searches everything up to it', () => {
    const href = readMoreHref('/p', '', 'g1', 3, 3);
    expect(q(href).get(offsetParam('g1'))).toBe('6');
    expect(href.endsWith('#article-grid-g1-7')).toBe(true);
    const state = gridStateOf(q(href), 'g1');
    expect(searchFor(undefined, state, 3)).toEqual({ offset: 0, limit: 9, tagId: [] });
  });

  it('ignores bad tag ids and offsets from the URL', () => {
    const search = new URLSearchParams(`${tagParam('g')}=ok&${tagParam('g')}=<x>&${offsetParam('g')}=-4`);
    expect(gridStateOf(search, 'g')).toEqual({ selected: ['ok'], offset: 0 });
    expect(gridStateOf(new URLSearchParams(`${offsetParam('g')}=2.5`), 'g').offset).toBe(0);
  });

  it("searches the editor's tags until the shopper picks their own", () => {
    expect(searchFor({ tagId: ['gear'] }, { selected: [], offset: 0 }, 3).tagId).toEqual(['gear']);
    expect(searchFor({ tagId: ['gear'] }, { selected: ['trail'], offset: 0 }, 3).tagId).toEqual(['trail']);
  });
});

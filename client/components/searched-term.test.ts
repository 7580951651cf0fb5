import { describe, expect, it } from 'vitest';
import { searchedTerm } from './Header';

describe('the header search box on the results page', () => {
  it('holds what was searched, decoded', () => {
    expect(searchedTerm('?q=rain+jacket&sort=new')).toBe('rain jacket');
    expect(searchedTerm('?sort=new&q=%E0%A4%A4')).toBe('त');
    expect(searchedTerm('?sort=new')).toBe('');
  });

  it('stays empty for a query that is not valid percent-encoding (no replacement characters)', () => {
    expect(searchedTerm('?q=%E0%A4%A')).toBe('');
    expect(searchedTerm('?q=%zz')).toBe('');
  });
});

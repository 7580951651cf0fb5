import { describe, expect, it } from 'vitest';
import { modalIdOf, resolveContentHref } from './modal-links';

describe('#modal links (content spec section 2)', () => {
  it('resolves #modal against the current path and keeps its query', () => {
    expect(resolveContentHref('#modal-size-guide', '/en-us/campaign', '')).toBe(
      '/en-us/campaign#modal-size-guide',
    );
    expect(resolveContentHref('#modal', '/en-us/campaign', '?utm=mail')).toBe(
      '/en-us/campaign?utm=mail#modal',
    );
  });
  it('merges a ?query#modal link into the current query and adds the hash', () => {
    expect(resolveContentHref('?color=red&size=m#modal-fit', '/fr-fr/campaign', '?color=blue&utm=x')).toBe(
      '/fr-fr/campaign?color=red&utm=x&size=m#modal-fit',
    );
    expect(resolveContentHref('?a=1#modal', '/en-us/campaign', '')).toBe('/en-us/campaign?a=1#modal');
  });
  it('leaves every other link alone', () => {
    expect(resolveContentHref('/en-us/c/men-1000', '/en-us/campaign', '?x=1')).toBe('/en-us/c/men-1000');
    expect(resolveContentHref('?page=2', '/en-us/campaign', '')).toBe('?page=2');
    expect(resolveContentHref('#details', '/en-us/campaign', '')).toBe('#details');
  });
  it('names the dialog a hash opens, only for #modal hashes', () => {
    expect(modalIdOf('#modal-size-guide')).toBe('modal-size-guide');
    expect(modalIdOf('#modal')).toBe('modal');
    expect(modalIdOf('#modalx')).toBeNull();
    expect(modalIdOf('#main')).toBeNull();
    expect(modalIdOf('#modal-"><script>')).toBeNull();
  });
});

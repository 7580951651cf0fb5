import { describe, expect, it } from 'vitest';
import {
  interactionScript,
  NAV_ATTRIBUTE,
  NAV_SECTION_ATTRIBUTE,
  NEWSLETTER_ATTRIBUTE,
  navRegion,
  navSection,
} from './interaction-tracking';

describe('interaction tracking', () => {
  it('names regions and sections by data attribute', () => {
    expect(navRegion('footer')).toEqual({ [NAV_ATTRIBUTE]: 'footer' });
    expect(navSection('Help')).toEqual({ [NAV_SECTION_ATTRIBUTE]: 'Help' });
  });

  it('writes one nonced script listing the spec’s events, whatever the nonce holds', () => {
    const script = interactionScript('a"b');
    expect(script.startsWith('<script nonce="a&quot;b">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    for (const name of ['topNavClick', 'mobileMenuClick', 'footerLinkClick', 'newsletterImpression']) {
      expect(script).toContain(name);
    }
    expect(script).toContain(`[${NEWSLETTER_ATTRIBUTE}]`);
    // It parses as JavaScript.
    expect(() => new Function(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).not.toThrow();
  });
});

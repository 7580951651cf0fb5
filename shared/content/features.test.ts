import { describe, expect, it } from 'vitest';
import { featureAllows } from './features';

const US = { siteId: 'RL-US' };
const CA = { siteId: 'RL-CA' };

describe('featureAllows', () => {
  it('renders content needing no feature everywhere, and loyalty content only where loyalty is on', () => {
    expect(featureAllows({ id: 'a' }, CA)).toBe(true);
    expect(featureAllows({ id: 'a', requiresFeature: 'loyalty' }, US)).toBe(true);
    expect(featureAllows({ id: 'a', requiresFeature: 'loyalty' }, CA)).toBe(false);
  });

  it('does not render content needing a feature this storefront does not know', () => {
    expect(featureAllows({ id: 'a', requiresFeature: 'athletes' }, US)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { DecisionAction } from '../contract/decision';
import { chooseVariant, decidedExperiments, type ExperimentContext, forcedVariants } from './experiments';

const hero = (id: string) => ({ id, type: 'hero' });
const slot = {
  component: 'home-hero',
  experienceId: 1001,
  baselines: [hero('base')],
  variants: [
    { code: 'A', targets: [hero('a')] },
    { code: 'B', targets: [] },
  ],
};
const action = (variantLabel: string, component = 'home-hero', experienceId = 1001): DecisionAction => ({
  actionType: 'monetate:action:OmniChannelJson',
  actionId: 10012,
  component,
  items: [],
  impressionReporting: [
    {
      experience_id: experienceId,
      experience_name: 'Home hero',
      experience_label: 'hh',
      variant_label: variantLabel,
    },
  ],
});
const decided = (...actions: DecisionAction[]): ExperimentContext => ({
  decided: decidedExperiments(actions),
  forced: {},
});

describe('experiment slots', () => {
  it('show the decided variant by its mapped label, the baseline for Baseline or no decision', () => {
    expect(chooseVariant(slot, decided(action('Experiment'))).items).toEqual([hero('a')]);
    expect(chooseVariant(slot, decided(action('A-Lifestyle'))).code).toBe('A');
    expect(chooseVariant(slot, decided(action('Baseline'))).items).toEqual([hero('base')]);
    expect(chooseVariant(slot, decided()).code).toBe('Baseline');
    // Another component's or experience's decision, or a variant the content lacks: the baseline.
    expect(chooseVariant(slot, decided(action('Experiment', 'plp-recs'))).code).toBe('Baseline');
    expect(chooseVariant(slot, decided(action('Experiment', 'home-hero', 9))).code).toBe('Baseline');
    expect(chooseVariant(slot, decided(action('B-Empty'))).code).toBe('Baseline');
  });

  it('show what the test context forces over the decision', () => {
    const context = {
      ...decided(action('Experiment')),
      forced: forcedVariants('{"variants":{"1001":"Baseline"}}'),
    };
    expect(chooseVariant(slot, context)).toEqual({ code: 'Baseline', items: [hero('base')], forced: true });
    const forcedA = {
      ...decided(),
      forced: forcedVariants(encodeURIComponent('{"variants":{"1001":"Experiment"}}')),
    };
    expect(chooseVariant(slot, forcedA)).toEqual({ code: 'A', items: [hero('a')], forced: true });
  });

  it('read forced variants raw or URL-encoded, and nothing from anything malformed', () => {
    expect(forcedVariants('{"variants":{"1001":"Experiment","1002":"B-Top rated"}}')).toEqual({
      '1001': 'A',
      '1002': 'B',
    });
    for (const bad of [
      undefined,
      '',
      '{',
      '%E0%A4%A',
      '{"segment":"x"}',
      '{"variants":["A"]}',
      '{"variants":{"x":"A"}}',
    ])
      expect(forcedVariants(bad), String(bad)).toEqual({});
    expect(forcedVariants('{"variants":{"1001":7}}')).toEqual({});
  });
});

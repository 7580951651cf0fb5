/**
 * Which variant an experiment slot shows (content spec section 4): the variants a test context
 * forces (`p13n_testcontext`), else the decided one, the baseline when the decision is Baseline or
 * when there is no decision (timeout, failure, no action for the slot's component). Chosen on the
 * server, so the first paint is final (DESIGN.md Decisions).
 */

import type { NestedItem } from '../contract/content-item-base';
import type { ExperimentItem } from '../contract/content-item-experiment';
import { type DecisionAction, variantCode } from '../contract/decision';

/** One experience the service decided for this page, as reported (section 3's experiment decision). */
export type DecidedExperiment = {
  experienceId: number;
  experienceName: string;
  experienceLabel: string;
  variantLabel: string;
  /** The variant label mapped (section 3): `A`, `Baseline`, `B`… */
  code: string;
  actionId: number;
  component: string;
};

/** What experiment slots read from the request: decisions by component, forced codes by experience id. */
export type ExperimentContext = {
  decided: Record<string, DecidedExperiment>;
  forced: Record<string, string>;
};

export const NO_EXPERIMENTS: ExperimentContext = { decided: {}, forced: {} };

export const BASELINE = 'Baseline';

/** The experiments a decision's actions report (actions without impression reporting decide nothing here). */
export const decidedExperiments = (actions: readonly DecisionAction[]): Record<string, DecidedExperiment> => {
  const decided: Record<string, DecidedExperiment> = {};
  for (const action of actions) {
    const report = action.impressionReporting?.[0];
    if (!report || decided[action.component]) continue;
    decided[action.component] = {
      experienceId: report.experience_id,
      experienceName: report.experience_name,
      experienceLabel: report.experience_label,
      variantLabel: report.variant_label,
      code: variantCode(report.variant_label),
      actionId: action.actionId,
      component: action.component,
    };
  }
  return decided;
};

const EXPERIENCE_ID = /^\d{1,12}$/;

/**
 * The variants a `p13n_testcontext` value forces: JSON `{ "variants": { "<experience id>": "<label
 * or code>" } }`, raw or URL-encoded (a cookie set by hand or a query parameter). Labels map as a
 * decision's do, so `Experiment` and `A` force the same variant. Anything malformed forces nothing.
 */
export const forcedVariants = (value: string | null | undefined): Record<string, string> => {
  if (!value) return {};
  const parsed = parseJson(value) ?? parseJson(safeDecode(value));
  const variants =
    parsed && typeof parsed === 'object' && 'variants' in parsed
      ? (parsed as { variants: unknown }).variants
      : null;
  if (!variants || typeof variants !== 'object' || Array.isArray(variants)) return {};
  const forced: Record<string, string> = {};
  for (const [id, label] of Object.entries(variants).slice(0, 20)) {
    if (EXPERIENCE_ID.test(id) && typeof label === 'string' && label.length > 0 && label.length <= 60)
      forced[id] = variantCode(label);
  }
  return forced;
};

const parseJson = (text: string | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const safeDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/**
 * The code a slot shows and its items: a forced code the slot has (or Baseline), else the decided
 * one for the slot's component and experience, else the baseline. A decided code the content has
 * no variant for shows the baseline too: the page never shows an empty slot.
 */
export const chooseVariant = (
  item: Pick<ExperimentItem, 'component' | 'experienceId' | 'baselines' | 'variants'>,
  context: ExperimentContext,
): { code: string; items: NestedItem[]; forced: boolean } => {
  const itemsOf = (code: string): NestedItem[] | undefined =>
    code === BASELINE
      ? item.baselines
      : item.variants.find((v) => v.code === code && v.targets.length > 0)?.targets;
  const forcedCode = context.forced[String(item.experienceId)];
  const forcedItems = forcedCode ? itemsOf(forcedCode) : undefined;
  if (forcedCode && forcedItems) return { code: forcedCode, items: forcedItems, forced: true };
  const decided = context.decided[item.component];
  const decidedItems = decided?.experienceId === item.experienceId ? itemsOf(decided.code) : undefined;
  if (decided && decidedItems) return { code: decided.code, items: decidedItems, forced: false };
  return { code: BASELINE, items: item.baselines, forced: false };
};

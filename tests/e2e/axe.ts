/** axe-core in a journey (accessibility.spec.ts walks every page kind; others check their own parts). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** "page: rule (impact) on target, …" for every serious or critical violation of the current page. */
export const seriousViolations = async (page: Page, name: string): Promise<string[]> => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${name}: ${v.id} (${v.impact}) on ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

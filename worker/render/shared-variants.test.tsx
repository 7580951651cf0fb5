import { beforeEach, describe, expect, it } from 'vitest';
import { BASELINE, type DecidedExperiment } from '../../shared/content/experiments';
import { NO_REQUEST } from '../../shared/content/request';
import type { ContentItem } from '../../shared/contract';
import { SITES } from '../../shared/site';
import { itemHtml } from './segments';
import { pageLists } from './shared-lists';
import { pageRender } from './test/fixtures';

const text = (id: string, words: string) => ({
  id,
  type: 'rich-text',
  blocks: [{ kind: 'paragraph', text: words }],
});

// Parsed as the content client hands it out: one object for every page that shows it.
const experiment = {
  id: 'hero-test',
  type: 'experiment',
  component: 'home-hero',
  experienceId: 7,
  baselines: [text('hero-baseline', 'Built for the trail')],
  variants: [{ code: 'A', targets: [text('hero-a', 'Lighter every season')] }],
} as unknown as ContentItem;

const decided = (code: string): DecidedExperiment => ({
  experienceId: 7,
  experienceName: 'Hero test',
  experienceLabel: 'hero',
  variantLabel: code === BASELINE ? 'Control' : `Variant ${code}`,
  code,
  actionId: 1,
  component: 'home-hero',
});

/** Renders of each nested item's own HTML, by item id. */
let renders: Record<string, number> = {};

const segmented = {
  id: 'welcome',
  type: 'segmentation',
  segments: [{ id: 'members', condition: 'loggedin', targets: [text('welcome-back', 'Welcome back')] }],
  baselines: [text('welcome-guest', 'Join and get 10% off')],
} as unknown as ContentItem;

/**
 * A shopper's page render as `createRender` wires it: the experiment decided `code`, signed in or
 * not.
 */
const shopper = (code: string, loggedIn = false) => {
  const render = pageRender({
    site: SITES['en-us']!,
    page: { tracking: { impressions: [], promotions: [] } },
  });
  render.page.request = {
    ...NO_REQUEST,
    audience: { loggedIn, cartEmpty: null },
    experiments: { decided: { 'home-hero': decided(code) }, forced: {} },
  };
  const lists = pageLists();
  render.page.sharedList = lists.defer;
  render.page.sharedItem = (content, node, lead) =>
    lists.deferItem(
      content,
      () => {
        const id = (content as { id: string }).id;
        renders[id] = (renders[id] ?? 0) + 1;
        return node();
      },
      lead,
    );
  render.fillDeferred = (html) => lists.fill(html, render);
  return render;
};

beforeEach(() => {
  renders = {};
});

describe("an experiment's decided variant", () => {
  it("is each shopper's own, while the variant's items render once for every shopper shown them", () => {
    const pages = ['A', BASELINE, 'A', BASELINE, 'A'].map((code) => itemHtml(experiment, shopper(code)));
    for (const [i, html] of pages.entries()) {
      const a = i % 2 === 0;
      expect(html).toContain(`data-variant="${a ? 'A' : BASELINE}"`);
      expect(html).toContain(a ? 'Lighter every season' : 'Built for the trail');
      expect(html).not.toContain(a ? 'Built for the trail' : 'Lighter every season');
    }
    expect(pages[2]).toBe(pages[0]);
    expect(pages[3]).toBe(pages[1]);
    // The slot itself reads the decision, so it is the page's; what it shows is shared.
    expect(renders).toEqual({ 'hero-a': 1, 'hero-baseline': 1 });
  });
});

describe("a segment's target", () => {
  it("is the shopper's segment's, while each target renders once for every shopper of that segment", () => {
    const pages = [true, false, true, false].map((member) => itemHtml(segmented, shopper(BASELINE, member)));
    for (const [i, html] of pages.entries()) {
      const member = i % 2 === 0;
      expect(html).toContain(member ? 'Welcome back' : 'Join and get 10% off');
      expect(html).not.toContain(member ? 'Join and get 10% off' : 'Welcome back');
    }
    expect(pages[2]).toBe(pages[0]);
    expect(renders).toEqual({ 'welcome-back': 1, 'welcome-guest': 1 });
  });
});

import { describe, expect, it } from 'vitest';
import {
  articleSearchQuerySchema,
  docTypeSchema,
  SHOWCASE_DEFAULT_LIMIT,
  showcaseQuerySchema,
} from './content';

describe('showcase query (preview viewer)', () => {
  it('takes limit 10, 20 or 50 and defaults to 20', () => {
    expect(showcaseQuerySchema.parse({}).limit).toBe(SHOWCASE_DEFAULT_LIMIT);
    for (const limit of ['10', '20', '50'])
      expect(showcaseQuerySchema.parse({ limit }).limit).toBe(Number(limit));
    for (const limit of ['0', '30', '100', 'x', '20.5'])
      expect(showcaseQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('keeps a trimmed layout variant and refuses an empty one', () => {
    expect(showcaseQuerySchema.parse({ layoutVariant: ' threeCardGrid ' }).layoutVariant).toBe(
      'threeCardGrid',
    );
    expect(showcaseQuerySchema.safeParse({ layoutVariant: ' ' }).success).toBe(false);
  });

  it('takes doc types that are item types or kinds, nothing else', () => {
    for (const ok of ['hero', 'product-carousel', 'article', 'popup'])
      expect(docTypeSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['', 'Hero', '../page', 'a b', 'x'.repeat(61)])
      expect(docTypeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('article search query', () => {
  it('defaults offset and limit and bounds them', () => {
    expect(articleSearchQuerySchema.parse({})).toEqual({ offset: 0, limit: 12, tagId: [] });
    expect(articleSearchQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(articleSearchQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(articleSearchQuerySchema.parse({ offset: '24', limit: '12' })).toMatchObject({
      offset: 24,
      limit: 12,
    });
  });

  it('takes tag ids of the content API only', () => {
    expect(articleSearchQuerySchema.parse({ tagId: ['repair', 'gear-guides'] }).tagId).toEqual([
      'repair',
      'gear-guides',
    ]);
    expect(articleSearchQuerySchema.safeParse({ tagId: ['Repair!'] }).success).toBe(false);
  });
});

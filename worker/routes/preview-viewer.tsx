/**
 * The editors' preview viewer (content spec section 2): `GET /{locale}/preview-viewer?docType=
 * &layoutVariant=&limit=` (a GET form that works without script) and its island's JSON,
 * `GET /api/preview/showcase`. Editors only (the preview session cookie): anyone else gets a 403,
 * on the page one that says the viewer is for signed-in content editors and how an editor signs
 * in. Both answer `private, no-store`: they show drafts and are never cached.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ViewerResult } from '../../client/islands/PreviewViewer';
import { PREVIEW_VIEWER_REFUSAL_TEXT, PREVIEW_VIEWER_TEXT } from '../../client/pages/PreviewViewerMessages';
import { PreviewViewerMain, PreviewViewerRefused } from '../../client/pages/PreviewViewerPage';
import {
  docTypeSchema,
  SHOWCASE_DEFAULT_LIMIT,
  type Showcase,
  showcaseLimitSchema,
} from '../../shared/contract';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { isEditor } from '../middleware/preview';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { validate } from '../validation';

const NO_STORE = { 'cache-control': 'private, no-store' };

const requireEditor = async (c: Context<AppEnv>) => {
  if (!(await isEditor(c))) throw new HttpError(403, 'AUT403', 'The preview viewer is for signed-in editors');
};

/** What the page's query asks for; a limit that is not 10, 20 or 50 falls back to the default. */
const pageQuery = z.object({
  docType: z.string().max(60).optional(),
  layoutVariant: z.string().max(60).optional().default(''),
  limit: showcaseLimitSchema.catch(SHOWCASE_DEFAULT_LIMIT),
});

export const showcaseApiQuery = z.object({
  docType: z.string().trim().min(1, 'Doc type is required').pipe(docTypeSchema),
  layoutVariant: z.string().trim().max(60).optional(),
  limit: showcaseLimitSchema.default(SHOWCASE_DEFAULT_LIMIT),
});

const labelled = (showcase: Showcase): { results: ViewerResult[]; numFound: number } => ({
  results: showcase.results.map(({ id, name }) => ({ id, name })),
  numFound: showcase.numFound,
});

/** The CMS frame allowed to sync scrolling: `EDITOR_PARENT_ORIGIN`, else this site itself. */
const parentOrigin = (c: Context<AppEnv>): string => c.env.EDITOR_PARENT_ORIGIN ?? new URL(c.req.url).origin;

export const previewViewer = new Hono<AppEnv>()
  .get('/api/preview/showcase', validate('query', showcaseApiQuery), async (c) => {
    await requireEditor(c);
    const { docType, layoutVariant, limit } = c.req.valid('query');
    const showcase = await c.get('upstream').content.showcase(docType, { layoutVariant, limit });
    return c.json(labelled(showcase), 200, NO_STORE);
  })
  .get(`/${LOCALE}/preview-viewer`, validate('query', pageQuery), async (c) => {
    const { site } = c.var;
    const text = PREVIEW_VIEWER_TEXT[site.language];
    const path = `/${site.locale}/preview-viewer`;
    const shell = () =>
      shellFor(c, {
        pageType: 'Other',
        title: `${text.title} | Ridgeline`,
        description: text.title,
        canonicalPath: path,
        indexable: false,
      });
    if (!(await isEditor(c))) {
      // Not the generic error page: whoever opens the viewer is told who it is for and what to do.
      const refused = await page(
        c,
        await shell(),
        'PreviewViewer',
        () => <PreviewViewerRefused text={text} refusal={PREVIEW_VIEWER_REFUSAL_TEXT[site.language]} />,
        403,
      );
      refused.headers.set('cache-control', NO_STORE['cache-control']);
      return refused;
    }
    const { docType, layoutVariant, limit } = c.req.valid('query');
    const asked = docType?.trim();
    let found: { results: ViewerResult[]; numFound: number } | null = null;
    if (asked) {
      const parsed = docTypeSchema.safeParse(asked);
      try {
        found = parsed.success
          ? labelled(
              await c.get('upstream').content.showcase(parsed.data, {
                layoutVariant: layoutVariant || undefined,
                limit,
              }),
            )
          : { results: [], numFound: 0 };
      } catch (error) {
        // Spec section 8: a failed preview fetch clears the results ("No results.").
        c.get('log').warn('showcase unavailable', { docType: asked, error: String(error) });
        found = { results: [], numFound: 0 };
      }
    }
    const response = await page(c, await shell(), 'PreviewViewer', () => (
      <PreviewViewerMain
        viewer={{
          locale: site.locale,
          action: path,
          query: { docType: docType ?? '', layoutVariant, limit },
          docTypeMissing: docType !== undefined && !asked,
          results: found?.results ?? null,
          numFound: found?.numFound ?? 0,
          parentOrigin: parentOrigin(c),
          text,
        }}
      />
    ));
    response.headers.set('cache-control', NO_STORE['cache-control']);
    return response;
  });

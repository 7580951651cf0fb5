/** The page shell of every account page: page type Account, never indexed, canonical under the locale. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { shellFor } from '../render/page-kit';

export const accountShell = (c: Context<AppEnv>, title: string, path: string) =>
  shellFor(c, {
    pageType: 'Account',
    title: `${title} | Ridgeline`,
    description: '',
    canonicalPath: `/${c.get('site').locale}${path}`,
    indexable: false,
  });

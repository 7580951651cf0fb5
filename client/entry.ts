/**
 * The island loader: the only script every page loads. No React here: React arrives with the
 * first island chunk (and `./hydrate`), and a page without islands never loads it.
 */
import { hydrateIslands, type LoaderEnv } from './loader';

// Every island file, lazily: the same list as client/island-kit/registry.ts (registry.test.ts).
const islands = import.meta.glob(['./islands/*.tsx', '!./islands/*.test.tsx']);

void hydrateIslands(document, {
  islands,
  runtime: () => import('./hydrate'),
  env: window as unknown as LoaderEnv,
});

/**
 * The island loader: the only script every page loads. No React here: React arrives with the
 * first island chunk (and `./hydrate`), and a page without islands never loads it.
 */
import { hydrateIslands, type LoaderEnv } from './loader';
import { listenForRecalculate } from './p13n/listen';
import { focusOnLoad } from './ui/focus-on-load';

// Every island file, lazily: the same list as client/island-kit/registry.ts (registry.test.ts).
const islands = import.meta.glob(['./*.tsx', '!./*.test.tsx'], { base: './islands' });
// Their early halves (no React): what an island's server HTML needs before it hydrates.
const early = import.meta.glob('./*.early.ts', { base: './islands' });

// Before any island: a refused form's page opens on its error (ui/focus-on-load.ts).
focusOnLoad(document);

// Slots that depend on the browser's state are decided again when it changes (p13n/listen.ts).
listenForRecalculate(document, window, () =>
  import('./p13n/recalculate').then((m) => m.recalculate(document)),
);

void hydrateIslands(document, {
  islands,
  early,
  runtime: () => import('./hydrate'),
  env: window as unknown as LoaderEnv,
});

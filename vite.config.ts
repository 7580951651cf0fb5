/**
 * Client build: the island loader (`client/entry.ts`) and the stylesheet to `dist/client/assets/`
 * with hashed names and a manifest (`dist/client/.vite/manifest.json`) that the worker bundles
 * (worker/render/assets.ts). Islands are split into their own chunks; React sits in one shared
 * chunk that only island chunks import, so the loader itself ships no React.
 */
import { defineConfig, type Plugin } from 'vite';
import { PLAIN_ISLANDS } from './client/island-kit/plain-islands.ts';

/**
 * The loader's budget (DESIGN.md Islands): ≤ 3.25 KB gzip and no React in it; an island's early
 * half (`islands/*.early.ts`, run before React comes), a plain island (`island-kit/plain-islands.ts`)
 * and a page's recalculation (`p13n/`, run on pages that may never load React, a back/forward cache
 * restore among them) neither hold nor import React. Fails the build otherwise. 3 KB until the
 * loader fetched early halves and held a woken island's imports past the tap's frame (2.8 KB
 * before, 3.05 KB after; its chunk hashes alone move it ±30 B). The held press
 * (`island-kit/hold-clicks.ts`) fits by the import map's shorter keys (`base`) and plain imports.
 */
const ENTRY_BUDGET_BYTES = 3.25 * 1024;
const isReact = (id: string) => /node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id);
const PLAIN_ISLAND_FILE = new RegExp(`client[\\\\/]islands[\\\\/](${PLAIN_ISLANDS.join('|')})\\.tsx$`);
const runsWithoutReact = (id: string | null) =>
  id !== null && (id.endsWith('.early.ts') || /client[\\/]p13n[\\/]/.test(id) || PLAIN_ISLAND_FILE.test(id));
const gzipSize = async (code: string): Promise<number> =>
  (await new Response(new Blob([code]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer())
    .byteLength;
const loaderBudget = (): Plugin => ({
  name: 'ridgeline:loader-budget',
  apply: 'build',
  async generateBundle(_, bundle) {
    /** How `fileName` reaches a chunk holding React through its imports (the chunks, with why), if it does. */
    const reactFrom = (fileName: string, seen = new Set<string>()): string[] | undefined => {
      const chunk = bundle[fileName];
      if (chunk?.type !== 'chunk' || seen.has(fileName)) return undefined;
      seen.add(fileName);
      const react = chunk.moduleIds.find(isReact);
      if (react) return [`${fileName} (${react})`];
      for (const next of chunk.imports) {
        const found = reactFrom(next, seen);
        if (found) return [`${fileName} (${chunk.moduleIds.join(', ')})`, ...found];
      }
      return undefined;
    };
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && runsWithoutReact(chunk.facadeModuleId)) {
        const react = reactFrom(chunk.fileName);
        if (react)
          this.error(`${chunk.fileName} must run without React, yet brings it: ${react.join(' → ')}`);
      }
      // Islands trust the storefront's own BFF: zod (25 KB gzip) has no place in the browser.
      const zod =
        chunk.type === 'chunk' ? chunk.moduleIds.filter((id) => /node_modules[\\/]zod[\\/]/.test(id)) : [];
      if (zod.length > 0)
        this.error(`${chunk.fileName} bundles zod (${zod[0]}): import constants and types, not schemas`);
      if (chunk.type !== 'chunk' || !chunk.isEntry || chunk.name !== 'entry') continue;
      const gzip = await gzipSize(chunk.code);
      const react = chunk.moduleIds.filter(isReact);
      this.info(
        `loader ${chunk.fileName}: ${chunk.code.length} B, ${gzip} B gzip (budget ${ENTRY_BUDGET_BYTES}), React modules: ${react.length}`,
      );
      if (gzip > ENTRY_BUDGET_BYTES)
        this.error(`loader is ${gzip} B gzip, over the ${ENTRY_BUDGET_BYTES} B budget`);
      if (react.length > 0) this.error(`loader must not contain React: ${react.join(', ')}`);
    }
  },
});

/**
 * Vite wraps every dynamic import in its preload helper (vitejs/vite#13952, #18551: also with
 * `modulePreload: false`), about 0.7 KB gzip in the loader. Here nothing is preloaded (no module
 * preload, and no island imports CSS: the one stylesheet is its own input), so the helper only
 * runs the import; this one does just that.
 */
const PRELOAD_CALL =
  /__vitePreload\(\(\) => (import\("[^"]+"\)(?:\.then\(\(\w+\) => [^()]*(?:\([^()]*\))?\))?), __VITE_PRELOAD__\)/g;
const plainDynamicImports = (): Plugin => ({
  name: 'ridgeline:plain-dynamic-imports',
  apply: 'build',
  enforce: 'pre',
  load(id) {
    if (id === '\0vite/preload-helper.js') return 'export const __vitePreload = (load) => load();';
  },
  // The wrapper itself, around each import, is then only bytes: the import alone stays.
  renderChunk(code) {
    const bare = code.replace(PRELOAD_CALL, '$1');
    return bare === code ? null : { code: bare, map: null };
  },
  generateBundle(_, bundle) {
    // The page links the entries' CSS itself (the stylesheet input); islands and their chunks must not import any.
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && !chunk.isEntry && (chunk.viteMetadata?.importedCss.size ?? 0) > 0)
        this.error(`${chunk.fileName} imports CSS, which a plain dynamic import would not load`);
    }
  },
});

export default defineConfig({
  // Copied as they are to the root of the build (the favicon): served by the assets binding.
  publicDir: 'client/public',
  plugins: [plainDynamicImports(), loaderBudget()],
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets',
    target: 'es2022',
    modulePreload: false,
    sourcemap: false,
    rolldownOptions: {
      input: ['client/entry.ts', 'client/styles/main.css'],
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // The one BFF fetch alone: a page's recalculation (`p13n/recalculate.ts`, on a restore
            // from the back/forward cache too) needs it and nothing of the stores or of React.
            // One module in one chunk, so every caller shares its first-write turn (`inTurn`).
            { name: 'bff', test: /client[\\/]api[\\/]bff\.ts$/ },
            // The stores every island shares and the cart calls the mini cart (on every page) uses,
            // without React: an early half (`islands/*.early.ts`) sends an add before React comes.
            // Before React's group, so their own imports are captured here (a group takes its
            // modules' imports) rather than in React's chunk.
            { name: 'app', test: /client[\\/](state[\\/][\w-]+\.ts|api[\\/]cart\.ts)$/ },
            // React, and what of the islands' shared code needs it: how islands read the stores
            // (`state/app.tsx`) and load a part on demand (the mini cart's lines).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|client[\\/](hydrate\.tsx|state[\\/]app\.tsx|island-kit[\\/]lazy-part\.ts)$/,
            },
            // Shared by several islands: its own chunk, so one island never pulls another's code.
            { name: 'dialog', test: /client[\\/]ui[\\/]Dialog\.tsx$/ },
          ],
        },
      },
    },
  },
});

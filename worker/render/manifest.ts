/**
 * Reads a Vite build manifest (`dist/client/.vite/manifest.json`): the loader script, the
 * stylesheets and, per island, the chunks to modulepreload. Pure, so it is testable without a build.
 */
import { Memo } from '../../shared/contract/memo';

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** Files a stylesheet entry references (its fonts). */
  assets?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type Assets = {
  /** URL of the island loader module (`client/entry.ts`), or null when the manifest lacks it. */
  entry: string | null;
  /** Stylesheet URLs, in order. */
  css: string[];
  /** The stylesheet's fonts: preloaded, so text never waits for the CSS to name them. */
  fonts: string[];
  /** Chunks to modulepreload for an island: the hydration runtime (React), the island and their imports. */
  islandPreloads(name: string): string[];
};

export const ENTRY_SRC = 'client/entry.ts';
export const STYLES_SRC = 'client/styles/main.css';
export const HYDRATE_SRC = 'client/hydrate.tsx';
export const islandSrc = (name: string): string => `client/islands/${name}.tsx`;

export function createAssets(manifest: Manifest, base = '/'): Assets {
  const url = (file: string) => `${base}${file}`;
  const closure = (key: string, seen: Set<string>): void => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
  };
  // Per island name (about forty in the registry). Not `memo()`: tests make assets of their own.
  const preloads = new Memo<string, string[]>({ name: 'render/island-preloads', max: 128 });
  const entry = manifest[ENTRY_SRC];
  const css = [
    ...(manifest[STYLES_SRC] ? [url(manifest[STYLES_SRC].file)] : []),
    ...(entry?.css ?? []).map(url),
  ];
  return {
    entry: entry ? url(entry.file) : null,
    css: [...new Set(css)],
    fonts: (manifest[STYLES_SRC]?.assets ?? []).filter((file) => file.endsWith('.woff2')).map(url),
    islandPreloads: (name) =>
      preloads.getOrCreate(name, () => {
        const keys = new Set<string>();
        if (manifest[islandSrc(name)]) {
          closure(HYDRATE_SRC, keys);
          closure(islandSrc(name), keys);
        }
        return [...keys].map((k) => url(manifest[k]!.file));
      }),
  };
}

/**
 * Islands that run without React: their module's `enhance(marker, props)` takes over the server
 * HTML around the marker (the loader calls it in place of hydrating), and its default export, the
 * registry's component, renders nothing. A page with only these loads no React at all. The build
 * refuses such a module that reaches React (vite.config.ts), so this list is read there too.
 * They are placed by server-only components, never inside a React island (there they would render
 * their empty component and never run).
 */
export const PLAIN_ISLANDS = [
  'ArticleGridEnhancer',
  'BenefitBarClose',
  'Carousel',
  'ContentEnhancer',
  'MenuKeys',
  'PhoneGrouping',
  'RecEvents',
] as const;
export type PlainIslandName = (typeof PLAIN_ISLANDS)[number];

export const isPlainIsland = (name: string): name is PlainIslandName =>
  (PLAIN_ISLANDS as readonly string[]).includes(name);

/** What a plain island's module exports beside its (empty) component. */
export type PlainIslandModule = { enhance: (marker: Element, props: Record<string, unknown>) => void };

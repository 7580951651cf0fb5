/**
 * Where the page renderer puts HTML rendered once for every shopper of a site (the mega menus:
 * `worker/render/shared-fragments.tsx`). Server only; the element never reaches the browser.
 */
export function FragmentSlot({ name }: { name: string }) {
  return <sf-slot name={name} />;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sf-slot': { name: string; children?: never };
    }
  }
}

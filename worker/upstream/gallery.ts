/** The UGC gallery vendors' hosts (the sandbox plays both): their scripts. */
import type { UpstreamTarget } from './http';

export const createGalleryClient = (content: UpstreamTarget) => ({
  /** `{containerId}` and `{locale}` are checked by the caller. */
  widgetScript: (containerId: string, locale: string): Promise<Response> =>
    content.fetch(new Request(new URL(`/gallery/widgets/${containerId}/${locale}`, content.baseUrl))),
  /** The first vendor's embed script for a container and filter (all checked by the caller). */
  embedScript: (containerId: string, locale: string, filter: string): Promise<Response> => {
    const url = new URL(`/gallery/embed/${containerId}/${locale}`, content.baseUrl);
    url.searchParams.set('filter', filter);
    return content.fetch(new Request(url));
  },
});

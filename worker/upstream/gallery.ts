/** The second UGC gallery vendor's widget host (the sandbox plays it): the widget script. */
import type { UpstreamTarget } from './http';

export const createGalleryClient = (content: UpstreamTarget) => ({
  /** `{containerId}` and `{locale}` are checked by the caller. */
  widgetScript: (containerId: string, locale: string): Promise<Response> =>
    content.fetch(new Request(new URL(`/gallery/widgets/${containerId}/${locale}`, content.baseUrl))),
});

/** The editors' preview viewer page (content spec section 2): heading and the viewer island. */
import { Island } from '../island-kit/Island';
import type { PreviewViewerProps } from '../islands/PreviewViewer';

export function PreviewViewerMain({ viewer }: { viewer: PreviewViewerProps }) {
  return (
    // The static pages' frame and heading: an editors' tool needs no look of its own.
    <div className="static-page preview-viewer-page">
      <h1 className="static-page__title">{viewer.text.title}</h1>
      <Island name="PreviewViewer" strategy="load" props={viewer} />
    </div>
  );
}

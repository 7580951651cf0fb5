/** The editors' preview viewer page (content spec section 2): heading and the viewer island. */
import { Island } from '../island-kit/Island';
import type { PreviewViewerProps } from '../islands/PreviewViewer';

export function PreviewViewerMain({ viewer }: { viewer: PreviewViewerProps }) {
  return (
    <div className="preview-viewer-page">
      <h1>{viewer.text.title}</h1>
      <Island name="PreviewViewer" strategy="load" props={viewer} />
    </div>
  );
}

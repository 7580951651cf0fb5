/** The editors' preview viewer page (content spec section 2): heading and the viewer island. */
import { Island } from '../island-kit/Island';
import type { PreviewViewerProps } from '../islands/PreviewViewer';
import type { PreviewViewerRefusalText, PreviewViewerText } from './PreviewViewerMessages';

export function PreviewViewerMain({ viewer }: { viewer: PreviewViewerProps }) {
  return (
    // The static pages' frame and heading: an editors' tool needs no look of its own.
    <div className="static-page preview-viewer-page">
      <h1 className="static-page__title">{viewer.text.title}</h1>
      <Island name="PreviewViewer" strategy="load" props={viewer} />
    </div>
  );
}

/** The page for anyone but a signed-in editor (403): who the viewer is for, and how to sign in. */
export function PreviewViewerRefused({
  text,
  refusal,
}: {
  text: PreviewViewerText;
  refusal: PreviewViewerRefusalText;
}) {
  return (
    <div className="static-page preview-viewer-page">
      <h1 className="static-page__title">{text.title}</h1>
      <p>{refusal.editorsOnly}</p>
      <p>{refusal.howToSignIn}</p>
    </div>
  );
}

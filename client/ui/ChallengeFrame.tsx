/**
 * The card provider's 3DS challenge in an iframe, for islands. The provider sends the frame back to
 * a return page on this origin; each load of the frame is the moment to look (same origin, so its
 * location is readable; a provider page on its own origin throws and is skipped). Escape pressed
 * inside the frame never reaches the dialog around it, so it is passed on.
 */
import type { SyntheticEvent } from 'react';

export function ChallengeFrame({
  src,
  title,
  returnPath,
  onReturn,
  onEscape,
}: {
  src: string;
  title: string;
  returnPath: string;
  onReturn: (query: URLSearchParams) => void;
  onEscape: () => void;
}) {
  const onLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    try {
      const view = event.currentTarget.contentWindow;
      if (!view) return;
      view.addEventListener('keydown', (key) => {
        if (key.key === 'Escape') onEscape();
      });
      if (view.location.pathname === returnPath) onReturn(new URLSearchParams(view.location.search));
    } catch {
      // A page on the provider's own origin: not ours to read.
    }
  };
  return <iframe className="challenge-frame" title={title} src={src} onLoad={onLoad} />;
}

/**
 * The colour (or gift card design) swatches of a buy box: each a link to that colour's page, so
 * they work without script. Once hydrated a plain click switches in place: `onChoose` first (the
 * island keeps what it can of its choice), then the shared selected colour and the address bar.
 */
import type { CSSProperties, MouseEvent } from 'react';
import { labelled } from '../i18n/french-typography';
import { useAppState } from '../state/app';
import { selectColor } from '../state/product';

type Swatch = { code: string; url: string; name: string; swatch: string };

export function Swatches<S extends Swatch>({
  id,
  label,
  colors,
  current,
  onChoose,
}: {
  /** The label's element id (the list is labelled by it). */
  id: string;
  label: string;
  colors: readonly S[];
  current: S;
  onChoose: (next: S) => void;
}) {
  const { site } = useAppState();
  const choose = (event: MouseEvent<HTMLAnchorElement>, next: S) => {
    // A new tab, a new window or a download keeps the link's own behaviour.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onChoose(next);
    selectColor(next.code);
    history.replaceState(history.state, '', next.url);
  };
  return (
    <div className="buy__group">
      <p className="buy__label" id={id}>
        {/* "Couleur : Marine": the language's colon, as quick shop and the cart write it. */}
        {labelled(site.language, label)}
        <span className="buy__value">{current.name}</span>
      </p>
      <ul className="swatches" aria-labelledby={id}>
        {colors.map((c) => (
          <li key={c.code}>
            <a
              className="swatch"
              href={c.url}
              aria-current={c.code === current.code ? 'true' : undefined}
              title={c.name}
              onClick={(event) => choose(event, c)}
              style={{ '--swatch': c.swatch } as CSSProperties}
            >
              <span className="visually-hidden">{c.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

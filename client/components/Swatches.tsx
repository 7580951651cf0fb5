/**
 * The colour (or gift card design) swatches of a buy box: each a link to that colour's page, so
 * they work without script; an island may take the click over (`onChoose`) and switch in place.
 */
import type { CSSProperties, MouseEvent } from 'react';

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
  onChoose: (event: MouseEvent<HTMLAnchorElement>, next: S) => void;
}) {
  return (
    <div className="buy__group">
      <p className="buy__label" id={id}>
        {label}: <span className="buy__value">{current.name}</span>
      </p>
      <ul className="swatches" aria-labelledby={id}>
        {colors.map((c) => (
          <li key={c.code}>
            <a
              className="swatch"
              href={c.url}
              aria-current={c.code === current.code ? 'true' : undefined}
              title={c.name}
              onClick={(event) => onChoose(event, c)}
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

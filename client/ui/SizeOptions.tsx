/**
 * The size radio group of a colour (product page buy box and quick shop): sold-out sizes are
 * disabled and say so to screen readers. `name` decides what a plain form posts.
 */
import { type MessageSource, t } from '../i18n';

export type SizeOption = { sku: string; size: string; stock: number };

/** The size chosen for the shopper: the only one a colour comes in, when it is in stock. */
export const soleSize = (variants: readonly SizeOption[]): string | null =>
  variants.length === 1 && variants[0]!.stock > 0 ? variants[0]!.sku : null;

export function SizeOptions({
  variants,
  selected,
  name,
  required = false,
  messages,
  onSelect,
}: {
  variants: SizeOption[];
  selected: string | null;
  name: string;
  required?: boolean;
  messages: MessageSource;
  onSelect: (sku: string) => void;
}) {
  return (
    <fieldset className="buy__group sizes">
      <legend className="buy__label">{t(messages, 'size')}</legend>
      <div className="sizes__grid">
        {variants.map((v) => {
          const out = v.stock <= 0;
          return (
            <label key={v.sku} className={`size${out ? ' size--out' : ''}`}>
              <input
                type="radio"
                name={name}
                value={v.sku}
                required={required || undefined}
                disabled={out}
                checked={selected === v.sku}
                onChange={() => onSelect(v.sku)}
              />
              <span className="size__text">
                {v.size}
                {out && <span className="visually-hidden"> ({t(messages, 'outOfStock')})</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

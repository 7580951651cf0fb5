/**
 * "Customize" on a customizable product (feature flag `customs`): a button that opens a native
 * `<dialog>` (Dialog: focus moves in, Escape closes, focus returns to the button) with the size, a
 * text of up to N characters (counter), the embroidery colour (radio swatches), the placement and
 * ready-made designs, and a live SVG preview. "Add" posts to /api/customs/items, which creates the
 * recipe upstream and adds the item with its recipeId; the mini cart opens with the new line.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { CustomsOptions } from '../../shared/contract/giftcustoms';
import { CUSTOMS_TEXT_PATTERN } from '../../shared/contract/giftcustoms-rules';
import { addCustomsItem } from '../api/cart';
import { format } from '../i18n';
import type { GiftCustomsText } from '../i18n/giftcustoms';
import { useAppState, useSelectedColor } from '../state/app';
import { addToCartAndOpen } from '../state/cart';
import { Dialog } from '../ui/Dialog';
import type { AddToCartColor } from './AddToCart';

export type CustomizeText = Pick<
  GiftCustomsText,
  | 'customize'
  | 'customizeTitle'
  | 'customText'
  | 'threadColor'
  | 'placement'
  | 'preview'
  | 'size'
  | 'premade'
  | 'premadeUse'
  | 'saveAndAdd'
  | 'cancel'
  | 'surcharge'
  | 'customsDelivery'
  | 'charsLeft'
  | 'adding'
  | 'customsNeedsScript'
  | 'error_textRequired'
  | 'error_tooLong'
  | 'error_textChars'
  | 'error_unknownColor'
  | 'error_unknownPlacement'
  | 'error_selectSize'
  | 'placement_front'
  | 'placement_back'
  | 'placement_left'
  | 'placement_right'
>;

export type CustomizeProps = {
  name: string;
  /** 'cap' or 'boot' (others draw the cap's shape). */
  shape: string;
  colors: AddToCartColor[];
  selectedColorCode: string;
  options: CustomsOptions;
  /** The surcharge, formatted on the server. */
  surcharge: string;
  closeLabel: string;
  text: CustomizeText;
};

/** Where the text sits on the silhouette, per placement (SVG user units on a 400 × 300 canvas). */
const SPOTS: Record<string, Record<string, { x: number; y: number; rotate: number; size: number }>> = {
  cap: {
    front: { x: 200, y: 150, rotate: 0, size: 26 },
    left: { x: 140, y: 170, rotate: -12, size: 18 },
    right: { x: 260, y: 170, rotate: 12, size: 18 },
    back: { x: 200, y: 205, rotate: 0, size: 16 },
  },
  boot: {
    left: { x: 175, y: 95, rotate: -4, size: 18 },
    right: { x: 175, y: 95, rotate: -4, size: 18 },
  },
};
const SILHOUETTES: Record<string, string> = {
  cap: 'M90 210 Q95 80 200 72 Q305 80 310 210 Z M290 200 L380 222 L374 240 L290 224 Z',
  boot: 'M120 40 L230 40 L240 190 L350 215 L366 255 L360 280 L100 280 L100 240 L115 190 Z',
};

export function Preview({
  shape,
  fill,
  thread,
  text,
  placement,
  label,
}: {
  shape: string;
  fill: string;
  thread: string;
  text: string;
  placement: string;
  label: string;
}) {
  const kind = SILHOUETTES[shape] ? shape : 'cap';
  const spot = SPOTS[kind]![placement] ?? Object.values(SPOTS[kind]!)[0]!;
  return (
    <svg className="customize__preview" viewBox="0 0 400 300" role="img" aria-label={`${label}: ${text}`}>
      <rect width="400" height="300" fill="#f3f1ec" />
      <path d={SILHOUETTES[kind]} fill={fill} stroke="#00000055" strokeWidth="3" />
      {text && (
        <text
          x={spot.x}
          y={spot.y}
          fill={thread}
          fontSize={spot.size}
          fontWeight="700"
          fontFamily="system-ui, sans-serif"
          textAnchor="middle"
          letterSpacing="1"
          transform={`rotate(${spot.rotate} ${spot.x} ${spot.y})`}
          stroke="#00000040"
          strokeWidth="0.6"
        >
          {text}
        </text>
      )}
    </svg>
  );
}

export default function Customize({
  name,
  shape,
  colors,
  selectedColorCode,
  options,
  surcharge,
  closeLabel,
  text,
}: CustomizeProps) {
  const { site, messages } = useAppState();
  const code = useSelectedColor(selectedColorCode);
  const color = colors.find((c) => c.code === code) ?? colors[0]!;
  const inStock = color.variants.filter((v) => v.stock > 0);
  const [open, setOpen] = useState(false);
  const [sku, setSku] = useState<string>('');
  const [value, setValue] = useState('');
  const [thread, setThread] = useState(options.colors[0]!.code);
  const [placement, setPlacement] = useState(options.placements[0]!);
  /** A ready-made design in use (sent as precreatedCustomsCode until a field changes). */
  const [premade, setPremade] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'text' | 'size' | 'color' | 'placement', string>>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const openButton = useRef<HTMLButtonElement>(null);
  const chosenSku = inStock.length === 1 ? inStock[0]!.sku : sku;
  const threadHex = options.colors.find((c) => c.code === thread)?.hex ?? '#ffffff';
  // The dialog opened (its effect ran first): focus goes to the first field, not the close button.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it opens
  useEffect(() => {
    if (open) document.getElementById(`${ids}${inStock.length > 1 ? 'size' : 'text'}`)?.focus();
  }, [open]);
  const placementName = (p: string) => (text as Record<string, string>)[`placement_${p}`] ?? p;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const next: typeof errors = {};
    const trimmed = value.trim();
    if (!trimmed) next.text = text.error_textRequired;
    else if ([...trimmed].length > options.maxText)
      next.text = format(text.error_tooLong, { max: options.maxText });
    else if (!CUSTOMS_TEXT_PATTERN.test(trimmed)) next.text = text.error_textChars;
    if (!chosenSku) next.size = text.error_selectSize;
    setErrors(next);
    setTopError(null);
    if (Object.keys(next).length > 0) {
      document.getElementById(`${ids}${next.size ? 'size' : 'text'}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await addToCartAndOpen(
      () =>
        addCustomsItem(site.locale, {
          productId: chosenSku,
          qty: 1,
          ...(premade ? { precreatedCustomsCode: premade } : { text: trimmed, color: thread, placement }),
        }),
      messages,
      // Focus comes back to "Customize" when the mini cart closes, not to this closed dialog.
      openButton.current,
    );
    setBusy(false);
    if (!outcome.ok) {
      const fields = outcome.details?.fields as Record<string, string> | undefined;
      if (fields?.text === 'tooLong')
        setErrors({ text: format(text.error_tooLong, { max: options.maxText }) });
      else if (fields?.color) setErrors({ color: text.error_unknownColor });
      else if (fields?.placement) setErrors({ placement: text.error_unknownPlacement });
      else setTopError(outcome.message);
      return;
    }
    setOpen(false);
    setValue('');
  };

  const error = (field: keyof typeof errors) =>
    errors[field] ? (
      <p id={`${ids}${field}-error`} className="customize__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="customize">
      <button
        type="button"
        ref={openButton}
        className="button button--secondary customize__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {text.customize}
      </button>
      <p className="customize__hint">
        {format(text.surcharge, { price: surcharge })} ·{' '}
        {format(text.customsDelivery, { time: options.deliveryTime })}
      </p>
      <noscript>
        <p className="customize__hint">{text.customsNeedsScript}</p>
      </noscript>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={format(text.customizeTitle, { name })}
        closeLabel={closeLabel}
      >
        <form className="customize__form" onSubmit={onSubmit} noValidate>
          <Preview
            shape={shape}
            fill={color.swatch}
            thread={threadHex}
            text={value.trim()}
            placement={placement}
            label={text.preview}
          />
          <div className="customize__fields">
            {inStock.length > 1 && (
              <div className="gift__field">
                <label htmlFor={`${ids}size`}>{text.size}</label>
                <select
                  id={`${ids}size`}
                  value={sku}
                  onChange={(event) => setSku(event.target.value)}
                  aria-invalid={errors.size ? true : undefined}
                  aria-describedby={errors.size ? `${ids}size-error` : undefined}
                >
                  <option value="">—</option>
                  {inStock.map((v) => (
                    <option key={v.sku} value={v.sku}>
                      {v.size}
                    </option>
                  ))}
                </select>
                {error('size')}
              </div>
            )}
            <div className="gift__field">
              <label htmlFor={`${ids}text`}>{format(text.customText, { max: options.maxText })}</label>
              <input
                id={`${ids}text`}
                type="text"
                autoComplete="off"
                maxLength={options.maxText}
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setPremade(null);
                }}
                aria-invalid={errors.text ? true : undefined}
                aria-describedby={[`${ids}count`, errors.text ? `${ids}text-error` : ''].join(' ').trim()}
              />
              <p id={`${ids}count`} className="gift__count">
                {format(text.charsLeft, { count: Math.max(0, options.maxText - [...value].length) })}
              </p>
              {error('text')}
            </div>
            <fieldset className="customize__threads">
              <legend>{text.threadColor}</legend>
              {options.colors.map((c) => (
                <label key={c.code} className="customize__thread">
                  <input
                    type="radio"
                    name={`${ids}thread`}
                    value={c.code}
                    checked={thread === c.code}
                    onChange={() => {
                      setThread(c.code);
                      setPremade(null);
                    }}
                  />
                  <span className="customize__dot" aria-hidden="true" style={{ background: c.hex }} />
                  {c.name}
                </label>
              ))}
              {error('color')}
            </fieldset>
            <div className="gift__field">
              <label htmlFor={`${ids}placement`}>{text.placement}</label>
              <select
                id={`${ids}placement`}
                value={placement}
                onChange={(event) => {
                  setPlacement(event.target.value);
                  setPremade(null);
                }}
              >
                {options.placements.map((p) => (
                  <option key={p} value={p}>
                    {placementName(p)}
                  </option>
                ))}
              </select>
              {error('placement')}
            </div>
            {options.precreated.length > 0 && (
              <fieldset className="customize__premade">
                <legend>{text.premade}</legend>
                {options.precreated.map((p) => (
                  <button
                    key={p.code}
                    type="button"
                    className="link-button"
                    onClick={() => {
                      setValue(p.text);
                      setThread(p.color);
                      setPlacement(p.placement);
                      setPremade(p.code);
                      setErrors({});
                    }}
                  >
                    {format(text.premadeUse, { name: p.name })}
                  </button>
                ))}
              </fieldset>
            )}
            <div className="customize__error" role="alert">
              {topError}
            </div>
            <div className="customize__actions">
              <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
                {text.cancel}
              </button>
              <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
                {busy ? text.adding : text.saveAndAdd}
              </button>
            </div>
          </div>
        </form>
      </Dialog>
    </div>
  );
}

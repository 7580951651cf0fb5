import type { CSSProperties } from 'react';

/** An item's editor colours as the custom properties its CSS reads (`--fg`, `--bg`). */
export const colorStyle = (
  colors: { text?: string | undefined; background?: string | undefined } | undefined,
) => ({ '--fg': colors?.text, '--bg': colors?.background }) as CSSProperties;

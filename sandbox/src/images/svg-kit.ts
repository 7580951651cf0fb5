/** Small helpers the generated images share: XML escaping and colour shades. */

export const escapeXml = (s: string): string =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!,
  );

/** Lighter (amount > 0) or darker shade of a #rrggbb colour, for outlines, details and backgrounds. */
export const shade = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v + amount * 255)));
  const [r, g, b] = [channel((n >> 16) & 255), channel((n >> 8) & 255), channel(n & 255)];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
};

/** Relative luminance (0 dark … 1 light), to pick details that stay visible on any swatch. */
export const luminance = (hex: string): number => {
  const n = Number.parseInt(hex.slice(1), 16);
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
};

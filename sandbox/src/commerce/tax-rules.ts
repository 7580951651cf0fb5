/**
 * Tax rules by the country and region delivered to: GB and the EU price gross (VAT included),
 * the US and Canada net (tax added on top, by state or province where it differs).
 */

export type TaxRule = { rate: number; inclusive: boolean };

/** Country defaults: a US sales tax, Ontario HST, and the standard VAT rates (inclusive). */
export const TAX_RULES: Readonly<Record<string, TaxRule>> = {
  US: { rate: 0.0725, inclusive: false },
  CA: { rate: 0.13, inclusive: false },
  GB: { rate: 0.2, inclusive: true },
  DE: { rate: 0.19, inclusive: true },
  FR: { rate: 0.2, inclusive: true },
  IT: { rate: 0.22, inclusive: true },
};

/**
 * Where tax depends on the region delivered to (US states, Canadian provinces): plausible combined
 * rates in the spirit of state plus average local sales tax and GST/HST/PST. A region not listed
 * takes its country's default; `0` is a state without sales tax.
 */
export const REGION_TAX_RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  US: {
    CA: 0.0825,
    CO: 0.0775,
    NY: 0.0852,
    TX: 0.082,
    WA: 0.094,
    IL: 0.0886,
    OR: 0,
    MT: 0,
    NH: 0,
    DE: 0,
    AK: 0.0176,
  },
  CA: {
    ON: 0.13,
    QC: 0.14975,
    BC: 0.12,
    AB: 0.05,
    MB: 0.12,
    SK: 0.11,
    NS: 0.15,
    NB: 0.15,
    NL: 0.15,
    PE: 0.15,
    NT: 0.05,
    NU: 0.05,
    YT: 0.05,
  },
};

/** The tax rule for a delivery to `country` (and `region`, a state or province code, where it matters). */
export const taxRuleFor = (country: string, region?: string): TaxRule => {
  const base = TAX_RULES[country] ?? { rate: 0, inclusive: true };
  const regional = region ? REGION_TAX_RATES[country]?.[region] : undefined;
  return regional === undefined ? base : { ...base, rate: regional };
};

-- Country list and per-country i18n utilities (commerce spec section 7, Stores and utilities).
-- Reference data; rows come from the seed (sandbox/seed/utilities.ts).
CREATE TABLE IF NOT EXISTS countries (
  code TEXT PRIMARY KEY,          -- ISO 3166-1 alpha-2
  names TEXT NOT NULL,            -- JSON: country name by language (en, fr, de, it)
  region TEXT NOT NULL,           -- NORA | EMEA
  site_id TEXT NOT NULL,          -- the site that serves shoppers of this country
  currency TEXT NOT NULL,
  locales TEXT NOT NULL,          -- JSON array of storefront locales; the first is the default
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE IF NOT EXISTS country_i18n (
  country_code TEXT PRIMARY KEY REFERENCES countries(code),
  dial_code TEXT NOT NULL,        -- e.g. +1
  phone_mask TEXT NOT NULL,       -- # is a digit, e.g. (###) ###-####
  date_format TEXT NOT NULL,      -- e.g. MM/DD/YYYY
  currency TEXT NOT NULL,
  address_format TEXT NOT NULL    -- JSON: fields, required, postal code pattern and example, regions
);

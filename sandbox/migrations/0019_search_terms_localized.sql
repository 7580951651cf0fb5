-- Autosuggest vocabulary of the translated catalogue (fr, de, it): each word of the localized
-- product names, category, colour and activity names with the number of products it appears in.
-- English stays in search_terms (also the "did you mean" and popular terms).
CREATE TABLE IF NOT EXISTS search_terms_localized (
  lang TEXT NOT NULL,
  term TEXT NOT NULL,
  weight INTEGER NOT NULL,
  PRIMARY KEY (lang, term)
) WITHOUT ROWID;

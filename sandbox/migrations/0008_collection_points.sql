-- Collection points (pudo) for POST /stores/v1/collectionPoints: parcel shops and lockers of
-- carriers, with a position for the distance search and opening hours like the stores'.
CREATE TABLE IF NOT EXISTS collection_points (
  id TEXT PRIMARY KEY,                  -- CP + 5 digits
  name TEXT NOT NULL,
  carrier TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  city TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  country TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  hours TEXT NOT NULL                   -- JSON {mon_fri, sat, sun} like stores.hours
);
CREATE INDEX IF NOT EXISTS collection_points_country ON collection_points(country);

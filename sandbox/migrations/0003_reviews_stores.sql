-- Reviews, questions and answers with their votes, flags and translations; stock per store and
-- sku; back-in-stock notifications; product sets; size charts and foot sizes.
CREATE TABLE IF NOT EXISTS reviews (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  nickname TEXT NOT NULL,
  location TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  helpful_yes INTEGER NOT NULL DEFAULT 0,
  helpful_no INTEGER NOT NULL DEFAULT 0,
  flag_count INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  consumer_no TEXT
);
CREATE INDEX IF NOT EXISTS reviews_product ON reviews(product_id, created_at);
CREATE TABLE IF NOT EXISTS review_votes (
  review_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  helpful INTEGER NOT NULL,
  PRIMARY KEY (review_id, consumer_no)
);
CREATE TABLE IF NOT EXISTS review_flags (
  review_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  reason TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, consumer_no)
);
CREATE TABLE IF NOT EXISTS review_translations (
  review_id TEXT NOT NULL,
  locale TEXT NOT NULL,
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (review_id, locale)
);
CREATE TABLE IF NOT EXISTS questions (
  id TEXT PRIMARY KEY,
  product_id TEXT NOT NULL,
  text TEXT NOT NULL,
  nickname TEXT NOT NULL,
  created_at TEXT NOT NULL,
  consumer_no TEXT
);
CREATE INDEX IF NOT EXISTS questions_product ON questions(product_id, created_at);
CREATE TABLE IF NOT EXISTS answers (
  id TEXT PRIMARY KEY,
  question_id TEXT NOT NULL,
  text TEXT NOT NULL,
  nickname TEXT NOT NULL,
  is_brand INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  votes_up INTEGER NOT NULL DEFAULT 0,
  votes_down INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS answers_question ON answers(question_id);
CREATE TABLE IF NOT EXISTS answer_votes (
  answer_id TEXT NOT NULL,
  consumer_no TEXT NOT NULL,
  helpful INTEGER NOT NULL,
  PRIMARY KEY (answer_id, consumer_no)
);
CREATE TABLE IF NOT EXISTS store_inventory (
  store_id TEXT NOT NULL,
  sku TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  PRIMARY KEY (store_id, sku)
);
CREATE INDEX IF NOT EXISTS store_inventory_sku ON store_inventory(sku);
CREATE TABLE IF NOT EXISTS stock_notifications (
  email TEXT NOT NULL,
  sku TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (email, sku)
);
CREATE TABLE IF NOT EXISTS product_sets (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS product_set_items (
  set_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  sort INTEGER NOT NULL,
  PRIMARY KEY (set_id, product_id)
);
CREATE INDEX IF NOT EXISTS product_set_items_product ON product_set_items(product_id);
CREATE TABLE IF NOT EXISTS size_charts (
  key TEXT PRIMARY KEY,
  doc TEXT NOT NULL
);

-- Card data from Scryfall's bulk files (oracle_cards and rulings). One set is in use at a time;
-- an import replaces it in one transaction, so readers see the old set until the new one commits.

-- Every import of card data, newest last. The one in use is the newest row.
CREATE TABLE card_imports (
  id INTEGER PRIMARY KEY,
  updated_at TEXT NOT NULL,                     -- the bulk files' updated_at (ISO), or the local files' date
  source TEXT NOT NULL,                         -- the listing URL, or the file names
  cards_sha256 TEXT NOT NULL,                   -- of the oracle_cards JSON as read (uncompressed)
  rulings_sha256 TEXT NOT NULL,
  imported_at TEXT NOT NULL,                    -- ISO timestamp
  card_count INTEGER NOT NULL,
  ruling_count INTEGER NOT NULL,
  skipped TEXT NOT NULL                         -- JSON object: reason → number of card objects skipped
);

-- The files each import read are kept, gzip-compressed, in imported_files (migration 0006) as kinds
-- 'oracle_cards' and 'rulings', so that any replaced card data can be restored (`cards restore`).

-- One row per Oracle ID: the card as Oracle defines it (multi-face cards: their combined name).
CREATE TABLE cards (
  oracle_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,                           -- "Delver of Secrets // Insectile Aberration"
  layout TEXT NOT NULL,                         -- normal, transform, modal_dfc, adventure, split, flip, token…
  mana_cost TEXT,                               -- "{1}{U}"; NULL when the card has none (lands, back faces)
  mana_value REAL,
  type_line TEXT,
  oracle_text TEXT,
  power TEXT,
  toughness TEXT,
  loyalty TEXT,
  defense TEXT,
  colors TEXT,                                  -- JSON array, NULL when only the faces have colors
  color_identity TEXT NOT NULL,                 -- JSON array
  keywords TEXT NOT NULL,                       -- JSON array as Scryfall lists them ("Flying", "Transform")
  legalities TEXT NOT NULL,                     -- JSON object: format → legal | not_legal | banned | restricted
  scryfall_uri TEXT,
  image_uri TEXT
);

-- The faces of multi-face cards, in printed order.
CREATE TABLE card_faces (
  oracle_id TEXT NOT NULL REFERENCES cards (oracle_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  mana_cost TEXT,
  type_line TEXT,
  oracle_text TEXT,
  power TEXT,
  toughness TEXT,
  loyalty TEXT,
  defense TEXT,
  colors TEXT,                                  -- JSON array
  image_uri TEXT,
  PRIMARY KEY (oracle_id, position)
) WITHOUT ROWID;

-- Every name a card is found by, folded as the name matcher compares names
-- (cards-db/lookup/fold-card-name.ts): its whole name and each face's. Kept here rather than in
-- memory, so the bot's handler threads share one copy (the page cache) instead of one each.
CREATE TABLE card_names (
  alchemy INTEGER NOT NULL,                     -- 1: an Alchemy "A-" card, folded without its "A-"
  folded TEXT NOT NULL,                         -- "delver of secrets"; the name itself when it has no letter or digit
  compact TEXT NOT NULL,                        -- "delverofsecrets": the same without spaces
  oracle_id TEXT NOT NULL REFERENCES cards (oracle_id) ON DELETE CASCADE,
  is_face INTEGER NOT NULL,                     -- 0: the card's whole name; 1: a face's
  non_card INTEGER NOT NULL,                    -- 1: a token, emblem or art-series card
  PRIMARY KEY (folded, alchemy, oracle_id, is_face)
) WITHOUT ROWID;
CREATE INDEX card_names_by_compact ON card_names (compact, alchemy);
CREATE INDEX card_names_by_card ON card_names (oracle_id);

-- Each word of a card's names, for typo matching: misspelt words are corrected against the
-- distinct words, then the cards holding them are read here.
CREATE TABLE card_name_words (
  alchemy INTEGER NOT NULL,
  word TEXT NOT NULL,
  oracle_id TEXT NOT NULL REFERENCES cards (oracle_id) ON DELETE CASCADE,
  PRIMARY KEY (word, alchemy, oracle_id)
) WITHOUT ROWID;

-- Rulings by Oracle ID, in the file's order. Rulings for cards the oracle_cards file lacks are kept
-- (the two files are published at different moments).
CREATE TABLE card_rulings (
  oracle_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('wotc', 'scryfall')),
  published_at TEXT NOT NULL,                   -- YYYY-MM-DD
  comment TEXT NOT NULL,
  PRIMARY KEY (oracle_id, position)
) WITHOUT ROWID;

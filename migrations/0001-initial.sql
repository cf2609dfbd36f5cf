-- Every imported Comprehensive Rules release, side by side.
CREATE TABLE releases (
  id INTEGER PRIMARY KEY,
  effective_date TEXT NOT NULL UNIQUE,          -- YYYY-MM-DD
  source TEXT NOT NULL,                         -- file name or URL it was imported from
  sha256 TEXT NOT NULL,                         -- of the imported bytes
  imported_at TEXT NOT NULL,                    -- ISO timestamp
  rule_count INTEGER NOT NULL,
  example_count INTEGER NOT NULL,
  glossary_count INTEGER NOT NULL
);
CREATE INDEX releases_by_sha256 ON releases (sha256);

-- Parts ("1", "Game Concepts") and sections ("100", "General").
CREATE TABLE headings (
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('part', 'section')),
  title TEXT NOT NULL,
  PRIMARY KEY (release_id, number)
) WITHOUT ROWID;

-- One row per rule or subrule.
CREATE TABLE rules (
  id INTEGER PRIMARY KEY,
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  number TEXT NOT NULL,
  parent TEXT,                                  -- "702.19" for "702.19b"; NULL for main rules
  section TEXT NOT NULL,                        -- "702"
  position INTEGER NOT NULL,                    -- 0-based true order within the release
  text TEXT NOT NULL,
  UNIQUE (release_id, number)
);
CREATE INDEX rules_by_position ON rules (release_id, position);
CREATE INDEX rules_by_parent ON rules (release_id, parent, position);

CREATE TABLE examples (
  rule_id INTEGER NOT NULL REFERENCES rules (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  text TEXT NOT NULL,
  PRIMARY KEY (rule_id, position)
) WITHOUT ROWID;

-- Rules, sections ("702") and parts ("8") a rule's text refers to, in order of first mention.
CREATE TABLE rule_references (
  rule_id INTEGER NOT NULL REFERENCES rules (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  target TEXT NOT NULL,
  PRIMARY KEY (rule_id, position)
) WITHOUT ROWID;

CREATE TABLE glossary (
  id INTEGER PRIMARY KEY,
  release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  term TEXT NOT NULL,                           -- the heading as printed
  terms TEXT NOT NULL,                          -- JSON array of the names it defines
  definition TEXT NOT NULL,
  examples TEXT NOT NULL                        -- JSON array
);
CREATE INDEX glossary_by_release ON glossary (release_id, position);

-- Full-text indexes hold search-folded, release-tagged words (see rules-db/search-text.ts); the
-- readable text stays in the tables above. rowid = rules.id / glossary.id.
CREATE VIRTUAL TABLE rule_search USING fts5 (
  heading, text, examples,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);
CREATE VIRTUAL TABLE glossary_search USING fts5 (
  term, definition,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);

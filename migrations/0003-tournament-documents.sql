-- Every imported version of the Magic Tournament Rules (mtr) and the Infraction Procedure Guide
-- (ipg), side by side like the CR releases.
CREATE TABLE doc_versions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mtr', 'ipg')),
  effective_date TEXT NOT NULL,                 -- YYYY-MM-DD
  source TEXT NOT NULL,                         -- file name or URL it was imported from
  sha256 TEXT NOT NULL,                         -- of the imported bytes
  imported_at TEXT NOT NULL,                    -- ISO timestamp
  section_count INTEGER NOT NULL,
  UNIQUE (kind, effective_date)
);
CREATE INDEX doc_versions_by_sha256 ON doc_versions (sha256);

-- One row per section, chapter, appendix or unnumbered front-matter part, in document order.
CREATE TABLE doc_sections (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES doc_versions (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,                    -- 0-based order within the version
  number TEXT NOT NULL,                         -- "2.5", "1", "Appendix A"; "" for front matter
  level TEXT NOT NULL CHECK (level IN ('front', 'chapter', 'section', 'appendix')),
  title TEXT NOT NULL,                          -- "Game Play Error — Game Rule Violation"
  text TEXT NOT NULL,                           -- paragraphs joined by "\n"
  folded_title TEXT NOT NULL,                   -- the title as lookups compare it (tournament-docs/fold-title.ts)
  infraction_class TEXT,                        -- IPG infractions only: "Game Play Error"
  infraction_name TEXT,                         -- "Game Rule Violation"
  folded_name TEXT,                             -- the name as lookups compare it
  penalty TEXT,                                 -- "Warning"
  parts TEXT,                                   -- JSON object: definition, examples, philosophy, additionalRemedy, upgrade, downgrade
  UNIQUE (version_id, position)
);
-- Lookups take the first match in document order (the MTR has two "Match Structure"s), hence position.
CREATE INDEX doc_sections_by_number ON doc_sections (version_id, number, position);
CREATE INDEX doc_sections_by_title ON doc_sections (version_id, folded_title, position);
CREATE INDEX doc_sections_by_name ON doc_sections (version_id, folded_name, position);

-- Search-folded words tagged with their document version (`d3xtrigger`, see
-- docs-db/doc-search-text.ts); the readable text stays in doc_sections. rowid = doc_sections.id.
CREATE VIRTUAL TABLE doc_search USING fts5 (
  title, text,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2'
);

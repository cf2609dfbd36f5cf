-- Judging at Regular REL (jar) and the Digital Magic Tournament Rules and Infraction Procedure
-- Guide (dmtr, dipg) are stored beside the MTR and IPG. SQLite cannot change a CHECK constraint in
-- place, so both tables are rebuilt with every row and id kept (doc_search's rowids are
-- doc_sections ids). Sections are copied before the old tables go, and the new doc_sections
-- refers to the new doc_versions, so dropping the old ones cascades to nothing.
CREATE TABLE doc_versions_new (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mtr', 'ipg', 'jar', 'dmtr', 'dipg')),
  effective_date TEXT NOT NULL,                 -- YYYY-MM-DD ("Updated September 23, 2024" for the JAR)
  source TEXT NOT NULL,                         -- file name or URL it was imported from
  sha256 TEXT NOT NULL,                         -- of the imported bytes
  imported_at TEXT NOT NULL,                    -- ISO timestamp
  section_count INTEGER NOT NULL,
  UNIQUE (kind, effective_date)
);
INSERT INTO doc_versions_new (id, kind, effective_date, source, sha256, imported_at, section_count)
  SELECT id, kind, effective_date, source, sha256, imported_at, section_count FROM doc_versions;

CREATE TABLE doc_sections_new (
  id INTEGER PRIMARY KEY,
  version_id INTEGER NOT NULL REFERENCES doc_versions_new (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,                    -- 0-based order within the version
  number TEXT NOT NULL,                         -- "2.5", "1", "Appendix A"; "" for front matter and the JAR's unnumbered headings
  level TEXT NOT NULL CHECK (level IN ('front', 'chapter', 'section', 'appendix')),
  title TEXT NOT NULL,
  text TEXT NOT NULL,                           -- paragraphs joined by "\n"
  folded_title TEXT NOT NULL,
  infraction_class TEXT,
  infraction_name TEXT,
  folded_name TEXT,
  penalty TEXT,
  parts TEXT,
  UNIQUE (version_id, position)
);
INSERT INTO doc_sections_new (id, version_id, position, number, level, title, text, folded_title,
    infraction_class, infraction_name, folded_name, penalty, parts)
  SELECT id, version_id, position, number, level, title, text, folded_title,
    infraction_class, infraction_name, folded_name, penalty, parts FROM doc_sections;

DROP TABLE doc_sections;
DROP TABLE doc_versions;
ALTER TABLE doc_versions_new RENAME TO doc_versions;
ALTER TABLE doc_sections_new RENAME TO doc_sections;

CREATE INDEX doc_versions_by_sha256 ON doc_versions (sha256);
CREATE INDEX doc_sections_by_number ON doc_sections (version_id, number, position);
CREATE INDEX doc_sections_by_title ON doc_sections (version_id, folded_title, position);
CREATE INDEX doc_sections_by_name ON doc_sections (version_id, folded_name, position);

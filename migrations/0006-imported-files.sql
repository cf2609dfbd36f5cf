-- The bytes of every file ever imported (CR releases, MTR and IPG versions), gzip-compressed, so
-- that a replaced release or version is never lost: `rules list --all` / `docs list --all` show the
-- superseded copies and `rules restore` / `docs restore` bring one back. Rows are never deleted.
CREATE TABLE imported_files (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,                           -- 'cr', 'mtr' or 'ipg' (each store names its own)
  effective_date TEXT NOT NULL,                 -- YYYY-MM-DD the file was imported as
  sha256 TEXT NOT NULL,                         -- of the uncompressed bytes
  source TEXT NOT NULL,                         -- file name or URL it was imported from
  imported_at TEXT NOT NULL,                    -- ISO timestamp
  size INTEGER NOT NULL,                        -- bytes before compression
  gzip BLOB NOT NULL,
  UNIQUE (kind, sha256)
);
CREATE INDEX imported_files_by_date ON imported_files (kind, effective_date);

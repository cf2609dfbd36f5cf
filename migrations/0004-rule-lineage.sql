-- Which rule became which between each release and the next (by effective date), from
-- rules-db/diff-releases.ts, so history, /changes and "changed in this release" need no diffing
-- at question time. Only differences are stored: a number without a row kept its number and text.
CREATE TABLE release_pairs (
  from_release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  to_release_id INTEGER NOT NULL REFERENCES releases (id) ON DELETE CASCADE,
  PRIMARY KEY (from_release_id, to_release_id)
) WITHOUT ROWID;

CREATE TABLE rule_changes (
  from_release_id INTEGER NOT NULL,
  to_release_id INTEGER NOT NULL,
  from_number TEXT,                 -- NULL: the rule was added
  to_number TEXT,                   -- NULL: the rule was removed
  changed INTEGER NOT NULL,         -- 1 when its text or examples differ
  references_only INTEGER NOT NULL, -- 1 when only cross-references were renumbered
  FOREIGN KEY (from_release_id, to_release_id) REFERENCES release_pairs (from_release_id, to_release_id) ON DELETE CASCADE
);
CREATE INDEX rule_changes_by_to ON rule_changes (to_release_id, to_number);
CREATE INDEX rule_changes_by_from ON rule_changes (from_release_id, from_number);

-- The words of rule_search with the number of rules holding each, read by search for typo
-- tolerance, inflections and word rarity. Words are release-tagged (`r12xtrample`), so one
-- release's vocabulary is the range 'r12x' <= term < 'r12y'. A view over the index: nothing to fill.
CREATE VIRTUAL TABLE rule_search_vocabulary USING fts5vocab (rule_search, 'row');

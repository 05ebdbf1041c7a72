-- Lists at scale (docs/api.md "Lists at scale"): a page in a list's whole array order (the default
-- sort of every list) reads list_rows in the order of this index and stops at the page's end, and
-- a search reaches the rows of a list's persons by their trigram index, then by person_id, without
-- joining every row to its user.
CREATE INDEX list_rows_order ON list_rows (list, order_key COLLATE "C" DESC, id COLLATE "C" DESC);
CREATE INDEX list_rows_person ON list_rows (person_id);
CREATE INDEX list_rows_ref_search ON list_rows USING gin (ref_search gin_trgm_ops);
CREATE INDEX users_person_search ON users USING gin (person_search gin_trgm_ops);
-- A status tab (a review queue, the news and messages by status) in the whole array's order, and
-- the facet counts of each status: the rows of one status in that order.
CREATE INDEX list_rows_status_order ON list_rows (list, (filters->>'status'), order_key COLLATE "C" DESC, id COLLATE "C" DESC);
-- A search within one status (a review queue's tab, a facet count): the trigrams of the folded
-- text and the status in one GIN index (btree_gin), so that the rows of both come out of one index
-- scan rather than from the intersection of two large bitmaps.
CREATE EXTENSION IF NOT EXISTS btree_gin;
CREATE INDEX list_rows_search_status ON list_rows USING gin (search gin_trgm_ops, (filters->>'status'));

-- Counts at a million rows (docs/api.md "Lists at scale"): the whole words of each list row, keyed
-- by its list and status, in a GIN index that answers "rows holding these words" exactly (no
-- recheck). A row whose words include a search term holds that term as a substring, so those rows
-- are a lower bound of a count: when they alone pass the cap, the count is "10,000+" without
-- visiting 10,001 rows to recheck their text (server/pg/list-query.ts `cappedCount`).
-- A word is a run of letters and digits of the folded search text; the key is
-- "<list> <status> <word>", the status '' when the row has none.
CREATE FUNCTION list_row_words(list text, status text, search text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT ARRAY(
      SELECT DISTINCT list || ' ' || coalesce(status, '') || ' ' || word
      FROM regexp_split_to_table(search, '[^[:alnum:]]+') AS word
      WHERE word <> ''
    )
  $$;
CREATE INDEX list_rows_words ON list_rows USING gin (list_row_words(list, filters->>'status', search));

-- Each record also as the JSON text the server wrote: jsonb keeps an object's keys in an order of
-- its own, and the API answers a record with its fields in the order the server gave them, as the
-- embedded store does, so that both stores answer byte for byte alike. `doc` stays what every
-- lookup, generated column and list condition reads; `raw` is what a read answers (NULL: `doc`).
ALTER TABLE users ADD COLUMN raw text;
ALTER TABLE trips ADD COLUMN raw text;
ALTER TABLE products ADD COLUMN raw text;
ALTER TABLE news ADD COLUMN raw text;
ALTER TABLE legal ADD COLUMN raw text;
ALTER TABLE site_contact ADD COLUMN raw text;
ALTER TABLE contact ADD COLUMN raw text;
ALTER TABLE activity ADD COLUMN raw text;

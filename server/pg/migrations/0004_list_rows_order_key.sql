-- The whole array's order of a list row (the record's createdAt, updatedAt or at: the list's
-- `orderField`) under a name that says so.
ALTER TABLE list_rows RENAME COLUMN o TO order_key;

-- The server's state on PostgreSQL. Each collection of the embedded store is one table holding the
-- record as jsonb (`doc`, the wire shape the routes read and write) and columns generated from it
-- for lookups, guards and default orders. What a list page searches and sorts on is kept in
-- list_rows, written by the server beside each record in the same transaction: its folded text and
-- sort keys come from the list specs of src/contract through the same fold as the embedded store's,
-- so both stores answer every page alike.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  email_key text GENERATED ALWAYS AS (lower(doc->>'email')) STORED,
  role text GENERATED ALWAYS AS (doc->>'role') STORED,
  status text GENERATED ALWAYS AS (doc->>'status') STORED,
  session_version integer GENERATED ALWAYS AS (coalesce((doc->>'sessionVersion')::integer, 0)) STORED,
  created_at text GENERATED ALWAYS AS (doc->>'createdAt') STORED,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED,
  -- The person as other records show it (a trip's dive master, a product's seller), resolved at
  -- read time: its folded search words and its folded name as a sort key.
  person_search text NOT NULL,
  person_key jsonb NOT NULL
);
CREATE UNIQUE INDEX users_email_key ON users (email_key);
CREATE INDEX users_active_admins ON users (id) WHERE role = 'admin' AND status = 'active';

CREATE TABLE trips (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  status text GENERATED ALWAYS AS (doc->>'status') STORED,
  person_id text GENERATED ALWAYS AS (doc->'diveMaster'->>'id') STORED,
  created_at text GENERATED ALWAYS AS (doc->>'createdAt') STORED,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);
CREATE INDEX trips_person ON trips (person_id);

CREATE TABLE products (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  status text GENERATED ALWAYS AS (doc->>'status') STORED,
  person_id text GENERATED ALWAYS AS (doc->'seller'->>'id') STORED,
  created_at text GENERATED ALWAYS AS (doc->>'createdAt') STORED,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);
CREATE INDEX products_person ON products (person_id);

CREATE TABLE news (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  status text GENERATED ALWAYS AS (doc->>'status') STORED,
  created_at text GENERATED ALWAYS AS (doc->>'createdAt') STORED,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);

CREATE TABLE legal (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);

CREATE TABLE site_contact (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);

CREATE TABLE contact (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  status text GENERATED ALWAYS AS (doc->>'status') STORED,
  created_at text GENERATED ALWAYS AS (doc->>'createdAt') STORED,
  updated_at text GENERATED ALWAYS AS (doc->>'updatedAt') STORED
);

CREATE TABLE activity (
  id text PRIMARY KEY,
  doc jsonb NOT NULL,
  at text GENERATED ALWAYS AS (doc->>'at') STORED,
  actor_id text GENERATED ALWAYS AS (doc->'actor'->>'id') STORED
);
CREATE INDEX activity_at ON activity (at COLLATE "C" DESC, id COLLATE "C" DESC);

-- One row per record and list it appears in (`users` and `diveMasters` both read users).
CREATE TABLE list_rows (
  list text NOT NULL,
  id text NOT NULL,
  -- The folded words the list searches, without the embedded person's (see users.person_search).
  search text NOT NULL,
  -- The embedded person (a trip's dive master, a product's seller): its user, and the person as
  -- the record stores it, for when that user no longer exists.
  person_id text,
  ref_search text,
  ref_key jsonb,
  -- Filter name → the row's value; sort field → the row's folded key (string, number or null).
  filters jsonb NOT NULL,
  keys jsonb NOT NULL,
  -- The whole array's order (newest first: createdAt, or updatedAt for news, at for activity).
  o text NOT NULL,
  PRIMARY KEY (list, id)
);
CREATE INDEX list_rows_search ON list_rows USING gin (search gin_trgm_ops);
CREATE INDEX list_rows_filters ON list_rows USING gin (filters jsonb_path_ops);

-- Attempt limits, shared by every worker: one fixed window per key. `counted` says whether the
-- last attempt was counted (under the limit), which the one statement of a take answers.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL,
  counted boolean NOT NULL
);
CREATE INDEX rate_limits_reset ON rate_limits (reset_at);

-- One-time codes and password-reset tokens (hashes only), by lower-case e-mail.
CREATE TABLE otps (
  email text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('code', 'reset')),
  hash bytea NOT NULL,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  PRIMARY KEY (email, purpose)
);
CREATE INDEX otps_expiry ON otps (expires_at);

-- Review claims: one reviewer per pending item.
CREATE TABLE claims (
  kind text NOT NULL,
  id text NOT NULL,
  admin_id text NOT NULL,
  admin jsonb NOT NULL,
  since timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX claims_expiry ON claims (expires_at);

-- Who is looking at what: one row per viewer and item, refreshed by heartbeats.
CREATE TABLE presence (
  kind text NOT NULL,
  id text NOT NULL,
  admin_id text NOT NULL,
  admin jsonb NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (kind, id, admin_id)
);
CREATE INDEX presence_seen ON presence (seen_at);

-- Uploaded files (and the demo pictures), served by name.
CREATE TABLE uploads (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Server-wide values: the token signing secret, the store's seed marker.
CREATE TABLE settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);

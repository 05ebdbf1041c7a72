-- The dev outbox, shared by every server process: a code sent through one is listed by any.
-- Each row is one message as the API lists it ({ to, subject, text, sentAt }); the latest 500 stay.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  message jsonb NOT NULL
);

-- The open live streams of every server process, counted against the caps per admin and in all.
-- Each row is a lease: its process renews it while the stream is open, so the streams of a process
-- that died without closing them stop counting once it runs out.
CREATE TABLE live_streams (
  id text PRIMARY KEY,
  admin_id text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_streams_admin ON live_streams (admin_id);
CREATE INDEX live_streams_expiry ON live_streams (expires_at);

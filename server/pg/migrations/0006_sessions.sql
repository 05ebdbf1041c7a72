-- Server-side sessions (server/auth/sessions.ts), shared by every process: a sign-out on one
-- process is a 401 on every other at the next call. `version` is the user's session version at
-- sign-in (a password change, a reset or a block raise the user's, ending the session).
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id text NOT NULL,
  version integer NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  address text NOT NULL,
  user_agent text NOT NULL,
  ended_at timestamptz,
  ended_why text
);
CREATE INDEX sessions_user ON sessions (user_id, created_at DESC);
CREATE INDEX sessions_created ON sessions (created_at);

-- A change to an account that can end its sessions (its session version, status or role) is
-- announced on `diving_sessions` by the transaction that makes it, so every process hears it
-- before the live events of that commit (which are sent after it commits) and closes the account's
-- streams first: no event of the commit that blocked an admin reaches that admin's streams.
CREATE FUNCTION announce_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('diving_sessions', json_build_object('account', OLD.id, 'gone', true)::text);
  ELSE
    PERFORM pg_notify('diving_sessions', json_build_object('account', NEW.id, 'status', NEW.status, 'role', NEW.role, 'sv', NEW.session_version)::text);
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_announce_change AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.session_version IS DISTINCT FROM NEW.session_version OR OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role)
  EXECUTE FUNCTION announce_account_change();
CREATE TRIGGER users_announce_removal AFTER DELETE ON users FOR EACH ROW
  EXECUTE FUNCTION announce_account_change();

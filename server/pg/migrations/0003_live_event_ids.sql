-- The ids of live events, shared by every server process: a reader that reconnects to another
-- process resumes with the Last-Event-ID it got from the first, so ids must increase across them.
CREATE SEQUENCE live_event_ids;

-- An open live-event stream belongs to the session that opened it, and must end with it in every
-- process. Sessions end in many places (sign-out in the auth library, a suspension, an account deletion,
-- the library dropping an expired one, any future path); announcing it from the row itself covers them
-- all. The notice travels on the live-event channel, so it reaches each process in commit order with the
-- events: nothing committed after the session ended is delivered on its stream.
CREATE FUNCTION auth_session_announce_end() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ronda_events', json_build_object('userId', OLD.user_id, 'sessionEnded', OLD.id)::text);
  RETURN NULL;
END $$;

CREATE TRIGGER auth_session_ended AFTER DELETE ON auth_session
  FOR EACH ROW EXECUTE FUNCTION auth_session_announce_end();

-- Web Push (DECISIONS.md, "Notifications beyond the tab"): one row per device that said
-- "Activar notificaciones en este dispositivo", with the categories that device wants ("Este dispositivo").
-- A device belongs to the session that subscribed it: signing out (or being signed out everywhere, by a
-- suspension or an account deletion) ends its pushes with the session row.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE,
  session_id text REFERENCES auth_session (id) ON DELETE CASCADE,
  -- The push service's address for this device: a capability URL, unique per browser profile.
  endpoint text NOT NULL UNIQUE CHECK (char_length(endpoint) <= 2000),
  -- The device's keys (RFC 8291): its P-256 public key and the 16-byte authentication secret, base64url.
  p256dh text NOT NULL CHECK (char_length(p256dh) <= 200),
  auth text NOT NULL CHECK (char_length(auth) <= 100),
  categories text[] NOT NULL,
  user_agent text CHECK (char_length(user_agent) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);

-- A push leaves from the outbox like an e-mail, one row per device (each is sent, retried and dropped on
-- its own); a device that goes takes its pending pushes with it.
ALTER TABLE outbox ADD COLUMN push_subscription_id uuid REFERENCES push_subscriptions (id) ON DELETE CASCADE;
ALTER TABLE outbox ADD CONSTRAINT outbox_push_device_check
  CHECK ((channel = 'push') = (push_subscription_id IS NOT NULL));

-- A conversation is between the traveller who started it (sender) and the host (receiver), about one mate.
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  sender_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mate_id uuid NOT NULL REFERENCES mates (id) ON DELETE CASCADE,
  is_archived_sender boolean NOT NULL DEFAULT false,
  is_archived_receiver boolean NOT NULL DEFAULT false,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_participants_unique UNIQUE (sender_id, receiver_id, mate_id),
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX conversations_sender_idx ON conversations (sender_id, updated_at DESC);
CREATE INDEX conversations_receiver_idx ON conversations (receiver_id, updated_at DESC);

CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL CHECK (char_length(btrim(content)) >= 1 AND char_length(content) <= 1000),
  is_read boolean NOT NULL DEFAULT false,
  -- clock_timestamp keeps messages of one transaction in the order they were written.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at);
CREATE INDEX messages_unread_idx ON messages (conversation_id, sender_id) WHERE NOT is_read;

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  guest_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  host_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mate_id uuid NOT NULL REFERENCES mates (id) ON DELETE CASCADE,
  -- The booking outlives its chat if the chat is ever removed.
  conversation_id uuid REFERENCES conversations (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed')),
  cancelled_by text CHECK (cancelled_by IN ('host', 'guest')),
  message text CHECK (char_length(message) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (guest_id <> host_id),
  CHECK ((status = 'cancelled') = (cancelled_by IS NOT NULL))
);
-- A guest holds at most one active (pending or confirmed) booking per mate.
CREATE UNIQUE INDEX bookings_one_active_per_guest ON bookings (guest_id, mate_id) WHERE status IN ('pending', 'confirmed');
CREATE INDEX bookings_active_by_mate ON bookings (mate_id) WHERE status IN ('pending', 'confirmed');
CREATE INDEX bookings_host_idx ON bookings (host_id, created_at DESC);
CREATE INDEX bookings_guest_idx ON bookings (guest_id, created_at DESC);

-- A notification stores who acted (actor_id) and what it says (wording: a catalogue key and its values)
-- instead of words with that person's name in them: the name is read when the notification is shown,
-- so renaming or deleting an account never rewrites anyone else's notifications. It stores where it
-- leads (target: ids) instead of a link to be read back. Older rows keep their text and link; the ones
-- whose text is only a name and a count (chat messages, a published review) are worded from now on.
ALTER TABLE notifications
  ALTER COLUMN text DROP NOT NULL,
  ADD COLUMN actor_id text REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN wording jsonb,
  ADD COLUMN target jsonb,
  ADD CONSTRAINT notifications_said CHECK (text IS NOT NULL OR wording IS NOT NULL);

UPDATE notifications SET target = CASE
    WHEN link ~ '^/conversations/[0-9a-f-]{36}$'
      THEN jsonb_build_object('kind', 'conversation', 'conversationId', substring(link FROM 16))
    WHEN link ~ '^/mates/[0-9a-f-]{36}$' THEN jsonb_build_object('kind', 'mate', 'mateId', substring(link FROM 8))
    WHEN link ~ '^/perfil\?reserva=[0-9a-f-]{36}$'
      THEN jsonb_build_object('kind', 'bookingReviews', 'bookingId', substring(link FROM 17))
    WHEN link = '/mates' THEN '{"kind": "page", "page": "mates"}'
    WHEN link = '/mis-mates' THEN '{"kind": "page", "page": "myMates"}'
    WHEN link = '/perfil' THEN '{"kind": "page", "page": "profile"}'
  END
 WHERE link IS NOT NULL;

-- "Ana te envió un mensaje", "3 mensajes nuevos de Ana": the other side of the conversation.
UPDATE notifications n
   SET actor_id = CASE WHEN c.sender_id = n.user_id THEN c.receiver_id ELSE c.sender_id END,
       wording = '{"key": "message", "values": {}}', text = NULL
  FROM conversations c
 WHERE n.type = 'new_message' AND c.id = (n.target ->> 'conversationId')::uuid
   AND n.user_id IN (c.sender_id, c.receiver_id);

-- "Ana te dejó una valoración": the other side of the booking.
UPDATE notifications n
   SET actor_id = CASE WHEN b.guest_id = n.user_id THEN b.host_id ELSE b.guest_id END,
       wording = '{"key": "reviewPublished", "values": {}}', text = NULL
  FROM bookings b
 WHERE n.type = 'review_published' AND b.id = (n.target ->> 'bookingId')::uuid
   AND n.user_id IN (b.guest_id, b.host_id);

CREATE INDEX notifications_actor_idx ON notifications (actor_id) WHERE actor_id IS NOT NULL;

-- E-mails and pushes still waiting keep their words; their button now follows a target too.
UPDATE outbox SET payload = payload || jsonb_build_object('target', CASE
    WHEN payload ->> 'link' ~ '^/conversations/[0-9a-f-]{36}$'
      THEN jsonb_build_object('kind', 'conversation', 'conversationId', substring(payload ->> 'link' FROM 16))
    WHEN payload ->> 'link' ~ '^/mates/[0-9a-f-]{36}$'
      THEN jsonb_build_object('kind', 'mate', 'mateId', substring(payload ->> 'link' FROM 8))
    WHEN payload ->> 'link' ~ '^/perfil\?reserva=[0-9a-f-]{36}$'
      THEN jsonb_build_object('kind', 'bookingReviews', 'bookingId', substring(payload ->> 'link' FROM 17))
    ELSE '{"kind": "page", "page": "profile"}'
  END)
 WHERE sent_at IS NULL AND dropped_at IS NULL AND payload ? 'link';

-- Chat messages of one conversation collapse into one unread notification (decision 0026): it keeps the
-- conversation it tells of (a grouping key only, so no reference to check on every write) and how many
-- messages it counts. At most one unread new_message per person and conversation, so two messages
-- posted at once meet on this index (INSERT … ON CONFLICT DO UPDATE) instead of adding two rows. Rows
-- written before this migration have no conversation and stay as they are.
ALTER TABLE notifications
  ADD COLUMN conversation_id uuid,
  ADD COLUMN message_count integer NOT NULL DEFAULT 1 CHECK (message_count > 0);
CREATE UNIQUE INDEX notifications_unread_conversation_idx ON notifications (user_id, conversation_id)
  WHERE type = 'new_message' AND NOT is_read;
-- Notifications older than 90 days are pruned by age, in batches.
CREATE INDEX notifications_created_idx ON notifications (created_at);

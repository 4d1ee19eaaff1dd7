-- The dropdown lists a person's latest notifications (ORDER BY created_at DESC, id DESC LIMIT n), which
-- the (user_id, is_read, created_at DESC) index cannot return in order; the unread count and
-- "read all" only need the unread rows, a small partial index. Together they leave the old one unused.
CREATE INDEX notifications_user_latest_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_user_unread_idx ON notifications (user_id) WHERE NOT is_read;
DROP INDEX notifications_user_idx;

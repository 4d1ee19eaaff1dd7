-- An operator may hide a reported chat message, like a review: its words stay for the record, and the
-- thread shows both participants that the team hid it.
ALTER TABLE messages ADD COLUMN hidden_at timestamptz, ADD COLUMN hidden_reason text;

-- A mate has up to eight photos in the order its host chose; the first is the cover. mates.image_key
-- keeps naming the cover, so lists, cards, bookings, chats and link previews read it as before.
CREATE TABLE mate_photos (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  mate_id uuid NOT NULL REFERENCES mates (id) ON DELETE CASCADE,
  image_key text NOT NULL,
  position smallint NOT NULL CHECK (position BETWEEN 0 AND 7),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Checked at the end of each statement, so one UPDATE can reorder every photo of a mate.
  CONSTRAINT mate_photos_position UNIQUE (mate_id, position) DEFERRABLE INITIALLY IMMEDIATE
);

-- Every mate published before keeps its one photo, as its cover.
INSERT INTO mate_photos (mate_id, image_key, position)
SELECT id, image_key, 0 FROM mates WHERE image_key IS NOT NULL;

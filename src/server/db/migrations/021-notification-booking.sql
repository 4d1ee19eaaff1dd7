-- A review invitation names its booking, so the list words it from the booking's window as it stands
-- ("tenés hasta el…", or that the time to review has ended) rather than from its stored text, which
-- would keep inviting after the fourteenth day. Older invitations carry the booking in their link.
ALTER TABLE notifications ADD COLUMN booking_id uuid REFERENCES bookings (id) ON DELETE SET NULL;
UPDATE notifications n SET booking_id = b.id
  FROM bookings b
 WHERE n.type = 'review_invite' AND n.link = '/perfil?reserva=' || b.id::text;
CREATE INDEX notifications_booking_idx ON notifications (booking_id) WHERE booking_id IS NOT NULL;

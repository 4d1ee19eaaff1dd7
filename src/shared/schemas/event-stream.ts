import * as z from 'zod';

/**
 * Where a reopened stream resumes, for clients that cannot send the Last-Event-ID header (the header
 * wins when both come).
 */
export const eventStreamQuerySchema = z.object({ lastEventId: z.string().max(30).optional() });

/** The stream's body: Server-Sent Events, one per live update (the types in events.ts). */
export const eventStreamSchema = z.string().meta({
  description:
    'Eventos `id: <n>` / `event: <tipo>` / `data: <JSON>` (tipos: notification, notifications, message, conversation, booking); un comentario cada 25 s.',
});

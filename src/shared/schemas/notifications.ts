import * as z from 'zod';
import { timestampSchema } from './common.js';

export const notificationSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  text: z.string(),
  content: z.string().nullable(),
  link: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: timestampSchema,
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Never below zero: it is a count of unread rows. */
  unreadCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });

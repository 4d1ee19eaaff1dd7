import * as z from 'zod';

/** The health check's report: the same shape whether the server is ready (200) or not (503). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  pendingMigrations: z.array(z.string()),
});

export type Health = z.infer<typeof healthSchema>;

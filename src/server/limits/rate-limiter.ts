import type { FastifyInstance } from 'fastify';
import { messages } from '../messages/catalogue.js';
import type { ActorResolver } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { Queryable } from '../db/sql.js';
import { DomainError } from '../errors.js';
import { countHit } from './rate-limits.repo.js';

export const LIMIT_NAMES = [
  'authAttempt',
  'contactForm',
  'chatMessage',
  'hostMessage',
  'bookingChange',
  'matePublish',
  'profileEdit',
  'avatarChange',
  'report',
] as const;

export type LimitName = (typeof LIMIT_NAMES)[number];

export interface LimitWindow {
  max: number;
  seconds: number;
}

export interface LimitPolicy {
  /** Whose count it is: the signed-in person, or the client address (before anyone signs in). */
  per: 'person' | 'address';
  windows: LimitWindow[];
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each request to the route against this limit, before its body is read. */
    limit?: LimitName;
  }
}

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

export function limitPolicies(config: Config): Record<LimitName, LimitPolicy> {
  const limits = config.limits;
  const person = (message: string, ...windows: LimitWindow[]): LimitPolicy => ({
    per: 'person',
    windows,
    message,
  });
  return {
    authAttempt: {
      per: 'address',
      windows: [{ max: config.auth.rateLimit.max, seconds: config.auth.rateLimit.windowSeconds }],
      message: messages.auth.tooManyAttempts,
    },
    contactForm: {
      per: 'address',
      windows: [{ max: config.contact.rateLimitMax, seconds: HOUR }],
      message: messages.errors.tooManyRequests,
    },
    chatMessage: person(
      messages.limits.chatMessages,
      { max: limits.chatMessagesPerMinute, seconds: MINUTE },
      { max: limits.chatMessagesPerDay, seconds: DAY },
    ),
    hostMessage: person(messages.limits.hostMessages, { max: limits.hostMessagesPerHour, seconds: HOUR }),
    bookingChange: person(messages.limits.bookings, { max: limits.bookingsPerHour, seconds: HOUR }),
    matePublish: person(messages.limits.matePublish, { max: limits.matesPerDay, seconds: DAY }),
    profileEdit: person(messages.limits.profileEdits, { max: limits.profileEditsPerHour, seconds: HOUR }),
    avatarChange: person(messages.limits.avatarChanges, { max: limits.avatarChangesPerHour, seconds: HOUR }),
    report: person(
      messages.limits.reports,
      { max: limits.reportsPerHour, seconds: HOUR },
      { max: limits.reportsPerDay, seconds: DAY },
    ),
  };
}

export interface Refusal {
  message: string;
  /** Seconds until the window that refused ends. */
  retryAfter: number;
}

export interface RateLimiter {
  policy(name: LimitName): LimitPolicy;
  /** Counts one request of `subject`; resolves to a refusal once a window's maximum is passed. */
  hit(name: LimitName, subject: string): Promise<Refusal | null>;
}

/**
 * Fixed-window limits counted in the database, so every server process shares them. Windows are
 * checked shortest first and the first to refuse stops the check: hammering a per-minute limit does
 * not use up the day's allowance.
 */
export function createRateLimiter(db: Queryable, policies: Record<LimitName, LimitPolicy>): RateLimiter {
  const sorted = Object.fromEntries(
    Object.entries(policies).map(([name, policy]) => [
      name,
      { ...policy, windows: [...policy.windows].sort((a, b) => a.seconds - b.seconds) },
    ]),
  ) as Record<LimitName, LimitPolicy>;
  return {
    policy: (name) => sorted[name],
    async hit(name, subject) {
      const policy = sorted[name];
      for (const window of policy.windows) {
        const { count, retryAfter } = await countHit(
          db,
          `${name}:${window.seconds}`,
          subject,
          window.seconds,
        );
        if (count > window.max) return { message: policy.message, retryAfter };
      }
      return null;
    },
  };
}

/**
 * Enforces the `limit` of each route's config at onRequest: before the body (an upload) is read, after
 * the session is known. A person limit lets a signed-out request through, for the route to answer 401.
 */
export function registerRateLimits(
  app: FastifyInstance,
  { limiter, actorOf }: { limiter: RateLimiter; actorOf: ActorResolver },
) {
  app.addHook('onRequest', async (request, reply) => {
    const name = request.routeOptions.config?.limit;
    if (!name) return;
    const subject = limiter.policy(name).per === 'person' ? (await actorOf(request))?.id : request.ip;
    if (!subject) return;
    const refusal = await limiter.hit(name, subject);
    if (refusal) {
      reply.header('retry-after', String(refusal.retryAfter));
      throw new DomainError('rate_limited', refusal.message);
    }
  });
}

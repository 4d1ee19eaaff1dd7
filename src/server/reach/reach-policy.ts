import { conflict, forbidden, notFound, unauthenticated, type DomainError } from '../errors.js';
import { messages } from '../messages/catalogue.js';

/**
 * Who may reach whom (decision 0021): the one place that decides, for two people, whether the first may
 * act towards the second. Every path that lets one person reach another asks it; no path checks blocks,
 * suspension or deletion on its own.
 */
export type Reach =
  /** Write to a mate's host from the mate's page ("Escribile al anfitrión"). */
  | 'start'
  /** Write in a conversation they already share. */
  | 'write'
  /** Ask for a booking of the other's mate. */
  | 'book'
  /** Review the other after a rental they had. */
  | 'review'
  /** Answer, publicly, the review the other wrote of them. */
  | 'reply'
  /** Report the other or something of theirs to the operators. */
  | 'report'
  /** Have the other told of what the first did (a notification, its e-mail and push). */
  | 'notify';

/** How two people stand, seen from the one who acts. */
export interface Relation {
  actor: { suspended: boolean; deleted: boolean };
  other: { suspended: boolean; deleted: boolean };
  actorBlockedOther: boolean;
  otherBlockedActor: boolean;
  /** The conversation the act happens in carries a confirmed rental between them. */
  rentalChat: boolean;
}

/** Why a reach is refused. */
export type Refusal =
  'actor-inactive' | 'other-deleted' | 'other-suspended' | 'blocked-by-actor' | 'blocked-by-other';

interface Rule {
  /** The relations that stop it. */
  refusedWhen: readonly Refusal[];
  /** A confirmed rental's chat stays open both ways, block or not, for the handover and the return. */
  openInRentalChat?: boolean;
}

/**
 * The rules. Reviews and reports are never stopped by a block: a review is the record of a rental that
 * happened (the blocker is simply not told of it), and a report reaches the operators, never the person.
 * The blocker may still answer, on their own profile, what the blocked person wrote of them.
 */
export const REACH_RULES: Record<Reach, Rule> = {
  start: {
    refusedWhen: [
      'actor-inactive',
      'other-deleted',
      'other-suspended',
      'blocked-by-actor',
      'blocked-by-other',
    ],
    openInRentalChat: true,
  },
  write: {
    refusedWhen: ['actor-inactive', 'other-deleted', 'blocked-by-actor', 'blocked-by-other'],
    openInRentalChat: true,
  },
  book: {
    refusedWhen: [
      'actor-inactive',
      'other-deleted',
      'other-suspended',
      'blocked-by-actor',
      'blocked-by-other',
    ],
  },
  review: { refusedWhen: ['actor-inactive'] },
  reply: { refusedWhen: ['actor-inactive', 'blocked-by-other'] },
  report: { refusedWhen: ['actor-inactive'] },
  // Someone suspended or deleting their account still causes news (their cancellations): the actor's own
  // state does not matter here, only whether the one told wants it and is still there.
  notify: { refusedWhen: ['other-deleted', 'blocked-by-other'] },
};

const holds: Record<Refusal, (relation: Relation) => boolean> = {
  'actor-inactive': (r) => r.actor.suspended || r.actor.deleted,
  'other-deleted': (r) => r.other.deleted,
  'other-suspended': (r) => r.other.suspended,
  'blocked-by-actor': (r) => r.actorBlockedOther,
  'blocked-by-other': (r) => r.otherBlockedActor,
};

/** The order refusals are checked in: someone who blocked the other hears of their own block first. */
const ORDER: readonly Refusal[] = [
  'actor-inactive',
  'other-deleted',
  'other-suspended',
  'blocked-by-actor',
  'blocked-by-other',
];

/** Why the actor may not reach the other this way, or null when they may. */
export function refusalOf(reach: Reach, relation: Relation): Refusal | null {
  const rule = REACH_RULES[reach];
  for (const refusal of ORDER) {
    if (!rule.refusedWhen.includes(refusal) || !holds[refusal](relation)) continue;
    const block = refusal === 'blocked-by-actor' || refusal === 'blocked-by-other';
    if (block && rule.openInRentalChat && relation.rentalChat) continue;
    return refusal;
  }
  return null;
}

export const mayReach = (reach: Reach, relation: Relation) => refusalOf(reach, relation) === null;

/**
 * What the actor is told. The blocked person hears exactly what anyone hears in a similar refusal
 * (never "bloqueado"); the blocker is told their own block is in the way, so they know how to lift it.
 */
export const REFUSAL_ANSWERS: Record<
  Exclude<Reach, 'notify'>,
  Partial<Record<Exclude<Refusal, 'actor-inactive'>, () => DomainError>>
> = {
  start: {
    'other-deleted': () => notFound(messages.mates.notFound),
    'other-suspended': () => notFound(messages.mates.notFound),
    'blocked-by-actor': () => conflict(messages.blocks.unblockToWrite),
    'blocked-by-other': () => conflict(messages.bookings.unavailable),
  },
  write: {
    'other-deleted': () => forbidden(messages.ownData.recipientDeleted),
    'blocked-by-actor': () => conflict(messages.blocks.unblockToWrite),
    'blocked-by-other': () => conflict(messages.conversations.sendFailed),
  },
  book: {
    'other-deleted': () => notFound(messages.bookings.unavailable),
    'other-suspended': () => notFound(messages.bookings.unavailable),
    'blocked-by-actor': () => conflict(messages.blocks.unblockToBook),
    'blocked-by-other': () => conflict(messages.bookings.unavailable),
  },
  review: {},
  reply: { 'blocked-by-other': () => notFound(messages.reviews.notFound) },
  report: {},
};

/** Throws the refusal the actor is told, when the policy refuses. */
export function assertMayReach(reach: Exclude<Reach, 'notify'>, relation: Relation) {
  const refusal = refusalOf(reach, relation);
  if (!refusal) return;
  // A suspended or deleted person has no session left; this covers one that outlived it.
  if (refusal === 'actor-inactive') throw unauthenticated(messages.auth.notAuthenticated);
  const answer = REFUSAL_ANSWERS[reach][refusal];
  if (!answer) throw new Error(`No answer for ${reach} refused as ${refusal}`);
  throw answer();
}

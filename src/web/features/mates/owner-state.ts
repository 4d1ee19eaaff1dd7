import { mateStatusLabel } from '../../../shared/labels';
import { mateOwnerMessages } from '../../../shared/messages/mate-owner';
import { mateMessages } from '../../../shared/messages/mates';
import type { OwnMate } from '../../../shared/schemas/mates';

export type OwnerState = 'available' | 'pending' | 'reserved' | 'inactive';

/** How an owner sees a mate: a pending request already takes it off the list, like a reservation. */
export function ownerState(mate: OwnMate): OwnerState {
  if (mate.status === 'available') return mate.pendingBooking ? 'pending' : 'available';
  return mate.status === 'reserved' ? 'reserved' : 'inactive';
}

/** An operator's hiding outranks the status: the host must not read it as live. */
export function ownerBadge(mate: OwnMate) {
  if (mate.hiddenReason !== null) return { text: mateOwnerMessages.hiddenBadge, positive: false };
  const state = ownerState(mate);
  return {
    text: state === 'pending' ? mateMessages.bookingPending : mateStatusLabel(mate.status),
    positive: state === 'available',
  };
}

import { messages } from './messages.js';

/** Spec §4: mate status labels; a missing status reads as inactive, anything unknown "No disponible". */
export function mateStatusLabel(status: string | null | undefined): string {
  switch (status ?? 'inactive') {
    case 'available':
      return messages.mates.statusAvailable;
    case 'reserved':
      return messages.mates.statusReserved;
    case 'inactive':
      return messages.mates.statusInactive;
    case 'deleted':
      return messages.mates.statusDeleted;
    default:
      return messages.mates.statusUnknown;
  }
}

import { roleMessages } from './messages/common.js';

export type Role = 'guest' | 'traveller' | 'host';

/** Any stored value that is not one of ours (including empty or missing) acts as a Visitante. */
export function effectiveRole(stored: string | null | undefined): Role {
  return stored === 'traveller' || stored === 'host' ? stored : 'guest';
}

/** The label shown in the user menu and profiles; unknown stored roles read "Usuario". */
export function roleLabel(stored: string | null | undefined): string {
  if (stored === 'host') return roleMessages.host;
  if (stored === 'traveller') return roleMessages.traveller;
  if (!stored || stored === 'guest') return roleMessages.guest;
  return roleMessages.other;
}

/** Viajeros and Anfitriones may book, message and publish; Visitantes see register prompts. */
export function isRegistered(stored: string | null | undefined): boolean {
  return effectiveRole(stored) !== 'guest';
}

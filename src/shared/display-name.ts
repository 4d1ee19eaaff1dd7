import { roleMessages } from './messages/common.js';
import { ownDataMessages } from './messages/own-data.js';

interface NameSources {
  publicName?: string | null;
  name?: string | null;
  email?: string | null;
  /** The person deleted their account: their row stays, without a name, for others' history. */
  deleted?: boolean | null;
}

/**
 * Spec §2 /perfil: public name, then the account name, then the e-mail's local part, then "Usuario"; a
 * deleted account is "Usuario eliminado".
 */
export function displayName({ publicName, name, email, deleted }: NameSources): string {
  if (deleted) return ownDataMessages.deletedUser;
  const local = email?.split('@')[0];
  return publicName?.trim() || name?.trim() || local?.trim() || roleMessages.other;
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? 'U').toLocaleUpperCase('es-AR');
}

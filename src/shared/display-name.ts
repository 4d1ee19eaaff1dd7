import { roleMessages } from './messages/common.js';

interface NameSources {
  publicName?: string | null;
  name?: string | null;
  email?: string | null;
}

/** Spec §2 /perfil: public name, then the account name, then the e-mail's local part, then "Usuario". */
export function displayName({ publicName, name, email }: NameSources): string {
  const local = email?.split('@')[0];
  return publicName?.trim() || name?.trim() || local?.trim() || roleMessages.other;
}

export function initialOf(name: string): string {
  return (name.trim()[0] ?? 'U').toLocaleUpperCase('es-AR');
}

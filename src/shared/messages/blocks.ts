import { defineMessages } from '../i18n/define-messages.js';

/** "Bloquear usuario": from a conversation or a profile, and the list in /perfil. */
export const blockMessages = defineMessages('block', {
  block: 'Bloquear usuario',
  blockNamed: 'Bloquear a {name}',
  unblock: 'Desbloquear',
  unblockNamed: 'Desbloquear a {name}',
  confirmTitle: '¿Bloquear a {name}?',
  confirmBody:
    'No va a poder escribirte ni reservar tus mates, y dejás de ver sus conversaciones, sus mates y sus avisos. No le avisamos. Las solicitudes pendientes entre ustedes se rechazan o se retiran.',
  confirm: 'Bloquear',
  blocking: 'Bloqueando...',
  keep: 'Volver',
  blocked: 'Bloqueaste a {name}',
  unblocked: 'Desbloqueaste a {name}',
  blockFailed: 'Error al bloquear',
  unblockFailed: 'Error al desbloquear',
  listTitle: 'Usuarios bloqueados',
  listEmpty: 'No bloqueaste a nadie',
  listEmptyBody: 'Si alguien te molesta, podés bloquearlo desde una conversación o su perfil.',
  listLoadFailed: 'Error al obtener los usuarios bloqueados',
  blockedSince: 'Bloqueado el {date}',
  youBlocked: 'Bloqueaste a esta persona.',
  unblockToWrite: 'Bloqueaste a esta persona. Desbloqueala para escribirle.',
  /** On the page of a mate whose host the viewer blocked, instead of booking and writing. */
  unblockToBookOrWrite: 'Bloqueaste a esta persona. Desbloqueala desde Tus datos para reservar o escribirle.',
  seeBlocked: 'Ver usuarios bloqueados',
});

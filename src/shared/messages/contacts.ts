import { defineMessages } from '../i18n/define-messages.js';

/** My contacts page. */
export const contactsMessages = defineMessages('contacts', {
  title: 'Mis Contactos',
  emptyTitle: 'Todavía no tenés contactos',
  emptyBody:
    'Cuando reserves un mate o alguien reserve el tuyo, vas a ver acá a las personas con quienes compartiste.',
  emptyAction: 'Buscar mates',
});

/** My contacts page. */
export const contactsMessages = {
  title: 'Mis Contactos',
  emptyTitle: 'Todavía no tenés contactos',
  emptyBody:
    'Cuando reserves un mate o alguien reserve el tuyo, vas a ver acá a las personas con quienes compartiste.',
  emptyAction: 'Buscar mates',
} as const;

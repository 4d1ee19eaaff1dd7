import { defineMessages } from '../i18n/define-messages.js';

/** The home page. */
export const homeMessages = defineMessages('home', {
  headline: 'Unimos viajeros sin mate con quienes los comparten',
  subheadline: 'Encontrá un equipo de mate cerca tuyo o prestá el tuyo a quien lo extraña.',
  explore: 'Explorá mates cerca tuyo',
  searchTitle: 'Buscá un mate',
  searchWhere: '¿Dónde?',
  searchWherePlaceholder: 'Ciudad, por ejemplo Madrid',
  searchDates: 'Fechas',
  searchSubmit: 'Buscar mates',
  publish: 'Publicá tu mate',
  welcomeTitle: 'Bienvenido a Ronda',
  welcomeBody:
    'Ronda es la comunidad para compartir mate en España: anfitriones que prestan o alquilan su equipo (mate, bombilla y termo) y viajeros que lo extrañan.',
  featureSearchTitle: 'Buscar Mates',
  featureSearchBody: 'Encontrá equipos de mate cerca tuyo o en la ciudad a la que viajás.',
  featureShareTitle: 'Compartir Mates',
  featureShareBody: 'Publicá tu equipo, poné un precio por día o prestalo gratis.',
  featureConnectTitle: 'Conectar',
  featureConnectBody: 'Chateá con anfitriones y viajeros para coordinar la entrega.',
  recentTitle: 'Últimos mates publicados',
  seeAll: 'Ver Todos los Mates',
  recentEmpty: 'Todavía no hay mates publicados. ¡Publicá el primero!',
});

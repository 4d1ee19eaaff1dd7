import { defineMessages } from '../i18n/define-messages.js';

/** The app itself: its name, page states and the actions every page shares. */
export const appMessages = defineMessages('app', {
  name: 'Ronda',
  tagline: 'Compartí el mate donde estés',
  /** What search engines and link previews say about Ronda when a page says nothing of its own. */
  description:
    'Ronda une a viajeros que extrañan su mate con quienes prestan o alquilan su equipo en España.',
  footerCopyright: '© 2025 Ronda. Compartí el mate donde estés.',
  notFoundTitle: 'No encontramos esta página',
  notFoundBody: 'La dirección que buscás no existe o se movió. Volvé al inicio y seguí explorando.',
  notFoundAction: 'Volver al inicio',
  loading: 'Cargando...',
  retry: 'Reintentar',
  skipToContent: 'Saltar al contenido',
  cancel: 'Cancelar',
  /** The language menu's label (footer and /perfil). */
  language: 'Idioma',
});

/** The top bar and the user menu. */
export const navMessages = defineMessages('nav', {
  home: 'Inicio',
  browse: 'Buscar Mates',
  publish: 'Publicar Mate',
  faq: 'FAQ',
  signIn: 'Iniciar Sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mainNavigation: 'Navegación principal',
  userMenu: 'Menú de usuario',
  profile: 'Mi Perfil',
  myMates: 'Mis Mates',
  conversations: 'Conversaciones',
  faqLong: 'Preguntas Frecuentes',
  signOut: 'Cerrar Sesión',
});

/** The footer. */
export const footerMessages = defineMessages('footer', {
  links: 'Enlaces',
  information: 'Información',
  help: 'Ayuda',
  contact: 'Contacto',
  terms: 'Términos de Servicio',
  privacy: 'Política de Privacidad',
  social: 'Seguinos en Instagram',
});

/** Toasts. */
export const toastMessages = defineMessages('toast', {
  close: 'Cerrar aviso',
});

/** Forms over the page (components/ui/FormSheet.tsx). */
export const sheetMessages = defineMessages('sheet', {
  close: 'Cerrar',
});

/** Pages that need a signed-in person. */
export const accessMessages = defineMessages('access', {
  requiredTitle: 'Acceso Requerido',
  requiredBody: 'Iniciá sesión para ver esta página.',
  requiredAction: 'Iniciar Sesión',
});

/** Role names (spec §9). */
export const roleMessages = defineMessages('role', {
  host: 'Anfitrión',
  traveller: 'Viajero',
  guest: 'Visitante',
  other: 'Usuario',
});

/** Relative times (spec §9). */
export const timeMessages = defineMessages('time', {
  now: 'Ahora',
  minutesAgo: 'hace {n} min',
  hoursAgo: 'hace {n}h',
  yesterday: 'ayer',
});

/** Errors the web words itself, and the default wording of schema errors. */
export const errorMessages = defineMessages('error', {
  generic: 'Ocurrió un error inesperado. Intentá de nuevo.',
  network: 'No pudimos conectar con el servidor. Revisá tu conexión.',
  invalidInput: 'Hay datos inválidos en la solicitud',
  invalidValue: 'Valor inválido',
  requiredField: 'Campo obligatorio',
});

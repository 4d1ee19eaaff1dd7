import { defineMessages } from '../i18n/define-messages.js';

/** The FAQ page: questions, help, terms and privacy (spec §7). */
export const faqMessages = defineMessages('faq', {
  title: 'Preguntas Frecuentes',
  intro: 'Todo lo que necesitás saber para compartir mate con Ronda.',
  entries: [
    {
      q: '¿Usar Ronda tiene algún costo?',
      a: 'No. Usar Ronda es gratis: podés registrarte, buscar mates, chatear y publicar sin pagar nada.',
    },
    {
      q: '¿Cuánto pago si alquilo un mate?',
      a: 'Pagás el precio por día que publicó el anfitrión, y nada más. Si el mate figura como Gratis, te lo prestan sin cargo.',
    },
    {
      q: '¿Los anfitriones pagan algo?',
      a: 'Sí: quien presta su mate paga una pequeña comisión por cada alquiler concretado. Publicar es gratis.',
    },
    {
      q: '¿Quién se encarga de desinfectar el mate?',
      a: 'Cada persona es responsable de desinfectar su propio equipo: el anfitrión antes de prestarlo y el viajero antes de devolverlo. Lavá bien el mate y la bombilla con agua caliente.',
    },
    {
      q: '¿Cómo publico mi mate?',
      a: 'Completá tu registro, entrá en Publicar Mate, contá qué incluye tu equipo, poné un precio por día (o 0 si lo prestás gratis), elegí tu ubicación y sumá una foto. Listo: ya aparece en la búsqueda.',
    },
    {
      q: '¿Cómo reservo un mate?',
      a: 'Buscá un mate cerca tuyo o en la ciudad a la que viajás, abrí sus detalles y tocá Reservar este mate. El anfitrión recibe la solicitud y la confirma o la rechaza.',
    },
    {
      q: '¿Cómo coordinamos la entrega?',
      a: 'Al reservar se abre un chat con el anfitrión. Ahí acuerdan el punto de encuentro, el horario y la devolución. Por seguridad, mostramos solo una zona aproximada del mate hasta que ustedes hablen.',
    },
    {
      q: '¿Cómo consigo ayuda?',
      a: 'Escribinos desde el formulario de contacto de esta página o por Instagram. Te respondemos lo antes posible.',
    },
  ],
  helpTitle: '¿Necesitás ayuda?',
  helpBody:
    'Si algo no funciona como esperabas, tenés una duda con una reserva o querés contarnos una idea, escribinos.',
  instagram: 'Seguinos en Instagram',
  termsTitle: 'Términos de Servicio',
  termsBody:
    'Ronda conecta a personas que prestan o alquilan equipos de mate con quienes los necesitan. Cada anfitrión es responsable del estado de su equipo y cada viajero de cuidarlo y devolverlo como lo recibió. Los acuerdos de entrega y devolución se hacen entre las partes por el chat de Ronda.',
  privacyTitle: 'Política de Privacidad',
  privacyBody:
    'Guardamos solo lo necesario para que Ronda funcione: tu cuenta, tu nombre público, tus publicaciones, reservas y mensajes. Nunca mostramos tu correo ni la ubicación exacta de tu mate: los demás ven una zona aproximada.',
  /** The way to one's own data, around a link to "Tus datos" in /perfil. */
  privacyOwnDataBefore: 'Podés descargar tus datos o borrar tu cuenta cuando quieras, vos mismo, desde ',
  privacyOwnDataLink: '"Eliminar mi cuenta" en Tus datos, en tu perfil',
  privacyOwnDataAfter: '.',
});

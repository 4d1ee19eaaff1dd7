import { defineMessages } from '../i18n/define-messages.js';

/** "Reportar": the dialog on a mate, a person, a received chat message or a review. */
export const reportMessages = defineMessages('report', {
  report: 'Reportar',
  reportMate: 'Reportar este mate',
  reportUser: 'Reportar a {name}',
  reportMessageOf: 'Reportar mensaje de {name}',
  /** The reported message, shortened, under the dialog's title. */
  quote: '«{text}»',
  title: 'Reportar',
  description: 'Contanos qué pasa. Solo el equipo de Ronda ve tu reporte.',
  reasonLabel: 'Motivo',
  reasonPlaceholder: 'Elegí un motivo',
  reasonInappropriate: 'Contenido inapropiado',
  reasonFraud: 'Fraude o estafa',
  reasonSpam: 'Spam',
  reasonOther: 'Otro',
  reasonRequired: 'Elegí un motivo',
  detailsLabel: 'Detalles',
  detailsHint: 'Opcional: contanos qué viste.',
  detailsCounter: '{count}/1000',
  detailsTooLong: 'Los detalles no pueden tener más de 1000 caracteres',
  send: 'Enviar reporte',
  sending: 'Enviando...',
  thanks: 'Gracias, revisaremos tu reporte.',
  close: 'Listo',
  sendFailed: 'Error al enviar el reporte',
  mustRegister: 'Completá tu registro para reportar',
});

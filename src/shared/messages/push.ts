import { defineMessages } from '../i18n/define-messages.js';

/** Web Push: "Activar notificaciones en este dispositivo" in /perfil, and the server's refusals. */
export const pushMessages = defineMessages('push', {
  enable: 'Activar notificaciones en este dispositivo',
  enabling: 'Activando...',
  disable: 'Desactivar en este dispositivo',
  enabled: 'Este dispositivo recibe notificaciones.',
  disabled: 'Este dispositivo ya no recibe notificaciones.',
  deviceColumn: 'Este dispositivo',
  deviceFor: 'Este dispositivo: {category}',
  deviceOn: 'Este dispositivo va a recibir avisos de {category}',
  deviceOff: 'Este dispositivo ya no recibe avisos de {category}',
  intro: 'Activá las notificaciones para recibir los avisos en este dispositivo aunque Ronda esté cerrada.',
  unsupported: 'Este navegador no puede recibir notificaciones de Ronda.',
  denied:
    'Bloqueaste las notificaciones de Ronda en este navegador. Podés permitirlas desde la configuración del sitio.',
  unavailable: 'Las notificaciones en dispositivos no están disponibles por ahora.',
  failed:
    'No pudimos activar las notificaciones en este dispositivo. Revisá tu conexión o probá con otro navegador.',
  invalidSubscription: 'La suscripción de este dispositivo no es válida',
  unknownPushService:
    'La dirección de este dispositivo no es de un servicio de notificaciones conocido. Probá con otro navegador.',
  unknownDevice: 'Este dispositivo no tiene las notificaciones activadas',
});

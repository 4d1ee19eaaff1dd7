import { defineMessages } from '../../i18n/define-messages.js';

/** What `npm run storage:migrate` prints while it copies local images into the bucket. */
export const storageCommandMessages = defineMessages('storageCommand', {
  migrateNoBucket:
    'Falta S3_BUCKET: configurá el bucket (variables S3_ del README) para mover las imágenes de {dir}.',
  migrateNothing: 'No hay imágenes en {dir}: nada que mover.',
  migrateStart: 'Moviendo {total} archivos de {dir} al bucket {bucket}…',
  migrateCopied: '[{done}/{total}] copiado {key}',
  migrateSkipped: '[{done}/{total}] ya estaba {key}',
  migrateDone:
    'Listo: {copied} copiados, {skipped} ya estaban en el bucket. Los archivos locales quedan donde estaban.',
  migrateFailed:
    'No se pudo copiar {key}: {error}. Lo copiado queda en el bucket; volvé a correr el comando para seguir.',
});

import * as z from 'zod';
import { errorMessages } from '../messages/common.js';

/**
 * Zod's own messages are English; anything a schema does not word itself reads as a Spanish
 * "Campo obligatorio" (missing) or "Valor inválido" (anything else). Called once by server and web.
 */
export function configureZod() {
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined
        ? errorMessages.requiredField
        : errorMessages.invalidValue,
  });
}

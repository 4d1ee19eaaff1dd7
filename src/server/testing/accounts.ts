/** The password every test person signs up with. */
export const PASSWORD = 'contraseña-segura-123';

let counter = 0;

/** A fresh e-mail address per call, unique within the run. */
export const uniqueEmail = (prefix = 'persona') =>
  `${prefix}.${Date.now().toString(36)}${++counter}@ejemplo.com`;

/** A short suffix that differs per call, for names that must be unique. */
export const nextNumber = () => ++counter;

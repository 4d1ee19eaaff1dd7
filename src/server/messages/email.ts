/** Text of the e-mails the server sends. */
export const emailMessages = {
  verifySubject: 'Confirmá tu correo para Ronda',
} as const;

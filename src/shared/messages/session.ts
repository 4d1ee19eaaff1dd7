/** The sign-in callback and sign-out, which every page can reach. */
export const sessionMessages = {
  completing: 'Completando autenticación...',
  signInFailed: 'No pudimos iniciar sesión. Intentá de nuevo.',
  signOutFailed: 'Error al cerrar sesión. Usando método de emergencia...',
  accountSuspended: 'Tu cuenta está suspendida: {reason}',
  accountSuspendedTitle: 'No podés entrar a Ronda',
} as const;

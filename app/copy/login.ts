/** Sign-in (000 §3). */
export const login = {
  title: 'Hola, accede a los servicios online',
  /** invented */
  ciLabel: 'Cédula de identidad',
  ciHint: 'sin puntos ni guiones',
  /** invented */
  passwordLabel: 'Contraseña',
  /** invented: each missing field named, so the error summary's links say which one. */
  ciRequired: 'Ingrese su cédula de identidad',
  /** invented */
  passwordRequired: 'Ingrese su contraseña',
  submit: 'Iniciar',
  biometric: 'Iniciar con biometría',
  forgotPassword: '¿Olvidaste tu contraseña?',
  signUp: 'Regístrate',
  /** invented */
  noAccount: '¿Todavía no tiene usuario?',
  backToMenu: 'Volver al menú principal',
  /** invented (A11): the spec shows the remaining attempts but not their wording. */
  attemptsLeft: (count: number) => `Intentos restantes: ${count}`,
  /** invented */
  showPassword: 'Mostrar',
  /** invented */
  hidePassword: 'Ocultar',
  /** invented */
  showPasswordLabel: 'Mostrar contraseña',
  /** invented */
  tooManyAttempts: 'Demasiados intentos de ingreso. Espere unos minutos e inténtelo de nuevo.',
  /** invented: the API ended the session in mid-journey (a 401/403), or it ran out (idle, lifetime); what she was doing is kept. */
  signedOut: 'Por seguridad, su sesión se cerró. Ingrese de nuevo para continuar donde estaba.',
  /** invented */
  serviceDown: 'En este momento no podemos verificar sus datos. Inténtelo de nuevo en unos minutos.',
} as const

/** Names shared by the passkey forms and their actions (browser and server). */

/** Set by a hydrated login form when this device can make a passkey: only then is one offered after login (C14). */
export const PASSKEY_SUPPORT_FIELD = 'admiteClaves'
export const PASSKEY_SUPPORTED = 'si'

/** The `intent` of a passkey sign-in, of adding a passkey and of deleting one. */
export const PASSKEY_INTENTS = { login: 'ingresar-con-clave', register: 'registrar-clave', remove: 'eliminar-clave' } as const

/** The login's query that asks for the password form ("links switch back to Normal", C13). */
export const NORMAL_MODE_QUERY = { name: 'modo', value: 'normal' } as const
/** The login's query that names the user chosen on the MultiBiometric screen. */
export const CHOSEN_USER_QUERY = 'usuario'

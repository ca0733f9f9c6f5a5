/**
 * Every feature flag and permission of the spec, by what it does (checklist C83, C84). The spec
 * does not show the literal names; these are its resolution A36, and this is the one place to
 * change them. Shared with the browser (menus show or hide entries by permission).
 */

/** Feature flags, read with `GET /api/flags/obtener-por-nombre?nombre=` (E27). */
export const FLAGS = {
  /** The medicine areas are in maintenance: flows A and B send people to the member menu. */
  medicinesMaintenance: 'MANTENIMIENTO_MEDICAMENTOS',
  /** Medicine requests open to every affiliate (the old mode). */
  medicineRequestsOpenToAll: 'SOLICITUD_MEDICAMENTOS_TODOS',
  /**
   * Flow A's own call-centre flag (A09's "dedicated call-centre flag"): the call centre files medicine requests while
   * the old open-to-all mode stays off.
   */
  medicineRequestsCallCentre: 'SOLICITUD_MEDICAMENTOS_CALL_CENTER',
  /** Buying prescribed medicines online is enabled (flow B). */
  medicinePurchaseEnabled: 'COMPRA_MEDICAMENTOS_HABILITADA',
  biometricLoginAndroid: 'LOGIN_BIOMETRICO_ANDROID',
  biometricLoginIos: 'LOGIN_BIOMETRICO_IOS',
  /** Passkeys ("device credential"): the biometric login modes and the passkeys page. */
  deviceCredential: 'CREDENCIALES_DISPOSITIVO',
  /** Telephone consultations offered in the medical agenda (BR27); read without a session. */
  telephoneFilter: 'FILTRO_TELEFONICO_AGENDA',
} as const

export type Flag = (typeof FLAGS)[keyof typeof FLAGS]

/** Permissions, from the user data's `permisos` (A36). */
export const PERMISOS = {
  medicinesEcommerce: 'puede_usar_ecommerce_medicamentos',
  callCentreEcommerce: 'puede_usar_ecommerce_call_center',
  biometricLogin: 'puede_usar_login_biometrico',
  passkeyManagement: 'gestion_claves_acceso',
  prescriptionsView: 'recetas_ver',
  prescriptionsBuy: 'recetas_comprar',
} as const

export type Permiso = (typeof PERMISOS)[keyof typeof PERMISOS]

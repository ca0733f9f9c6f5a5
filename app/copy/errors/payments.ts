/** Errors of payments (000 §8), verbatim. See common.ts for the verbatim rule. */
export const paymentErrors = {
  notProcessed: 'No se pudo procesar el pago',
  somethingWrong: 'Algo salió mal ...',
  cfe: 'Ha ocurrido un error al obtener la información de CFE, por favor intente de nuevo o contacte a soporte técnico',
} as const

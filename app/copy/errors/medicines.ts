/** Errors of medicines and signed documents (002 §8), verbatim. See common.ts for the verbatim rule. */
export const medicineErrors = {
  activeRequest: 'El afiliado ya tiene una solicitud de medicamento activa',
  invalidAffiliate: 'Datos inválidos. Por favor verifique los datos del afiliado.',
  codeError: 'Ha ocurrido un error con el código de verificación. Ingreselo nuevamente.',
  wrongCode: 'El código de verificación es incorrecto.',
  smsFailed: 'No se pudo enviar el SMS al afiliado.',
  noRecipes: 'No existen recetas disponibles para este afiliado',
  paymentError:
    'Hubo un error al procesar su pago. Por favor, seleccione un medio de pago diferente para realizar el pago o cancele el mismo.',
  sameCard: 'No puede seleccionar la misma tarjeta para realizar el pago.',
  resultError:
    'No pudimos procesar su pedido de medicamentos. Por favor. vuelva a intentarlo o comuníquese con el área de soporte para más información.',
} as const

export const signedDocumentErrors = {
  title: 'Documento invalido',
  text: 'El docuemnto no fue firmado o es invalido',
} as const

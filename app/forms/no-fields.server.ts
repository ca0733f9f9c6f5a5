import { z } from 'zod'

/**
 * A form that carries nothing but its button's intent (Continuar, Confirmar, Eliminar solicitud).
 * Routes take it from here instead of writing `z.object({})`: a route module that imports zod
 * ships all of zod (14 KiB gzip) to the browser, because the import itself is kept.
 */
export const NoFieldsSchema = z.object({})

/**
 * The member's own profile (spec 000 §7, checklist C20): notification settings (E09), a new e-mail address (E06),
 * another validation mail (E07), the validation link those mails carry, and the profile photo (an invented call,
 * see photo.ts). Every call acts on the signed-in member only.
 */
import { Router, type Request } from 'express'
import { z } from 'zod'
import type { SandboxContext } from '../../context'
import { firstIssue, queryParam, sendDetail } from '../../lib/http'
import { currentUser, requireAuth } from '../auth/tokens'
import { sendValidationEmail, validateEmail, VALIDATION_PATH, type ValidationOutcome } from './email-validation'
import { checkPhoto, PHOTO_PATH } from './photo'
import { emailTakenByOther, findFotoPerfil, saveFotoPerfil, setEmail, setNotificaciones } from './store'

export const PROFILE_DETAILS = {
  notFound: 'No encontrado',
  sameEmail: 'El e-mail ingresado es el mismo que ya tiene registrado.',
  // Invented: the spec gives E06 no refusal; the real API refuses another person's address.
  emailTaken: 'El e-mail ingresado ya está registrado para otro afiliado. Ingrese otro.',
  noEmail: 'No tiene un e-mail registrado.',
  alreadyValidated: 'Su e-mail ya está validado.',
  noPhoto: 'No tiene foto de perfil.',
} as const

const NotificacionesSchema = z.object({
  notificaciones_push: z.boolean({ required_error: 'es obligatorio', invalid_type_error: 'debe ser true o false' }),
  notificaciones_email: z.boolean({ required_error: 'es obligatorio', invalid_type_error: 'debe ser true o false' }),
})

const ChangeEmailSchema = z.object({
  email: z
    .string({ required_error: 'es obligatorio' })
    .trim()
    .max(254, 'es demasiado largo')
    .email('no es un e-mail válido'),
})

const PhotoSchema = z.object({
  foto: z.string({ required_error: 'es obligatorio' }),
  content_type: z.string({ required_error: 'es obligatorio' }),
})

/** Where this API was reached: the validation link leads back to it. */
const apiBaseUrl = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`

function validationPage(outcome: ValidationOutcome, portalUrl: string): string {
  const [title, text] =
    outcome === 'validado'
      ? ['Tu e-mail quedó validado', 'Desde ahora te avisaremos de tus reservas, cancelaciones y otras novedades.']
      : [
          'El enlace no es válido',
          'Puede que haya vencido, que ya se haya usado o que tu e-mail haya cambiado después. Pide un mail de validación nuevo desde tu perfil.',
        ]
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title} - Sandbox</title>
    <style>body { font-family: system-ui, sans-serif; margin: 1rem; color: #1b1b1b; line-height: 1.5; } a { color: #0b4fa3; }</style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${text}</p>
      <p><a href="${portalUrl}/mis-datos">Ir a mis datos</a></p>
    </main>
  </body>
</html>`
}

export function profileRouter(ctx: SandboxContext): Router {
  const { db, clock } = ctx
  const router = Router()
  const auth = requireAuth(ctx)

  // E09. Only the member's own id: any other is "not found", never changed.
  router.put('/api/afiliados/:id(\\d+)/', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    if (Number(req.params.id) !== afiliado.id) return sendDetail(res, 404, PROFILE_DETAILS.notFound)
    const parsed = NotificacionesSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Datos inválidos'))
    const updated = setNotificaciones(db, afiliado.id, {
      push: parsed.data.notificaciones_push,
      email: parsed.data.notificaciones_email,
    })
    res.json({
      id: updated.id,
      notificaciones_push: updated.notificaciones_push === 1,
      notificaciones_email: updated.notificaciones_email === 1,
    })
  })

  // E06: the new address is not validated until the link sent to it is opened.
  router.post('/change-email/', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const parsed = ChangeEmailSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Datos inválidos'))
    const { email } = parsed.data
    if (afiliado.email?.toLowerCase() === email.toLowerCase()) return sendDetail(res, 400, PROFILE_DETAILS.sameEmail)
    // IMMEDIATE takes the write lock before the check: of two connections asking for one address, the second finds
    // it taken.
    const updated = db
      .transaction(() => {
        if (emailTakenByOther(db, email, afiliado.id)) return null
        const row = setEmail(db, afiliado.id, email)
        sendValidationEmail(ctx, { ...row, email }, apiBaseUrl(req))
        return row
      })
      .immediate()
    if (!updated) return sendDetail(res, 400, PROFILE_DETAILS.emailTaken)
    res.json({ email: updated.email, email_validado: false })
  })

  // E07
  router.post('/resend-validation-email/', auth, (req, res) => {
    const { afiliado } = currentUser(req)
    if (!afiliado.email) return sendDetail(res, 400, PROFILE_DETAILS.noEmail)
    if (afiliado.email_validado === 1) return sendDetail(res, 400, PROFILE_DETAILS.alreadyValidated)
    sendValidationEmail(ctx, { ...afiliado, email: afiliado.email }, apiBaseUrl(req))
    res.json({ enviado: true })
  })

  // The link of the validation mails, opened in a browser.
  router.get(VALIDATION_PATH, (req, res) => {
    const uid = queryParam(req, 'uid')
    const token = queryParam(req, 'token')
    const outcome = uid && token ? validateEmail(ctx, uid, token) : 'invalido'
    res
      .status(outcome === 'validado' ? 200 : 400)
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(validationPage(outcome, ctx.portalUrl))
  })

  router.put(PHOTO_PATH, auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const parsed = PhotoSchema.safeParse(req.body)
    if (!parsed.success) return sendDetail(res, 400, firstIssue(parsed.error, 'Datos inválidos'))
    const checked = checkPhoto(parsed.data.foto, parsed.data.content_type)
    if (!checked.ok) return sendDetail(res, checked.status, checked.detail)
    saveFotoPerfil(db, afiliado.id, checked.foto, clock.now())
    res.json({ tieneFoto: true, content_type: checked.foto.contentType, tamano: checked.foto.datos.length })
  })

  router.get(PHOTO_PATH, auth, (req, res) => {
    const { afiliado } = currentUser(req)
    const foto = findFotoPerfil(db, afiliado.id)
    if (!foto) return sendDetail(res, 404, PROFILE_DETAILS.noPhoto)
    res.set('Cache-Control', 'private, no-store').type(foto.contentType).send(foto.datos)
  })

  return router
}

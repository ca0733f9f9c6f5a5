/**
 * The clinical-history request as the server helper uses it (C80): the signed-in member's, under her product's
 * area (`/mi-{product}/historia-clinica/:step`); a visitor is sent to log in before any draft is touched. The save
 * (E98) is the attempt `envio`, sent once per key from `motivo-solicitud`.
 */
import { requireUser } from '~/auth/guards.server'
import { upstreamAs } from '~/auth/upstream-as.server'
import { clinicalHistory } from '~/copy/clinical-history'
import { sendClinicalHistoryRequest } from '~/upstream/historia-clinica.server'
import { getEnv } from '~/config/env.server'
import { memberPaths, paths } from '~/utils/paths'
import { fileAsDataUrl } from '../step-files.server'
import { stepPageOpener } from '../step-page.server'
import type { Wizard } from '../wizard.server'
import { DraftSchema, type Draft } from './schemas.server'
import { clinicalHistorySteps, type Step } from './steps'

export const clinicalHistoryWizard: Wizard<Step, Draft> = {
  ...clinicalHistorySteps,
  basePath: () => `${memberPaths(getEnv().PORTAL_PRODUCT).home}/historia-clinica`,
  exit: paths.home,
  draftSchema: DraftSchema,
  serviceProblem: clinicalHistory.errors.saveFailed,
  async access(request) {
    await requireUser(request)
  },
}

export const openClinicalHistoryStep = stepPageOpener(clinicalHistoryWizard)

/** The file's bytes are gone (expired, or sent already by an earlier attempt): the step must ask for it again. */
export class FileGone extends Error {}

/** The terms text E98's `texto_terminos` carries when the e-mail copy's terms were accepted (A49). */
export const TERMS_TEXT = clinicalHistory.terms.text.join('\n\n')

/** E98 with the draft's answers (A49: `observaciones` is the requested part, empty for a complete copy). */
export async function sendRequest(request: Request, key: string, draft: Draft): Promise<{ id: string | null }> {
  const file = !draft.requestedByParticular && draft.archivo ? await fileAsDataUrl(draft.archivo) : null
  if (!draft.requestedByParticular && !file) throw new FileGone()
  const api = await upstreamAs(request)
  return sendClinicalHistoryRequest(
    api,
    {
      motivo: draft.motivo!,
      telefono: draft.telefono!,
      es_copia_completa: draft.complete === true,
      observaciones: draft.complete ? '' : (draft.requestedPart ?? ''),
      solicitud_externa: file?.dataUrl ?? null,
      nombre_archivo: file?.name ?? null,
      copia_email: draft.requestedEmailCopy === true,
      texto_terminos: draft.requestedEmailCopy ? TERMS_TEXT : null,
    },
    key,
  )
}

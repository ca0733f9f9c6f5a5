/**
 * A small branching wizard for the wizard helper's own tests, shaped like the medical booking:
 * a quick booking skips the hour, a booking that costs something asks how to pay, the quantity
 * changes on the confirmation (a step that saves and stays), and the reservation and the payment
 * are two attempts. Below it, a self-test with accented step names whose draft lives in its forms,
 * and a request with a file on a step.
 */
import { z } from 'zod'
import { stepFiles } from '~/copy/step-files'
import { STEP_FILE_ATTACHED, StepFileSchema, type StepFileOption } from '~/wizards/step-files.server'
import type { WizardSteps } from '~/wizards/wizard'
import { attemptSchema, type Wizard } from '~/wizards/wizard.server'
import type { ProgressItem } from '~/wizards/wizard'

export const steps = ['modo', 'fecha-hora-rapida', 'fecha', 'hora', 'medio-pago', 'confirmacion', 'hecho'] as const
export type Step = (typeof steps)[number]

export const DraftSchema = z.object({
  modo: z.enum(['rapida', 'elegir']).optional(),
  fecha: z.string().optional(),
  hora: z.string().optional(),
  costo: z.number().optional(),
  medioPago: z.enum(['tarjeta', 'abitab']).optional(),
  // Changed on the confirmation with + / − (a step that saves and stays).
  cantidad: z.number().int().min(1).optional(),
  attempts: z
    .object({
      // `sent`: the call as first built (`sentOnce`), here the hour the fixture's API was asked for.
      reserva: attemptSchema(z.object({ id: z.number() }), z.object({ hora: z.string() })).optional(),
      pago: attemptSchema(z.object({ aprobado: z.boolean() })).optional(),
    })
    .optional(),
})
export type Draft = z.infer<typeof DraftSchema>

const paid = (draft: Draft) => (draft.costo ?? 0) > 0

function canAccess(draft: Draft, step: Step): boolean {
  switch (step) {
    case 'modo':
      return true
    case 'fecha-hora-rapida':
      return draft.modo === 'rapida'
    case 'fecha':
      return draft.modo === 'elegir'
    case 'hora':
      return canAccess(draft, 'fecha') && Boolean(draft.fecha)
    case 'medio-pago':
      return Boolean(draft.fecha && draft.hora) && paid(draft)
    case 'confirmacion':
      return Boolean(draft.fecha && draft.hora) && (!paid(draft) || Boolean(draft.medioPago))
    case 'hecho':
      return canAccess(draft, 'confirmacion') && Boolean(draft.attempts?.reserva?.outcome)
  }
}

function next(draft: Draft, step: Step): Step {
  switch (step) {
    case 'modo':
      return draft.modo === 'rapida' ? 'fecha-hora-rapida' : 'fecha'
    case 'fecha':
      return 'hora'
    case 'fecha-hora-rapida':
    case 'hora':
      return paid(draft) ? 'medio-pago' : 'confirmacion'
    case 'medio-pago':
      return 'confirmacion'
    case 'confirmacion':
    case 'hecho':
      return 'hecho'
  }
}

export const testSteps: WizardSteps<Step, Draft, 'SIN_LUGAR' | 'ERROR'> = {
  name: 'prueba',
  basePath: '/prueba',
  steps,
  entry: 'modo',
  exit: '/',
  summary: 'confirmacion',
  next,
  canAccess,
  invalidates: { modo: ['fecha'], fecha: ['hora'], hora: [], costo: ['medioPago'], medioPago: [], cantidad: [] },
  attempts: {
    reserva: { step: 'confirmacion', dependsOn: ['modo', 'fecha', 'hora'] },
    pago: { step: 'medio-pago', dependsOn: ['fecha', 'hora', 'medioPago', 'cantidad'] },
  },
  errors: {
    parse: (value) => (value === 'SIN_LUGAR' || value === 'ERROR' ? value : null),
    onErrorAnswer: 'ERROR',
    retryStep: (kind, where) => (kind === 'SIN_LUGAR' ? 'fecha' : where),
  },
}

export const testWizard: Wizard<Step, Draft, 'SIN_LUGAR' | 'ERROR'> = {
  ...testSteps,
  draftSchema: DraftSchema,
  serviceProblem: 'Servicio no disponible',
}

/**
 * The test wizard's progress navigator (`stepPageOpener`): the mode, the entry step, always a
 * link; the date once the mode asks for one; the payment once the booking costs something.
 */
export function testProgress(draft: Draft, current: Step): ProgressItem<'modo' | 'fecha' | 'medio-pago'>[] {
  const items: Array<['modo' | 'fecha' | 'medio-pago', boolean, boolean]> = [
    ['modo', Boolean(draft.modo), true],
    ['fecha', Boolean(draft.fecha), draft.modo === 'elegir'],
    ['medio-pago', Boolean(draft.medioPago), canAccess(draft, 'medio-pago')],
  ]
  return items.map(([step, answered, enabled]) => ({ step, enabled, state: step === current ? 'current' : answered ? 'done' : 'upcoming' }))
}

/**
 * A self-test shaped like the gender-violence one: accented step names, a linear path, and
 * (in `testSelfTestWizard`) a draft that travels in the forms and is never stored.
 */
export const selfTestSteps = ['introduccion', 'violencia-psicológica', 'violencia-física', 'resultado'] as const
export type SelfTestStep = (typeof selfTestSteps)[number]

export const SelfTestDraftSchema = z.object({
  preguntas: z.array(z.string()).optional(),
  psicologica: z.array(z.string()).optional(),
  fisica: z.array(z.string()).optional(),
  // No side-effecting call: the answers' sink is sent from the result page.
  attempts: z.object({}).strict().optional(),
})
export type SelfTestDraft = z.infer<typeof SelfTestDraftSchema>

const selfTestAllows: Record<SelfTestStep, (draft: SelfTestDraft) => boolean> = {
  introduccion: () => true,
  'violencia-psicológica': (draft) => Boolean(draft.preguntas),
  'violencia-física': (draft) => Boolean(draft.preguntas && draft.psicologica),
  resultado: (draft) => Boolean(draft.preguntas && draft.psicologica && draft.fisica),
}

export const selfTestGraph: WizardSteps<SelfTestStep, SelfTestDraft> = {
  name: 'autotest',
  basePath: '/test-violencia-de-genero',
  steps: selfTestSteps,
  entry: 'introduccion',
  exit: '/',
  next: (_draft, step) => selfTestSteps[selfTestSteps.indexOf(step) + 1] ?? 'resultado',
  canAccess: (draft, step) => selfTestAllows[step](draft),
  fallback: () => '/mi-mutual',
  invalidates: { preguntas: ['psicologica', 'fisica'], psicologica: [], fisica: [] },
  attempts: {},
}

/** The self-test with its draft in its forms only: the questions come from the entry hook. */
export const testSelfTestWizard: Wizard<SelfTestStep, SelfTestDraft> = {
  ...selfTestGraph,
  storage: 'form',
  draftSchema: SelfTestDraftSchema,
  serviceProblem: 'Servicio no disponible',
  enter: async () => ({ preguntas: ['p1', 'p2', 'p3'] }),
}

/**
 * A request with a file on its first step, shaped like the clinical-history request (C80): a
 * reason, whether it is for particular reasons, and otherwise the institution's form as a PDF,
 * JPEG or PNG of up to 5 MB (`fileOption`). The sending attempt depends on the file.
 */
export const fileSteps = ['motivo', 'confirmacion', 'hecho'] as const
export type FileStep = (typeof fileSteps)[number]

export const FileDraftSchema = z.object({
  motivo: z.string().optional(),
  particular: z.enum(['si', 'no']).optional(),
  archivo: StepFileSchema.optional(),
  attempts: z.object({ envio: attemptSchema(z.object({ numero: z.number() })).optional() }).optional(),
})
export type FileDraft = z.infer<typeof FileDraftSchema>

export const fileOption: StepFileOption = { field: 'archivo', maxBytes: 5 * 1024 * 1024, types: ['pdf', 'jpeg', 'png'] }

/** The first step's form: the file is required unless the request is for particular reasons. */
export const MotivoSchema = z
  .object({
    motivo: z.string({ required_error: 'Este campo es requerido' }),
    particular: z.enum(['si', 'no'], { required_error: 'Elija una opción' }),
    archivo: z.literal(STEP_FILE_ATTACHED).optional(),
  })
  .superRefine((value, context) => {
    if (value.particular === 'no' && !value.archivo) context.addIssue({ code: 'custom', path: ['archivo'], message: stepFiles.required })
  })

const fileAllows: Record<FileStep, (draft: FileDraft) => boolean> = {
  motivo: () => true,
  confirmacion: (draft) => Boolean(draft.motivo && (draft.particular === 'si' || (draft.particular === 'no' && draft.archivo))),
  hecho: (draft) => fileAllows.confirmacion(draft) && Boolean(draft.attempts?.envio?.outcome),
}

export const testFileWizard: Wizard<FileStep, FileDraft> = {
  name: 'solicitud-prueba',
  basePath: '/solicitud',
  steps: fileSteps,
  entry: 'motivo',
  exit: '/',
  next: (_draft, step) => fileSteps[fileSteps.indexOf(step) + 1] ?? 'hecho',
  canAccess: (draft, step) => fileAllows[step](draft),
  // Another answer to "particular reasons?" asks for the file again (or no longer needs it).
  invalidates: { motivo: [], particular: ['archivo'], archivo: [] },
  attempts: { envio: { step: 'confirmacion', dependsOn: ['motivo', 'particular', 'archivo'] } },
  draftSchema: FileDraftSchema,
  serviceProblem: 'Servicio no disponible',
}

/**
 * The gender-violence self-test's calls (checklist E99, E100), open and anonymous (A51): no caller,
 * so no token and nothing that names the person is ever sent. The answers are sent once, in E100's
 * body, and never logged (the client logs method, path, status and duration only).
 */
import { z } from 'zod'
import { CATEGORIES, type SelfTestInfo } from '~/domain/gender-test'
import { callUpstream } from './client.server'
import { IdSchema } from './ids'

const QuestionSchema = z.object({ id: IdSchema, text: z.string() })

const InfoSchema: z.ZodType<SelfTestInfo, z.ZodTypeDef, unknown> = z.object({
  contactos: z.object({ PUBLICO: z.string(), PRIVADO: z.string() }),
  preguntas: z.object(
    Object.fromEntries(CATEGORIES.map((category) => [category, z.array(QuestionSchema)])) as Record<
      (typeof CATEGORIES)[number],
      z.ZodArray<typeof QuestionSchema>
    >,
  ),
  feedback: z.array(z.object({ title: z.string(), text: z.string(), max_respuestas_si: z.number().int() })),
})

/** E99: the phones, the questions of each category and the feedback bands. */
export function getSelfTestInfo(signal?: AbortSignal): Promise<SelfTestInfo> {
  return callUpstream({ path: '/api/autopesquisa/info-violencia-genero', schema: InfoSchema, signal })
}

/** E100: one `{id, value}` per question. Its answer says nothing the test uses. */
export async function sendSelfTestAnswers(answers: Array<{ id: number; value: boolean }>, signal?: AbortSignal): Promise<void> {
  await callUpstream({
    method: 'POST',
    path: '/api/autopesquisa/formulario-violencia-genero-completado',
    json: answers,
    schema: z.unknown(),
    signal,
  })
}

/**
 * The self-test's draft and its category form. The draft travels sealed in the pages' forms; its
 * schema is checked again on every submit.
 */
import { z } from 'zod'
import { CATEGORIES } from '~/domain/gender-test'
import type { Draft } from './steps'

const QuestionSchema = z.object({ id: z.number().int(), text: z.string() })

const Ids = z.array(z.number().int()).max(100)

export const DraftSchema: z.ZodType<Draft, z.ZodTypeDef, unknown> = z.object({
  info: z
    .object({
      contactos: z.object({ PUBLICO: z.string(), PRIVADO: z.string() }),
      preguntas: z.object(
        Object.fromEntries(CATEGORIES.map((category) => [category, z.array(QuestionSchema)])) as Record<
          (typeof CATEGORIES)[number],
          z.ZodArray<typeof QuestionSchema>
        >,
      ),
      feedback: z.array(z.object({ title: z.string(), text: z.string(), max_respuestas_si: z.number().int() })),
    })
    .optional(),
  psicologica: Ids.optional(),
  fisica: Ids.optional(),
  sexual: Ids.optional(),
  economica: Ids.optional(),
  attempts: z.record(z.never()).optional(),
})

/** The checkboxes of a category: any number of its questions, none included (C81). */
export const CategorySchema = z.object({
  pregunta: z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(z.coerce.number().int()).max(100)),
})

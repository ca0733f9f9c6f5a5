/**
 * The self-test's pages, one per kind of step: the introduction, a category's checkboxes, the
 * result. Each form carries the sealed draft (`page.hidden`) and posts to the step its answer leads
 * to (`page.action`); a category's `Volver` posts the same form to the step before (`page.back`),
 * so the boxes just ticked are kept for when she comes on again.
 */
import { Form } from '@remix-run/react'
import { Button, ButtonLink } from '~/components/button'
import { PageHeader } from '~/components/page-header'
import { selfTest } from '~/copy/self-test'
import { feedbackFor, telHref, withPhoneLinks, type Contacts } from '~/domain/gender-test'
import { paths } from '~/utils/paths'
import { categorySteps, LAST_CATEGORY, yesCount, type CategoryStep, type Draft, type Step } from './steps'

/** A step's page as the engine builds it (`FormPage` of wizard.server.ts, as the loader and action send it). */
export interface SelfTestPage {
  step: Step
  draft: Draft
  hidden: { name: string; value: string }
  action: string
  back: string | null
}

export function IntroPage({ page }: { page: SelfTestPage }) {
  return (
    <>
      <PageHeader title={selfTest.title} lead={selfTest.intro.lead} />
      {selfTest.intro.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {/* `replace`, as each step's: with JavaScript the test keeps one entry of the history, however far she went, and
          `Salir rápido`, which replaces it, leaves nothing of the test for Back to show. */}
      <Form method="post" action={page.action} replace>
        <input type="hidden" {...page.hidden} />
        <Button type="submit">{selfTest.intro.start}</Button>
      </Form>
    </>
  )
}

export function CategoryPage({ page, step }: { page: SelfTestPage; step: CategoryStep }) {
  const { category, answer } = categorySteps[step]
  const checked = new Set(page.draft[answer] ?? [])
  const questions = page.draft.info?.preguntas[category] ?? []
  return (
    <>
      {/* Keyed by step: another category's page starts from its own checkboxes. Autocomplete off: a browser restores a
          form's ticks when Back reaches its page again, which would show her answers to whoever uses the device next.
          `replace`: one history entry for the whole test (IntroPage). */}
      <Form method="post" action={page.action} key={step} autoComplete="off" replace>
        <input type="hidden" {...page.hidden} />
        <fieldset className="fieldset" aria-describedby="preguntas-ayuda">
          <legend className="fieldset__legend">
            <h1 className="fieldset__heading">{selfTest.categories[step]}</h1>
          </legend>
          <p id="preguntas-ayuda" className="field__hint">
            {selfTest.categoryHint}
          </p>
          {questions.map(({ id, text }) => (
            <div className="checkbox" key={id}>
              <input
                type="checkbox"
                className="checkbox__input"
                id={`pregunta-${id}`}
                name="pregunta"
                value={id}
                defaultChecked={checked.has(id)}
              />
              <label className="checkbox__label" htmlFor={`pregunta-${id}`}>
                {text}
              </label>
            </div>
          ))}
        </fieldset>
        {/* Volver after the step's own button, which Enter in the form presses (the first submit button). */}
        <div className="button-group">
          <Button type="submit">{step === LAST_CATEGORY ? selfTest.finish : selfTest.next}</Button>
          {page.back ? (
            <Button type="submit" formAction={page.back} name="intent" value="volver" variant="link">
              {selfTest.back}
            </Button>
          ) : null}
        </div>
      </Form>
    </>
  )
}

function Phone({ phone }: { phone: string }) {
  return <a href={telHref(phone)}>{phone}</a>
}

/** The feedback's text with its phone tokens as links (BR68). */
function FeedbackText({ text, contactos }: { text: string; contactos: Contacts }) {
  return (
    <p>
      {withPhoneLinks(text, contactos).map((part, index) =>
        typeof part === 'string' ? part : <Phone key={index} phone={part.phone} />,
      )}
    </p>
  )
}

export function ResultPage({ page }: { page: SelfTestPage }) {
  const info = page.draft.info!
  const feedback = feedbackFor(info.feedback, yesCount(page.draft))
  return (
    <>
      <PageHeader title={selfTest.result.title} />
      {/* The phones first: whatever the feedback says, where to call is the first thing seen. */}
      <section aria-labelledby="telefonos-ayuda" className="stack">
        <h2 id="telefonos-ayuda">{selfTest.result.helpTitle}</h2>
        <ul className="helplines">
          <li>
            {selfTest.result.publicPhone}: <Phone phone={info.contactos.PUBLICO} />
          </li>
          <li>
            {selfTest.result.privatePhone}: <Phone phone={info.contactos.PRIVADO} />
          </li>
        </ul>
      </section>
      {feedback ? (
        <section aria-labelledby="orientacion" className="stack">
          <h2 id="orientacion">{feedback.title}</h2>
          <FeedbackText text={feedback.text} contactos={info.contactos} />
        </section>
      ) : null}
      <p>
        <ButtonLink to={paths.home} variant="secondary">
          {selfTest.result.again}
        </ButtonLink>
      </p>
    </>
  )
}

import type * as RemixReact from '@remix-run/react'
import type * as Hydration from '~/utils/use-hydrated'
import type { Navigation } from '@remix-run/router'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, HeldButton, SubmitButton } from './button'
import { renderInRoute, tags } from '../../tests/component-helpers'
import { withScripts } from '../../tests/scripts-on'

// The navigation state cannot be driven during a server render, so the test sets it.
const navigation = vi.hoisted(() => ({ current: undefined as Navigation | undefined }))
vi.mock('@remix-run/react', async (importOriginal) => {
  const actual = await importOriginal<typeof RemixReact>()
  return { ...actual, useNavigation: () => navigation.current ?? actual.useNavigation() }
})

function submitting(formAction: string, entries: Record<string, string> = {}): Navigation {
  const formData = new FormData()
  for (const [name, value] of Object.entries(entries)) formData.set(name, value)
  return {
    state: 'submitting',
    location: { pathname: formAction, search: '', hash: '', state: null, key: 'x' },
    formMethod: 'POST',
    formAction,
    formEncType: 'application/x-www-form-urlencoded',
    formData,
    json: undefined,
    text: undefined,
  }
}

// A server render is the page without JavaScript; `withScripts` draws it as the scripts do.
vi.mock('~/utils/use-hydrated', async (importOriginal) => {
  const { scripts } = await import('../../tests/scripts-on')
  return { ...(await importOriginal<typeof Hydration>()), useHydrated: () => scripts.on }
})

const button = (html: string) => tags(html).find((tag) => tag.name === 'button')!

afterEach(() => {
  navigation.current = undefined
})

describe('Button', () => {
  it('does not submit unless asked to, and carries its variant class', () => {
    expect(button(renderToStaticMarkup(<Button>Cancelar</Button>)).attrs).toMatchObject({
      type: 'button',
      class: 'button button--primary',
    })
    expect(button(renderToStaticMarkup(<Button type="submit" variant="warning">Borrar</Button>)).attrs).toMatchObject({
      type: 'submit',
      class: 'button button--warning',
    })
  })
})

describe('HeldButton', () => {
  const held = () => renderToStaticMarkup(<HeldButton held type="submit" variant="secondary">Reenviar código</HeldButton>)

  it('is disabled without JavaScript while its press is not possible', () => {
    expect(button(held()).attrs).toMatchObject({ type: 'submit', class: 'button button--secondary', disabled: '' })
    expect(button(held()).attrs).not.toHaveProperty('aria-disabled')
  })

  it('stays focusable with JavaScript, saying it is held: disabling the focused button would drop the focus', () => {
    const html = withScripts(held)
    expect(button(html).attrs).toMatchObject({ 'aria-disabled': 'true' })
    expect(button(html).attrs).not.toHaveProperty('disabled')
  })

  it('is a plain button once its press is possible', () => {
    const free = <HeldButton held={false}>Reenviar código</HeldButton>
    for (const html of [renderToStaticMarkup(free), withScripts(() => renderToStaticMarkup(free))]) {
      expect(button(html).attrs).not.toHaveProperty('disabled')
      expect(button(html).attrs).not.toHaveProperty('aria-disabled')
    }
  })
})

describe('SubmitButton', () => {
  it('is a plain submit button when nothing is in flight', () => {
    const html = renderInRoute(<SubmitButton>Continuar</SubmitButton>, '/login')
    expect(button(html).attrs).toEqual({ type: 'submit', class: 'button button--primary' })
    expect(html).not.toContain('Cargando')
  })

  it('shows it is busy while its own form is submitting', () => {
    navigation.current = submitting('/login')
    const html = renderInRoute(<SubmitButton>Continuar</SubmitButton>, '/login')
    expect(button(html).attrs).toMatchObject({ 'aria-busy': 'true', 'aria-disabled': 'true' })
    expect(button(html).attrs).not.toHaveProperty('disabled')
    expect(html).toContain('Continuar<span class="visually-hidden"> Cargando…</span>')
  })

  it('stays idle while another form is submitting', () => {
    navigation.current = submitting('/logout')
    const html = renderInRoute(<SubmitButton>Continuar</SubmitButton>, '/login')
    expect(button(html).attrs).not.toHaveProperty('aria-busy')
  })

  it('matches actions whatever the encoding of accented paths', () => {
    navigation.current = submitting('/nueva-contrase%C3%B1a')
    const html = renderInRoute(<SubmitButton>Guardar</SubmitButton>, '/nueva-contraseña')
    expect(button(html).attrs['aria-busy']).toBe('true')
  })

  it('with a name, is busy only when its own value was submitted', () => {
    navigation.current = submitting('/pago', { intent: 'reintentar' })
    const html = renderInRoute(
      <>
        <SubmitButton name="intent" value="reintentar">
          Reintentar
        </SubmitButton>
        <SubmitButton name="intent" value="cancelar" variant="secondary">
          Cancelar compra
        </SubmitButton>
      </>,
      '/pago',
    )
    const [retry, cancel] = tags(html).filter((tag) => tag.name === 'button')
    expect(retry?.attrs['aria-busy']).toBe('true')
    expect(cancel?.attrs).not.toHaveProperty('aria-busy')
  })

  it('posts to and matches its own formAction, resolved like a form action', () => {
    const idle = renderInRoute(<SubmitButton formAction="/logout">Salir</SubmitButton>, '/perfil')
    expect(button(idle).attrs.formaction).toBe('/logout')

    navigation.current = submitting('/logout')
    const busy = renderInRoute(<SubmitButton formAction="/logout">Salir</SubmitButton>, '/perfil')
    expect(button(busy).attrs['aria-busy']).toBe('true')
  })
})

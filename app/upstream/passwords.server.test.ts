import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { logger } from '~/utils/logger.server'
import { createPersona, readOutbox } from '../../tests/sandbox-control'
import { UpstreamError } from './errors'
import { changePassword, isResetLinkValid, requestPasswordReset, setPasswordWithLink } from './passwords.server'

const sandboxUrl = inject('sandboxUrl')

/** The uid and token of the newest link e-mailed to `email`. */
async function linkSentTo(email: string) {
  const mail = (await readOutbox(sandboxUrl)).find((message) => message.destinatario === email)
  const url = new URL(mail?.cuerpo.match(/https?:\/\/\S+/)?.[0] ?? 'http://x/')
  return { uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

describe('the password calls', () => {
  afterEach(() => vi.restoreAllMocks())

  it('request a link, check it, and set a password with it once', async () => {
    const persona = await createPersona(sandboxUrl)
    await requestPasswordReset(persona.ci, persona.email!)
    const link = await linkSentTo(persona.email!)
    expect(await isResetLinkValid(link)).toBe(true)
    await setPasswordWithLink(link, 'Elegida2026')
    expect(await isResetLinkValid(link)).toBe(false)
  })

  it('never log the link’s uid and token, nor put them in an error', async () => {
    const lines: unknown[] = []
    vi.spyOn(logger, 'info').mockImplementation((_msg, fields) => lines.push(fields))
    vi.spyOn(logger, 'debug').mockImplementation((_msg, fields) => lines.push(fields))
    const secret = { uid: 'MQ', token: 'un-token-que-no-existe-0123456789' }
    const error = await rejection(setPasswordWithLink(secret, 'Elegida2026'))
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).path).toBe('/reset-pass-auth/{uid}/{token}/')
    expect((error as UpstreamError).message).not.toContain(secret.token)
    expect((error as UpstreamError).info).toMatchObject({ status: 400, messageFrom: 'error' })
    expect(lines).toEqual([expect.objectContaining({ method: 'POST', path: '/reset-pass-auth/{uid}/{token}/', status: 400 })])
  })

  it('change the signed-in member’s password, and answer a wrong current one with its detail', async () => {
    const persona = await createPersona(sandboxUrl)
    const token = await fetch(`${sandboxUrl}/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: persona.ci, password: persona.password }),
    }).then(async (response) => ((await response.json()) as { token: string }).token)
    const wrong = await rejection(changePassword({ token }, 'incorrecta', 'Elegida2026'))
    expect((wrong as UpstreamError).info).toMatchObject({ status: 400, messageFrom: 'detail', message: 'La contraseña actual no es correcta.' })
    await changePassword({ token }, persona.password!, 'Elegida2026')
  })
})

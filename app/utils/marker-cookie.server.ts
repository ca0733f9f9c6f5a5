/**
 * A long-lived cookie that marks what a browser has seen (the latest version, the stylesheet),
 * the same for everyone: path /, SameSite=Lax, HttpOnly, Secure outside development. Created on
 * first use, once the configuration can be read.
 */
import { createCookie, type Cookie } from '@remix-run/node'
import { getEnv } from '~/config/env.server'

export function markerCookie(name: string, maxAgeSeconds: number): () => Cookie {
  let cookie: Cookie | undefined
  return () =>
    (cookie ??= createCookie(name, {
      maxAge: maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: getEnv().NODE_ENV !== 'development',
    }))
}

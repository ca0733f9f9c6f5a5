/**
 * The page of a request refused before Remix sees it (a cross-site form, a method the platform's `Request` cannot
 * carry): Remix renders the portal's pages, and these requests never reach it. A small Spanish page, with its status,
 * a title, what happened and the way back, instead of a line of plain text or Express's English one. It holds no
 * script and no style, so the Content-Security-Policy needs no nonce for it.
 */
import type { Response } from 'express'
import { ui } from '~/copy/shell'
import { documentTitle } from '~/utils/meta'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export function refusalPage(title: string, message: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="es">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(documentTitle(title))}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    `<p><a href="/">${escapeHtml(ui.backToMenu)}</a></p></main></body>`,
    '</html>',
  ].join('\n')
}

export function sendRefusal(res: Response, status: number, title: string, message: string) {
  res.status(status).type('html').set('Cache-Control', 'no-store').send(refusalPage(title, message))
}

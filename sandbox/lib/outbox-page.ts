/**
 * The outbox as a small accessible Spanish HTML page, so a person trying the demo can open the password-reset
 * e-mail or read the SMS code.
 */
import { escapeHtml } from './html'
import type { OutboxMessage } from './outbox'

const dateFormat = new Intl.DateTimeFormat('es-UY', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Montevideo',
})

/** Escapes the text and turns http(s) URLs into links; trailing punctuation stays outside the link. */
function textWithLinks(text: string): string {
  return escapeHtml(text).replace(
    /https?:\/\/[^\s<"]+?(?=[.,;:!?)]*(?:\s|$|<))/g,
    (url) => `<a href="${url}">${url}</a>`,
  )
}

function row(message: OutboxMessage): string {
  return `<tr>
        <td><time datetime="${escapeHtml(message.creado_en)}">${escapeHtml(
    dateFormat.format(new Date(message.creado_en)),
  )}</time></td>
        <td>${message.canal === 'email' ? 'Correo electrónico' : 'SMS'}</td>
        <td>${escapeHtml(message.destinatario)}</td>
        <td>${message.asunto === null ? '<span class="vacio">(sin asunto)</span>' : escapeHtml(message.asunto)}</td>
        <td class="cuerpo">${textWithLinks(message.cuerpo)}</td>
      </tr>`
}

export function renderOutboxPage(messages: OutboxMessage[]): string {
  const content =
    messages.length === 0
      ? '<p>No hay mensajes enviados.</p>'
      : `<table>
      <caption>${
        messages.length === 1 ? '1 mensaje' : `${messages.length} mensajes`
      }, del más reciente al más antiguo</caption>
      <thead>
        <tr>
          <th scope="col">Fecha</th>
          <th scope="col">Canal</th>
          <th scope="col">Destinatario</th>
          <th scope="col">Asunto</th>
          <th scope="col">Mensaje</th>
        </tr>
      </thead>
      <tbody>
      ${messages.map(row).join('\n      ')}
      </tbody>
    </table>`
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Buzón de salida - Sandbox</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 1rem; color: #1b1b1b; line-height: 1.5; }
      table { border-collapse: collapse; width: 100%; }
      caption { text-align: left; font-weight: 600; margin-bottom: 0.5rem; }
      th, td { border: 1px solid #6b6b6b; padding: 0.5rem; text-align: left; vertical-align: top; }
      .cuerpo { white-space: pre-wrap; overflow-wrap: anywhere; }
      .vacio { color: #505050; }
      a { color: #0b4fa3; }
    </style>
  </head>
  <body>
    <main>
      <h1>Buzón de salida</h1>
      <p>Correos electrónicos y SMS que el sandbox habría enviado. <a href="/sandbox/outbox.json">Ver en JSON</a></p>
      ${content}
    </main>
  </body>
</html>
`
}

/**
 * The self-test's demo content (invented: the spec gives the shape only). PUBLICO is Uruguay's public line for
 * women in situations of violence; PRIVADO is the mutual's own line, invented. The feedback texts name the phones
 * by the tokens the portal turns into links (BR68).
 */
import type { Db } from '../../db/types'
import type { Categoria } from './store'

export const contactos = { PUBLICO: '0800 4141', PRIVADO: '2400 0800' } as const

const preguntas: Record<Categoria, string[]> = {
  PSYCHOLOGICAL: [
    '¿Tu pareja o expareja te insulta, te humilla o te ridiculiza, en privado o delante de otras personas?',
    '¿Controla con quién hablás, a dónde vas o revisa tu celular y tus redes sociales?',
    '¿Te impide o te dificulta ver a tu familia o a tus amistades?',
    '¿Te amenaza con hacerte daño, con hacerse daño o con quitarte a tus hijas o hijos?',
    '¿Sentís miedo de su reacción si no hacés lo que te pide?',
    '¿Te culpa de todo lo que sale mal o te hace sentir que no valés nada?',
  ],
  PHYSICAL: [
    '¿Alguna vez te empujó, te sacudió o te tiró del pelo?',
    '¿Te golpeó, te pateó o te mordió?',
    '¿Rompió o tiró objetos para asustarte?',
    '¿Te intentó ahorcar o te amenazó con un arma?',
    '¿Tuviste que consultar a un médico o faltar al trabajo por lesiones que te causó?',
  ],
  SEXUAL: [
    '¿Te presionó para tener relaciones sexuales cuando no querías?',
    '¿Te obligó a realizar prácticas sexuales que no deseabas?',
    '¿Te impidió usar métodos anticonceptivos o protegerte?',
    '¿Compartió o amenazó con compartir fotos o videos íntimos tuyos sin tu consentimiento?',
  ],
  ECONOMIC_PATRIMONIAL: [
    '¿Controla todo el dinero de la casa, incluso el que vos ganás?',
    '¿Te impide trabajar o estudiar?',
    '¿Te niega dinero para gastos básicos tuyos o de tus hijas o hijos?',
    '¿Rompió, vendió o se quedó con cosas tuyas sin tu permiso?',
    '¿Tomó préstamos o deudas a tu nombre sin tu consentimiento?',
  ],
}

const feedback: Array<[titulo: string, texto: string, max: number]> = [
  [
    'No surgen señales de violencia',
    'Por tus respuestas no surgen señales de violencia en este momento. Si en algún momento necesitás hablar con alguien, podés llamar en forma gratuita al TELEFONO_PUBLICO o a nuestra línea de atención TELEFONO_PRIVADO.',
    0,
  ],
  [
    'Hay señales de alerta',
    'Algunas de tus respuestas muestran señales de violencia. No estás sola: podés llamar en forma gratuita y confidencial al TELEFONO_PUBLICO, o a nuestra línea TELEFONO_PRIVADO para que te orientemos.',
    5,
  ],
  [
    'Estás en una situación de violencia',
    'Tus respuestas muestran una situación de violencia que puede ponerte en riesgo. Pedí ayuda: llamá al TELEFONO_PUBLICO (gratuito, las 24 horas) o a nuestra línea TELEFONO_PRIVADO. Ante una emergencia llamá al 911.',
    20,
  ],
]

export function seedAutopesquisa(db: Db): void {
  const insertContacto = db.prepare('INSERT INTO autopesquisa_contactos (tipo, telefono) VALUES (?, ?)')
  for (const [tipo, telefono] of Object.entries(contactos)) insertContacto.run(tipo, telefono)

  const insertPregunta = db.prepare('INSERT INTO autopesquisa_preguntas (id, categoria, orden, texto) VALUES (?, ?, ?, ?)')
  let id = 1
  for (const [categoria, textos] of Object.entries(preguntas)) {
    textos.forEach((texto, index) => insertPregunta.run(id++, categoria, index + 1, texto))
  }

  const insertFeedback = db.prepare('INSERT INTO autopesquisa_feedback (orden, titulo, texto, max_respuestas_si) VALUES (?, ?, ?, ?)')
  feedback.forEach(([titulo, texto, max], index) => insertFeedback.run(index + 1, titulo, texto, max))

  db.prepare('INSERT INTO autopesquisa_envios (id, cantidad) VALUES (1, 0)').run()
}

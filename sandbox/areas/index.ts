/**
 * The API areas of the sandbox, in the order their routers are mounted. Each area is a folder with its router, its
 * store (the SQL) and, when it has demo data, its seed; its tables come from a migration file. See the README.
 */
import type { Router } from 'express'
import type { SandboxContext } from '../context'
import type { Db } from '../db/types'
import { afiliadosRouter } from './afiliados/router'
import type { AfiliadoRow } from './afiliados/store'
import { copyPersonaReservas } from './agenda-admin/seed'
import { adminAgendaRouter } from './agenda-admin/router'
import { copyPersonaAgendaMedica } from './agenda-medica/seed'
import { agendaMedicaRouter } from './agenda-medica/router'
import { copyPersonaConsultas } from './agenda/seed'
import { agendaRouter } from './agenda/router'
import { passwordsRouter } from './auth/passwords-router'
import { authRouter } from './auth/router'
import { autopesquisaRouter } from './autopesquisa/router'
import { copyPersonaDeudas } from './cobranzas/seed'
import { cobranzasRouter } from './cobranzas/router'
import { contentRouter } from './content/router'
import { credencialesRouter } from './credenciales/router'
import { documentosFirmadosRouter } from './documentos-firmados/router'
import { filaVirtualRouter } from './fila-virtual/router'
import { copyPaymentGroup } from './grupo-pagos/seed'
import { grupoPagosRouter } from './grupo-pagos/router'
import { historiaClinicaRouter } from './historia-clinica/router'
import { copyPersonaLaboratorio } from './laboratorio/seed'
import { laboratorioRouter } from './laboratorio/router'
import { pasarelaRouter } from './pasarela/router'
import { reservasWebRouter } from './reservas-web/router'
import { ecommerceMedicamentosRouter } from './ecommerce-medicamentos/router'
import { solicitudMedicamentosRouter } from './solicitud-medicamentos/router'
import { copySolicitudes } from './solicitud-medicamentos/store'
import { copyRecetas } from './ecommerce-medicamentos/recetas'
import { copyPersonaTecnicas } from './tecnicas/seed'
import { tecnicasRouter } from './tecnicas/router'

export interface SandboxArea {
  name: string
  router(ctx: SandboxContext): Router
  /**
   * Gives a new test persona made like `from` (POST /sandbox/personas) a copy of what `from` owns in this area.
   * Runs inside the persona's transaction, after the affiliate, the account and the permissions exist.
   */
  copyPersona?(db: Db, from: AfiliadoRow, to: AfiliadoRow): void
}

export const areas: readonly SandboxArea[] = [
  { name: 'content', router: contentRouter },
  { name: 'auth', router: authRouter },
  { name: 'auth-passwords', router: passwordsRouter },
  { name: 'afiliados', router: afiliadosRouter },
  { name: 'grupo-pagos', router: grupoPagosRouter, copyPersona: copyPaymentGroup },
  { name: 'agenda', router: agendaRouter, copyPersona: copyPersonaConsultas },
  { name: 'agenda-admin', router: adminAgendaRouter, copyPersona: copyPersonaReservas },
  { name: 'agenda-medica', router: agendaMedicaRouter, copyPersona: copyPersonaAgendaMedica },
  { name: 'tecnicas', router: tecnicasRouter, copyPersona: copyPersonaTecnicas },
  { name: 'laboratorio', router: laboratorioRouter, copyPersona: copyPersonaLaboratorio },
  // Open: a signed document is checked by whoever holds its id, and belongs to no persona.
  { name: 'documentos-firmados', router: documentosFirmadosRouter },
  // No copyPersona: a passkey is bound to its authenticator's key, which a copied persona does not hold.
  { name: 'credenciales', router: credencialesRouter },
  { name: 'cobranzas', router: cobranzasRouter, copyPersona: copyPersonaDeudas },
  // The card-capture provider: its pages and script, on the sandbox's origin. Its cards are copied with the group.
  { name: 'pasarela', router: pasarelaRouter },
  // The medical booking's and the medicine purchase's payments: debts of cobranzas, paid as they are.
  { name: 'reservas-web', router: reservasWebRouter },
  {
    name: 'ecommerce-medicamentos',
    router: ecommerceMedicamentosRouter,
    copyPersona: (db, from, to) => copyRecetas(db, from.id, to.id),
  },
  // Flow A, the call-centre medicine request, and the members' request history.
  {
    name: 'solicitud-medicamentos',
    router: solicitudMedicamentosRouter,
    copyPersona: (db, from, to) => copySolicitudes(db, from.id, to.id),
  },
  // The gender-violence self-test: open and anonymous, nothing per persona.
  { name: 'autopesquisa', router: autopesquisaRouter },
  // The virtual queue: open, computed from the clock and the administrative agenda's hours, nothing per persona.
  { name: 'fila-virtual', router: filaVirtualRouter },
  // The clinical-history copy requests: the member's own, sent once each; nothing seeded to copy.
  { name: 'historia-clinica', router: historiaClinicaRouter },
]

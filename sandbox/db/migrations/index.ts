/**
 * The schema of the sandbox database as ordered migrations, one file each. They are kept in code, not .sql files,
 * so the CLI still works once bundled. Never edit a released migration: add a file with the next version and list
 * it here.
 */
import type { Migration } from '../types'
import { migration as afiliadosYCuentas } from './001-afiliados-y-cuentas'
import { migration as contenido } from './002-contenido'
import { migration as outbox } from './003-outbox'
import { migration as sesiones } from './004-sesiones'
import { migration as agenda } from './005-agenda'
import { migration as agendaAdministrativa } from './006-agenda-administrativa'
import { migration as enlacesDeContrasena } from './007-enlaces-de-contrasena'
import { migration as perfil } from './008-perfil'
import { migration as credenciales } from './009-credenciales'
import { migration as pagos } from './010-pagos'
import { migration as reservasYCompras } from './011-reservas-y-compras'
import { migration as agendaMedica } from './012-agenda-medica'
import { migration as tecnicas } from './013-tecnicas'
import { migration as solicitudMedicamentos } from './014-solicitud-medicamentos'
import { migration as consultasWeb } from './015-consultas-web'
import { migration as laboratorioYDocumentosFirmados } from './016-laboratorio-y-documentos-firmados'
import { migration as autopesquisa } from './017-autopesquisa'
import { migration as flagSolicitudCallCenter } from './018-flag-solicitud-call-center'
import { migration as historiaClinica } from './019-historia-clinica'
import { migration as compraMedicamentos } from './021-compra-medicamentos'
import { migration as comprasSinCargo } from './022-compras-sin-cargo'
import { migration as recetasGabriela } from './025-recetas-gabriela'
import { migration as entregasRecetaEspecial } from './026-entregas-receta-especial'

export type { Migration }

export const migrations: readonly Migration[] = [
  afiliadosYCuentas,
  contenido,
  outbox,
  sesiones,
  agenda,
  agendaAdministrativa,
  enlacesDeContrasena,
  perfil,
  credenciales,
  pagos,
  reservasYCompras,
  agendaMedica,
  tecnicas,
  solicitudMedicamentos,
  consultasWeb,
  laboratorioYDocumentosFirmados,
  autopesquisa,
  flagSolicitudCallCenter,
  historiaClinica,
  compraMedicamentos,
  comprasSinCargo,
  recetasGabriela,
  entregasRecetaEspecial,
]

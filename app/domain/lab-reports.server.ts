/**
 * A lab report as the member sees it (C09): named by its study, its DD-MM-YYYY day shown as DD/MM/YYYY (BR70), and
 * ready to download only when the API says LISTO; any other state is still in process.
 */
import { labReports } from '~/copy/lab-reports'
import { shownDay } from './referrals.server'

/** What the API says of a report (upstream/laboratorio.server.ts); null for what it leaves out. */
export interface LabReportFacts {
  id: number
  fecha: string | null
  estudio: string | null
  medico_solicitante: string | null
  estado: string | null
}

export interface LabReportView {
  id: number
  title: string
  day: string | null
  doctor: string | null
  ready: boolean
  status: string
}

export const isReady = (report: Pick<LabReportFacts, 'estado'>) => report.estado === 'LISTO'

export function labReportView(report: LabReportFacts): LabReportView {
  const ready = isReady(report)
  return {
    id: report.id,
    title: report.estudio ?? labReports.untitled(report.id),
    day: report.fecha && shownDay(report.fecha),
    doctor: report.medico_solicitante,
    ready,
    status: ready ? labReports.ready : labReports.inProcess,
  }
}

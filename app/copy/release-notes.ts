import { menu, versionBanner } from './shell'

/** Release notes (002 §2.6). */
export const releaseNotes = {
  title: menu.releaseNotes,
  version: versionBanner.version,
  /** invented labels; the keys are the contract's note types, 'Improvment' as it is spelled there. */
  noteTypes: { Feature: 'Novedad', Error: 'Corrección', Improvment: 'Mejora' },
  /** invented: shown when there are no versions, also when the call failed ("fail silently"). */
  empty: 'Por ahora no hay novedades para mostrar.',
} as const

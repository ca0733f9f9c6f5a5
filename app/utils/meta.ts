/** Page titles: "<page> · Servicios en línea", so every tab and screen-reader announcement says where you are. */
export function pageTitle(page?: string): { title: string } {
  return { title: page ? `${page} · Servicios en línea` : 'Servicios en línea' }
}

/** What the root loader gives every page: the signed-in user, the product name, banners. */
import { useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '~/root'

export function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>('root')
  if (!data) throw new Error('useRootData must be used below the root route')
  return data
}

/** The signed-in user, or null for a visitor. */
export function useOptionalUser() {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null
}

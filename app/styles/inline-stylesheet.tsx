/**
 * The stylesheet's text for a page that carries it inline (first-visit.server.ts). Only the
 * server has it: in the browser the value is empty, and the `<style>` element the server sent
 * keeps its text (React does not rewrite an element's inner HTML when it hydrates it, and later
 * renders give it the same empty value, so it is never touched).
 */
import { createContext, useContext } from 'react'

const InlineStylesheetContext = createContext('')

export const InlineStylesheetProvider = InlineStylesheetContext.Provider

export function useInlineStylesheet(): string {
  return useContext(InlineStylesheetContext)
}

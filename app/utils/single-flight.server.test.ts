import { describe, expect, it } from 'vitest'
import { singleFlight } from './single-flight.server'

const outcome = { succeeded: (answer: string) => answer !== 'falló', forOthers: 'hecho por otro' }
const later = <T>(value: T, ms = 30) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

describe('singleFlight', () => {
  it('makes one call for the requests that ask at once: the others answer as it did once it succeeded', async () => {
    const key = `prueba:${crypto.randomUUID()}`
    let calls = 0
    const call = () => {
      calls += 1
      return later('enviado')
    }
    const answers = await Promise.all([singleFlight(key, call, outcome), singleFlight(key, call, outcome)])
    expect(calls).toBe(1)
    expect(answers.sort()).toEqual(['enviado', 'hecho por otro'])
  })

  it('lets a request still waiting make the call itself when the first did nothing, and a later try call anew', async () => {
    const key = `prueba:${crypto.randomUUID()}`
    const answers = ['falló', 'enviado']
    let calls = 0
    const call = () => later(answers[calls++]!)
    const both = await Promise.all([singleFlight(key, call, outcome), singleFlight(key, call, outcome)])
    expect(calls).toBe(2)
    expect(both.sort()).toEqual(['enviado', 'falló'])
  })

  it('releases the claim when the call throws, so the next try is a new call', async () => {
    const key = `prueba:${crypto.randomUUID()}`
    await expect(singleFlight(key, () => Promise.reject(new Error('caída')), outcome)).rejects.toThrow('caída')
    expect(await singleFlight(key, () => later('enviado'), outcome)).toBe('enviado')
  })
})

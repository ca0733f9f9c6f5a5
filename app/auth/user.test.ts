import { describe, expect, it } from 'vitest'
import { hasPermission, PERMISOS, shortName } from './user'

describe('shortName (BR10)', () => {
  it('takes the first word of the name and of the surname', () => {
    expect(shortName({ nombre: 'Juan Carlos', apellido: 'Pérez Gómez' })).toBe('Juan Pérez')
    expect(shortName({ nombre: 'Ana', apellido: 'Da Silva' })).toBe('Ana Da')
    expect(shortName({ nombre: '  Ana  María ', apellido: '' })).toBe('Ana')
  })
})

describe('hasPermission', () => {
  it('is true only for a listed permission', () => {
    const user = { permisos: [PERMISOS.passkeyManagement] }
    expect(hasPermission(user, PERMISOS.passkeyManagement)).toBe(true)
    expect(hasPermission(user, PERMISOS.prescriptionsView)).toBe(false)
    expect(hasPermission(null, PERMISOS.prescriptionsView)).toBe(false)
  })
})

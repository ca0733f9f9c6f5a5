import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filterByText, sameSearchText, searchKey } from './text-search'

const specialties = [
  'Cardiología',
  'Cirugía plástica',
  'Cardiología pediátrica',
  'Pediatría',
  'Otorrinolaringología',
  'Ginecología',
  'Endocrinología ginecológica',
  'Niñez y adolescencia',
]
const find = (query: string, items = specialties) => filterByText(items, query, (name) => name)

describe('searchKey', () => {
  it('folds case, accents, the ñ and spaces', () => {
    expect(searchKey('  Niñez   y ADOLESCENCIA ')).toBe('ninez y adolescencia')
    expect(searchKey('Cardiología')).toBe('cardiologia')
    expect(searchKey('ÜÉ')).toBe('ue')
  })

  it('reads a decomposed accent (as some keyboards send it) as the composed one', () => {
    expect(searchKey('Pediatri\u0301a')).toBe(searchKey('Pediatría'))
  })
})

describe('filterByText', () => {
  it('finds a specialty from the start of its name, whatever the accents and case', () => {
    expect(find('cardio')).toEqual(['Cardiología', 'Cardiología pediátrica'])
    expect(find('pediatria')).toEqual(['Pediatría'])
    expect(find('PEDIATRÍA')).toEqual(['Pediatría'])
    expect(find('pediatr')).toEqual(['Pediatría', 'Cardiología pediátrica'])
    expect(find('ninez')).toEqual(['Niñez y adolescencia'])
  })

  it('puts the names that start with the query before those that only hold it', () => {
    expect(find('gine')).toEqual(['Ginecología', 'Endocrinología ginecológica'])
  })

  it('wants every word, in any order', () => {
    expect(find('plastica cirugia')).toEqual(['Cirugía plástica'])
    expect(find('cardio  ped')).toEqual(['Cardiología pediátrica'])
    expect(find('cardio cirugia')).toEqual([])
  })

  it('keeps every item, in order, for an empty or blank query', () => {
    expect(find('')).toEqual(specialties)
    expect(find('   ')).toEqual(specialties)
  })

  it('finds nothing for a query no name holds', () => {
    expect(find('dermato')).toEqual([])
  })

  it('reads the text of any item shape', () => {
    const types = [
      { value: '1', label: 'Cédula de identidad' },
      { value: '2', label: 'Otro documento' },
    ]
    expect(filterByText(types, 'cedula', (type) => type.label).map((type) => type.value)).toEqual(['1'])
  })

  it('always finds an item by its own text, and returns only items it was given', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1 }), fc.nat(), (items, pick) => {
        const item = items[pick % items.length] as string
        const found = find(item, items)
        expect(found).toContain(item)
        for (const match of found) expect(items).toContain(match)
      }),
    )
  })
})

describe('sameSearchText', () => {
  it('takes a typed name without accents for the option', () => {
    expect(sameSearchText('pediatria', 'Pediatría')).toBe(true)
    expect(sameSearchText('pediatr', 'Pediatría')).toBe(false)
  })
})

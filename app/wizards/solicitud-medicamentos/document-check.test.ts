import { describe, expect, it } from 'vitest'
import { validation } from '~/copy/errors/validation'
import { medicineRequests } from '~/copy/medicine-requests'
import { documentError } from './document-check'

const copy = medicineRequests.documento

describe('the document fields’ browser check (C58, C85)', () => {
  it.each([
    ['1', '', copy.documentRequired],
    ['1', '12345672', undefined],
    ['1', '12345673', validation.invalidCi],
    ['1', '123456789', validation.tooLongCi],
    ['1', '12ab', validation.invalidCi],
    ['2', '', copy.documentRequired],
    ['2', 'AB123456', undefined],
    ['2', 'X'.repeat(21), copy.otherDocumentInvalid],
  ])('type %s, %j → %j', (type, value, message) => {
    expect(documentError(type, value)).toBe(message)
  })
})

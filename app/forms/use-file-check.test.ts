import { describe, expect, it } from 'vitest'
import { fileSubmitCheck, lastChoiceWins, refusedFileCheck, type FileInput } from './use-file-check'

// What `useForm` gives a field's check for a file input: a file is not a text value.
const FILE_VALUE = ''
const emptied: FileInput = { files: [] }
const holding: FileInput = { files: [new File(['x'], 'otro.pdf')] }
const REASON = 'El archivo pesa más de 5 MB. Elija uno más liviano.'

describe('refusedFileCheck: the submit, with JavaScript, after the browser refused the file chosen', () => {
  it('says the reason again while the input is empty, on every submit', () => {
    const check = refusedFileCheck(REASON, () => emptied)
    expect(check?.(FILE_VALUE)).toBe(REASON)
    expect(check?.(FILE_VALUE)).toBe(REASON)
  })

  it('lets a file in the input go to the server: another one chosen, its own check still running', () => {
    expect(refusedFileCheck(REASON, () => holding)?.(FILE_VALUE)).toBeUndefined()
  })

  it('lets the form go when it needs no file now (another answer, a file attached before)', () => {
    let needed = false
    const check = refusedFileCheck(REASON, () => emptied, () => needed)
    expect(check?.(FILE_VALUE)).toBeUndefined()
    needed = true
    expect(check?.(FILE_VALUE)).toBe(REASON)
  })

  it('has no check when nothing was refused: the server answers, an input never chosen included', () => {
    expect(refusedFileCheck(null, () => emptied)).toBeNull()
    expect(refusedFileCheck(undefined, () => emptied)).toBeNull()
  })
})

describe('fileSubmitCheck: the submit, with JavaScript, of a file input given the message of a missing file', () => {
  const MISSING = 'Este archivo es requerido'

  it('says the file is missing while the input is empty and the file needed, with the other fields’ messages', () => {
    let needed = true
    const check = fileSubmitCheck(undefined, MISSING, () => emptied, () => needed)
    expect(check?.(FILE_VALUE)).toBe(MISSING)
    needed = false
    expect(check?.(FILE_VALUE)).toBeUndefined()
  })

  it('lets a file in the input go to the server, and says a refusal’s reason rather than the file missing', () => {
    expect(fileSubmitCheck(undefined, MISSING, () => holding)?.(FILE_VALUE)).toBeUndefined()
    expect(fileSubmitCheck(REASON, MISSING, () => emptied)?.(FILE_VALUE)).toBe(REASON)
  })

  it('has no check without a refusal or the missing message: the server answers', () => {
    expect(fileSubmitCheck(undefined, undefined, () => emptied)).toBeNull()
  })
})

describe('lastChoiceWins: the checks of the files chosen in one input', () => {
  /** A check that ends when the test says so. */
  function pending<T>() {
    let end!: (value: T) => void
    const promise = new Promise<T>((resolve) => (end = resolve))
    return { promise, end }
  }

  it('drops a slow check of an earlier file that ends after the later choice’s', async () => {
    const inTurn = lastChoiceWins()
    const answers: (string | null)[] = []
    const slow = pending<string | null>()
    const first = inTurn(slow.promise, (message) => answers.push(message))
    const second = inTurn(Promise.resolve(null), (message) => answers.push(message))
    await second
    slow.end(REASON)
    await first
    // The later file passed: the earlier one's refusal, ended last, neither empties the input nor is said.
    expect(answers).toEqual([null])
  })

  it('answers each choice made after the previous check ended', async () => {
    const inTurn = lastChoiceWins()
    const answers: (string | null)[] = []
    await inTurn(Promise.resolve(REASON), (message) => answers.push(message))
    await inTurn(Promise.resolve(null), (message) => answers.push(message))
    expect(answers).toEqual([REASON, null])
  })
})

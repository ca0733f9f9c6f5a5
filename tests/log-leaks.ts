/**
 * Finds personal data in log text: the personas' cédulas (written any usual way: 12345672,
 * 1.234.567-2, 1234567-2 ...), phones (099 123 456, +598 99 123 456 ...), e-mails (also
 * URL-encoded), the demo password and anything that looks like a JWT or a signed session (eyJ...)
 * or the uid and token of a set-password link.
 * The browser run's global teardown scans every portal log with it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { databaseFile, openDatabase } from '../sandbox/db/index'

export interface PersonalData {
  cedulas: string[]
  phones: string[]
  emails: string[]
  passwords: string[]
}

export type LeakKind = 'cédula' | 'teléfono' | 'e-mail' | 'contraseña' | 'token'

export interface Leak {
  file: string
  line: number
  kind: LeakKind
}

const SEPARATOR = '[\\s.\\-/]?'
// A number inside a longer run of digits is some other number.
const alone = (pattern: string) => new RegExp(`(?<!\\d)${pattern}(?!\\d)`)
const spaced = (digits: string) => digits.split('').join(SEPARATOR)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const digitsOf = (text: string) => text.replace(/\D/g, '')

/** A cédula with or without leading zeros, dots, dashes or spaces between its digits. */
function cedulaPattern(ci: string): RegExp {
  const significant = digitsOf(ci).replace(/^0+/, '')
  return alone(`(?:0${SEPARATOR})*${spaced(significant)}`)
}

/** A phone in national (0 99 123 456) or international (+598 99 123 456) form, any separators. */
function phonePattern(phone: string): RegExp {
  const national = digitsOf(phone).replace(/^0/, '')
  return alone(`(?:(?:\\+|00)?598${SEPARATOR}|0${SEPARATOR})?${spaced(national)}`)
}

function emailPattern(email: string): RegExp {
  const [local = '', domain = ''] = email.split('@')
  return new RegExp(`${escape(local)}(?:@|%40)${escape(domain)}`, 'i')
}

// Base64url of '{"' starts every JWT and every signed cookie session of the portal.
const TOKEN = /eyJ[A-Za-z0-9_-]{8,}/
// A set-password link's uid or token left unmasked, in the API's path or a page's query.
const RESET_LINK = /reset-pass-auth\/(?!\[redactado\])[^/\s"?]+\/|[?&](?:uid|token)=(?!\[redactado\])[^&\s"]/i

export function leakPatterns(data: PersonalData): Array<{ kind: LeakKind; pattern: RegExp }> {
  return [
    ...data.cedulas.map((ci) => ({ kind: 'cédula' as const, pattern: cedulaPattern(ci) })),
    ...data.phones.map((phone) => ({ kind: 'teléfono' as const, pattern: phonePattern(phone) })),
    ...data.emails.map((email) => ({ kind: 'e-mail' as const, pattern: emailPattern(email) })),
    ...data.passwords.map((password) => ({ kind: 'contraseña' as const, pattern: new RegExp(escape(password)) })),
    { kind: 'token' as const, pattern: TOKEN },
    { kind: 'token' as const, pattern: RESET_LINK },
  ]
}

/** Every line of `text` that holds personal data, with what kind (never the data itself, so a report does not repeat it). */
export function findLeaks(file: string, text: string, data: PersonalData): Leak[] {
  const patterns = leakPatterns(data)
  const leaks: Leak[] = []
  text.split('\n').forEach((content, index) => {
    for (const { kind, pattern } of patterns) {
      if (pattern.test(content)) leaks.push({ file, line: index + 1, kind })
    }
  })
  return leaks
}

/**
 * The personas of the sandbox databases in `dataDirs` (those the run used, with any persona a
 * test created) and of a freshly seeded one, so the list never depends on a copy of the seed.
 */
export function personalDataOf(dataDirs: string[], passwords: string[]): PersonalData {
  const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'log-leaks-'))
  try {
    openDatabase(fresh).close()
    const files = [databaseFile(fresh), ...dataDirs.map(databaseFile).filter((file) => fs.existsSync(file))]
    const rows = files.flatMap((file) => {
      const db = new Database(file, { readonly: true })
      try {
        return db.prepare('SELECT ci, email, telefono, celular FROM afiliados').all() as Array<Record<string, string | null>>
      } finally {
        db.close()
      }
    })
    const values = (key: string) => [...new Set(rows.map((row) => row[key]).filter((value): value is string => Boolean(value)))]
    const data = { cedulas: values('ci'), phones: [...values('telefono'), ...values('celular')], emails: values('email'), passwords }
    if (data.cedulas.length === 0) throw new Error('no personas found in the sandbox databases: the log scan would prove nothing')
    return data
  } finally {
    fs.rmSync(fresh, { recursive: true, force: true })
  }
}

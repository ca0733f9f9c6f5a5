/**
 * The database handle and the shape of a migration, in a module of their own: stores, seeds and migrations all
 * need them, and none of them may import the code that opens the database (that code imports the migrations).
 */
import type Database from 'better-sqlite3'

export type Db = Database.Database

export interface Migration {
  version: number
  name: string
  sql: string
  /**
   * The area's demo rows, inserted once every pending migration's SQL has run, so a database created before the
   * migration gets them too. `now` is the sandbox clock's: dated rows are placed relative to it.
   */
  seed?: (db: Db, now: Date) => void
}

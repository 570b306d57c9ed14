import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { migrationFileNames } from '.'

const DIR = path.resolve(import.meta.dirname, '../migrations/sqlite')

/**
 * The tables an SQLite migration's `up` drops while foreign keys are on as part of a rebuild (drizzle-kit's
 * CREATE `__new_x` … INSERT … SELECT … DROP `x` … RENAME). Dropping a table with foreign keys on deletes its
 * rows first, and that delete cascades: every array row and relation of the table goes, and references to it
 * elsewhere are set to NULL (every flat's layout, for a rebuild of `layouts`). drizzle-kit puts
 * `PRAGMA foreign_keys=ON` back after the first rebuild, not after the last; the hand fix moves it.
 */
function rebuildsWithForeignKeysOn(source: string): string[] {
  const up = source.slice(0, source.indexOf('export async function down'))
  const rebuilt = new Set([...up.matchAll(/ALTER TABLE \\`__new_(\w+)\\` RENAME TO/g)].map((m) => m[1]))
  const unsafe: string[] = []
  let foreignKeys = true // Payload's SQLite connection has them on.
  for (const [, pragma, dropped] of up.matchAll(/PRAGMA foreign_keys=(ON|OFF)|DROP TABLE \\`(\w+)\\`/g)) {
    if (pragma) foreignKeys = pragma === 'ON'
    else if (foreignKeys && rebuilt.has(dropped!)) unsafe.push(dropped!)
  }
  return unsafe
}

describe('SQLite migrations', () => {
  it('rebuild tables with foreign keys off, so no row of another table is deleted or unlinked', () => {
    for (const name of migrationFileNames('sqlite', DIR)) {
      const source = fs.readFileSync(path.join(DIR, `${name}.ts`), 'utf8')
      expect(rebuildsWithForeignKeysOn(source), name).toEqual([])
    }
  })

  it('flags drizzle-kit’s own order: foreign keys back on after the first rebuild', () => {
    const rebuild = (table: string) =>
      `await db.run(sql\`DROP TABLE \\\`${table}\\\`;\`)\nawait db.run(sql\`ALTER TABLE \\\`__new_${table}\\\` RENAME TO \\\`${table}\\\`;\`)\n`
    const generated = `PRAGMA foreign_keys=OFF;\n${rebuild('layouts_gallery')}PRAGMA foreign_keys=ON;\n${rebuild('layouts')}export async function down`
    expect(rebuildsWithForeignKeysOn(generated)).toEqual(['layouts'])
    const fixed = `PRAGMA foreign_keys=OFF;\n${rebuild('layouts_gallery')}${rebuild('layouts')}PRAGMA foreign_keys=ON;\nexport async function down`
    expect(rebuildsWithForeignKeysOn(fixed)).toEqual([])
  })
})

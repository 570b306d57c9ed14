import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`promos\` ADD \`full_payment\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_promos_v\` ADD \`version_full_payment\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`promos\` DROP COLUMN \`full_payment\`;`)
  await db.run(sql`ALTER TABLE \`_promos_v\` DROP COLUMN \`version_full_payment\`;`)
}

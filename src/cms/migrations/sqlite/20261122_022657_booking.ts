import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`booked_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`hold_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`booked_price\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`hold_until\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_next_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivered_to\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivered_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`delivery_claim\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivery_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivery_next_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivery_error\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivered_to\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivered_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscribers\` ADD \`delivery_claim\` text;`)
  await db.run(sql`CREATE INDEX \`subscribers_delivery_status_idx\` ON \`subscribers\` (\`delivery_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`subscribers_delivery_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivery_attempts\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivery_next_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivery_error\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivered_to\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`subscribers\` DROP COLUMN \`delivery_claim\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_next_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivered_to\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivered_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`delivery_claim\`;`)
}

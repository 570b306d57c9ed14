import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`buildings_date_moves\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`moved_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`buildings_date_moves_order_idx\` ON \`buildings_date_moves\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`buildings_date_moves_parent_id_idx\` ON \`buildings_date_moves\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`declaration_url\` text;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`permit_number\` text;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`permit_date\` text;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`escrow_bank\` text;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`delivery_date\` text;`)
  await db.run(sql`ALTER TABLE \`buildings\` ADD \`keys_date\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`buildings_date_moves\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`declaration_url\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`permit_number\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`permit_date\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`escrow_bank\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`delivery_date\`;`)
  await db.run(sql`ALTER TABLE \`buildings\` DROP COLUMN \`keys_date\`;`)
}

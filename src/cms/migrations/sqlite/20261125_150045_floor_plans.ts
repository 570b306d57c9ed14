import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-fixed (keep when regenerating): drizzle-kit's ADD COLUMN … REFERENCES drops the ON DELETE SET NULL the
  // schema asks for (a floor plan image could not be deleted while a section names it): added back.
  await db.run(sql`CREATE TABLE \`sections_floor_plan_flats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`riser\` numeric NOT NULL,
  	\`outline\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sections_floor_plan_flats_order_idx\` ON \`sections_floor_plan_flats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sections_floor_plan_flats_parent_id_idx\` ON \`sections_floor_plan_flats\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`riser\` numeric;`)
  await db.run(sql`ALTER TABLE \`sections\` ADD \`floor_plan_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`sections_floor_plan_idx\` ON \`sections\` (\`floor_plan_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sections_floor_plan_flats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_sections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`building_id\` integer NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`completion_status\` text DEFAULT 'construction' NOT NULL,
  	\`total_floors\` numeric NOT NULL,
  	\`geometry\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sections\`("id", "title", "building_id", "number", "completion_status", "total_floors", "geometry", "updated_at", "created_at") SELECT "id", "title", "building_id", "number", "completion_status", "total_floors", "geometry", "updated_at", "created_at" FROM \`sections\`;`)
  await db.run(sql`DROP TABLE \`sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_sections\` RENAME TO \`sections\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`sections_building_idx\` ON \`sections\` (\`building_id\`);`)
  await db.run(sql`CREATE INDEX \`sections_updated_at_idx\` ON \`sections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sections_created_at_idx\` ON \`sections\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`riser\`;`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`sections_window_views\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`floor_from\` numeric NOT NULL,
  	\`floor_to\` numeric NOT NULL,
  	\`orientation\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`sections_window_views_order_idx\` ON \`sections_window_views\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sections_window_views_parent_id_idx\` ON \`sections_window_views\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sections_window_views_image_idx\` ON \`sections_window_views\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`sections_window_views\`;`)
}

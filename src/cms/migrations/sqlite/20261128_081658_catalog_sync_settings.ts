import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`catalog_sync\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`profitbase_enabled\` integer DEFAULT false,
  	\`profitbase_base_url\` text,
  	\`profitbase_api_key\` text,
  	\`profitbase_new_api_key\` text,
  	\`profitbase_interval\` numeric DEFAULT 15 NOT NULL,
  	\`price_list_url_enabled\` integer DEFAULT false,
  	\`price_list_url_url\` text,
  	\`price_list_url_token\` text,
  	\`price_list_url_new_token\` text,
  	\`price_list_url_list\` text DEFAULT 'partial',
  	\`price_list_url_interval\` numeric DEFAULT 15 NOT NULL,
  	\`runs\` text,
  	\`lease_until\` text,
  	\`lease_token\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`catalog_sync\`;`)
}

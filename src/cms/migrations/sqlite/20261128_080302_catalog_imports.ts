import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`catalog_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'planned' NOT NULL,
  	\`mode\` text DEFAULT 'partial' NOT NULL,
  	\`source_kind\` text DEFAULT 'file' NOT NULL,
  	\`source_name\` text NOT NULL,
  	\`user_id\` integer,
  	\`counts_rows\` numeric DEFAULT 0,
  	\`counts_price_changes\` numeric DEFAULT 0,
  	\`counts_status_changes\` numeric DEFAULT 0,
  	\`counts_unchanged\` numeric DEFAULT 0,
  	\`counts_unknown\` numeric DEFAULT 0,
  	\`counts_errors\` numeric DEFAULT 0,
  	\`counts_duplicates\` numeric DEFAULT 0,
  	\`counts_missing\` numeric DEFAULT 0,
  	\`counts_conflicts\` numeric DEFAULT 0,
  	\`counts_guarded\` numeric DEFAULT 0,
  	\`message\` text,
  	\`applied_at\` text,
  	\`rolled_back_at\` text,
  	\`rolled_back_by_id\` integer,
  	\`rows\` text,
  	\`mapping\` text,
  	\`plan\` text,
  	\`rollback\` text,
  	\`idempotency_key\` text,
  	\`request_hash\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`rolled_back_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`catalog_imports_status_idx\` ON \`catalog_imports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_user_idx\` ON \`catalog_imports\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_rolled_back_by_idx\` ON \`catalog_imports\` (\`rolled_back_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`catalog_imports_idempotency_key_idx\` ON \`catalog_imports\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_updated_at_idx\` ON \`catalog_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`catalog_imports_created_at_idx\` ON \`catalog_imports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`property_changes\` ADD \`source_name\` text;`)
  await db.run(sql`ALTER TABLE \`property_changes\` ADD \`import_id\` integer REFERENCES catalog_imports(id);`)
  await db.run(sql`CREATE INDEX \`property_changes_import_idx\` ON \`property_changes\` (\`import_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`catalog_imports_id\` integer REFERENCES catalog_imports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`price_guard_percent\` numeric DEFAULT 15;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_price_guard_percent\` numeric DEFAULT 15;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`catalog_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_property_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`price_before\` numeric,
  	\`price\` numeric,
  	\`status_before\` text,
  	\`status\` text,
  	\`user_id\` integer,
  	\`source\` text DEFAULT 'system' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_property_changes\`("id", "property_id", "price_before", "price", "status_before", "status", "user_id", "source", "updated_at", "created_at") SELECT "id", "property_id", "price_before", "price", "status_before", "status", "user_id", "source", "updated_at", "created_at" FROM \`property_changes\`;`)
  await db.run(sql`DROP TABLE \`property_changes\`;`)
  await db.run(sql`ALTER TABLE \`__new_property_changes\` RENAME TO \`property_changes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`property_changes_property_idx\` ON \`property_changes\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_user_idx\` ON \`property_changes\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_updated_at_idx\` ON \`property_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_created_at_idx\` ON \`property_changes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`promos_id\` integer,
  	\`progress_cards_id\` integer,
  	\`cameras_id\` integer,
  	\`seo_records_id\` integer,
  	\`media_id\` integer,
  	\`leads_id\` integer,
  	\`subscribers_id\` integer,
  	\`favorite_collections_id\` integer,
  	\`visitor_items_id\` integer,
  	\`properties_id\` integer,
  	\`property_changes_id\` integer,
  	\`layouts_id\` integer,
  	\`buildings_id\` integer,
  	\`sections_id\` integer,
  	\`mortgage_programs_id\` integer,
  	\`banks_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promos_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`progress_cards_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cameras_id\`) REFERENCES \`cameras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_records_id\`) REFERENCES \`seo_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_collections_id\`) REFERENCES \`favorite_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_items_id\`) REFERENCES \`visitor_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`property_changes_id\`) REFERENCES \`property_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`layouts_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sections_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mortgage_programs_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banks_id\`) REFERENCES \`banks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "promos_id", "progress_cards_id", "cameras_id", "seo_records_id", "media_id", "leads_id", "subscribers_id", "favorite_collections_id", "visitor_items_id", "properties_id", "property_changes_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "promos_id", "progress_cards_id", "cameras_id", "seo_records_id", "media_id", "leads_id", "subscribers_id", "favorite_collections_id", "visitor_items_id", "properties_id", "property_changes_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promos_id_idx\` ON \`payload_locked_documents_rels\` (\`promos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cameras_id_idx\` ON \`payload_locked_documents_rels\` (\`cameras_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_records_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitor_items_id_idx\` ON \`payload_locked_documents_rels\` (\`visitor_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`property_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layouts_id_idx\` ON \`payload_locked_documents_rels\` (\`layouts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buildings_id_idx\` ON \`payload_locked_documents_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banks_id_idx\` ON \`payload_locked_documents_rels\` (\`banks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`api_key_index\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`price_guard_percent\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_price_guard_percent\`;`)
}

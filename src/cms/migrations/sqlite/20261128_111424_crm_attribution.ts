import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`watch_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`property_id\` integer,
  	\`filter_query\` text,
  	\`filter_label\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`consent\` integer,
  	\`consent_text\` text,
  	\`page_url\` text,
  	\`confirmed_at\` text,
  	\`unsubscribed_at\` text,
  	\`notified_at\` text,
  	\`token\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_email_idx\` ON \`watch_subscriptions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_property_idx\` ON \`watch_subscriptions\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_status_idx\` ON \`watch_subscriptions\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_notified_at_idx\` ON \`watch_subscriptions\` (\`notified_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`watch_subscriptions_token_idx\` ON \`watch_subscriptions\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_updated_at_idx\` ON \`watch_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`watch_subscriptions_created_at_idx\` ON \`watch_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`watch_mails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`digest_key\` text,
  	\`subject\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`html\` text,
  	\`unsubscribe_url\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_next_at\` text,
  	\`delivery_error\` text,
  	\`delivered_to\` text,
  	\`delivered_at\` text,
  	\`delivery_claim\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`watch_mails_to_idx\` ON \`watch_mails\` (\`to\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`watch_mails_digest_key_idx\` ON \`watch_mails\` (\`digest_key\`);`)
  await db.run(sql`CREATE INDEX \`watch_mails_delivery_status_idx\` ON \`watch_mails\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`watch_mails_updated_at_idx\` ON \`watch_mails\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`watch_mails_created_at_idx\` ON \`watch_mails\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`crm_integrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`bitrix24_enabled\` integer DEFAULT false,
  	\`bitrix24_webhook_url\` text,
  	\`bitrix24_new_webhook_url\` text,
  	\`bitrix24_source_id\` text,
  	\`bitrix24_assigned_by_id\` numeric,
  	\`bitrix24_duplicates\` text DEFAULT 'comment',
  	\`amocrm_enabled\` integer DEFAULT false,
  	\`amocrm_base_url\` text,
  	\`amocrm_token\` text,
  	\`amocrm_new_token\` text,
  	\`amocrm_pipeline_id\` numeric,
  	\`amocrm_responsible_user_id\` numeric,
  	\`amocrm_source_name\` text,
  	\`metrika_counter_id\` text,
  	\`metrika_goal\` text,
  	\`metrika_enabled\` integer DEFAULT false,
  	\`metrika_token\` text,
  	\`metrika_new_token\` text,
  	\`last_upload\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`yclid\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`gclid\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`landing_page\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`referrer\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`attributed_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`won_at\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`hold_version\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`crm_refs\` text;`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`conversion_uploaded_at\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`watch_subscriptions_id\` integer REFERENCES watch_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`watch_mails_id\` integer REFERENCES watch_mails(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watch_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`watch_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_watch_mails_id_idx\` ON \`payload_locked_documents_rels\` (\`watch_mails_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`watch_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`watch_mails\`;`)
  await db.run(sql`DROP TABLE \`crm_integrations\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`catalog_imports_id\` integer,
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
  	FOREIGN KEY (\`catalog_imports_id\`) REFERENCES \`catalog_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`layouts_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sections_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mortgage_programs_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banks_id\`) REFERENCES \`banks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "promos_id", "progress_cards_id", "cameras_id", "seo_records_id", "media_id", "leads_id", "subscribers_id", "favorite_collections_id", "visitor_items_id", "properties_id", "property_changes_id", "catalog_imports_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "promos_id", "progress_cards_id", "cameras_id", "seo_records_id", "media_id", "leads_id", "subscribers_id", "favorite_collections_id", "visitor_items_id", "properties_id", "property_changes_id", "catalog_imports_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_catalog_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`catalog_imports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layouts_id_idx\` ON \`payload_locked_documents_rels\` (\`layouts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buildings_id_idx\` ON \`payload_locked_documents_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banks_id_idx\` ON \`payload_locked_documents_rels\` (\`banks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`yclid\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`gclid\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`landing_page\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`referrer\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`attributed_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`won_at\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`hold_version\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`crm_refs\`;`)
  await db.run(sql`ALTER TABLE \`leads\` DROP COLUMN \`conversion_uploaded_at\`;`)
}

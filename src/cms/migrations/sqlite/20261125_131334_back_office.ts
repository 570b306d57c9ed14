import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-fixed (keep when regenerating): drizzle-kit copies the new `_status` and `edited_by_id` columns from the
  // old tables it rebuilds, where they do not exist yet; those SELECTs give 'published' (what existed was live)
  // and NULL (no author recorded before) instead. Its ADD COLUMN … REFERENCES also drop the ON DELETE SET NULL
  // the schema asks for (a user who owns a lead could not be deleted): added back (CASCADE on
  // payload_locked_documents_rels, as Payload declares it). And drizzle-kit turns foreign keys back on after its
  // first table rebuild, so each later DROP TABLE of a rebuild deleted the table's rows with cascades (every array
  // row, promo targeting, SEO meta tags, FAQs) and set references to NULL (every flat's layout): `PRAGMA
  // foreign_keys=ON` is moved after the last rebuild, in `up` and in `down` (src/cms/migrate/sqlite-rebuilds.test.ts).
  // Generated after the figures migration (20261125_113258_…), so every table it rebuilds keeps that migration's
  // columns (promos' targeting).
  await db.run(sql`CREATE TABLE \`_promos_v_version_applies_to_property_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promos_v_version_applies_to_property_types_order_idx\` ON \`_promos_v_version_applies_to_property_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_applies_to_property_types_parent_idx\` ON \`_promos_v_version_applies_to_property_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_promos_v_version_applies_to_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promos_v_version_applies_to_features_order_idx\` ON \`_promos_v_version_applies_to_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_applies_to_features_parent_idx\` ON \`_promos_v_version_applies_to_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_promos_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_placement\` text,
  	\`version_text\` text,
  	\`version_image_id\` integer,
  	\`version_button_text\` text,
  	\`version_url\` text,
  	\`version_discount_percent\` numeric,
  	\`version_position\` numeric,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_is_active\` integer DEFAULT true,
  	\`version_valid_until\` text,
  	\`version_show_price_from\` integer DEFAULT false,
  	\`version_applies_to_mortgage_program_id\` integer,
  	\`version_applies_to_completion\` text DEFAULT 'any',
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_applies_to_mortgage_program_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_promos_v_parent_idx\` ON \`_promos_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version_placement_idx\` ON \`_promos_v\` (\`version_placement\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version_image_idx\` ON \`_promos_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_applies_to_version_applies_to_mortgage_idx\` ON \`_promos_v\` (\`version_applies_to_mortgage_program_id\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version_edited_by_idx\` ON \`_promos_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version_updated_at_idx\` ON \`_promos_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version_created_at_idx\` ON \`_promos_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_version_version__status_idx\` ON \`_promos_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_created_at_idx\` ON \`_promos_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_updated_at_idx\` ON \`_promos_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_latest_idx\` ON \`_promos_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_autosave_idx\` ON \`_promos_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_promos_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buildings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_promos_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_promos_v_rels_order_idx\` ON \`_promos_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_rels_parent_idx\` ON \`_promos_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_rels_path_idx\` ON \`_promos_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_promos_v_rels_buildings_id_idx\` ON \`_promos_v_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE TABLE \`_progress_cards_v_version_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_progress_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_photos_order_idx\` ON \`_progress_cards_v_version_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_photos_parent_id_idx\` ON \`_progress_cards_v_version_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_photos_image_idx\` ON \`_progress_cards_v_version_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_progress_cards_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_date\` text,
  	\`version_year\` numeric,
  	\`version_month\` numeric,
  	\`version_text\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_parent_idx\` ON \`_progress_cards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version_date_idx\` ON \`_progress_cards_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version_year_idx\` ON \`_progress_cards_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version_edited_by_idx\` ON \`_progress_cards_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version_updated_at_idx\` ON \`_progress_cards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version_created_at_idx\` ON \`_progress_cards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_version_version__status_idx\` ON \`_progress_cards_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_created_at_idx\` ON \`_progress_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_updated_at_idx\` ON \`_progress_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_latest_idx\` ON \`_progress_cards_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_autosave_idx\` ON \`_progress_cards_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_progress_cards_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buildings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_progress_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_rels_order_idx\` ON \`_progress_cards_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_rels_parent_idx\` ON \`_progress_cards_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_rels_path_idx\` ON \`_progress_cards_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_progress_cards_v_rels_buildings_id_idx\` ON \`_progress_cards_v_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE TABLE \`_seo_records_v_version_meta_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seo_records_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_meta_tags_order_idx\` ON \`_seo_records_v_version_meta_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_meta_tags_parent_id_idx\` ON \`_seo_records_v_version_meta_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_meta_tags_image_idx\` ON \`_seo_records_v_version_meta_tags\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_seo_records_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`seo_records\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_seo_records_v_parent_idx\` ON \`_seo_records_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_version_slug_idx\` ON \`_seo_records_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_version_edited_by_idx\` ON \`_seo_records_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_version_updated_at_idx\` ON \`_seo_records_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_version_created_at_idx\` ON \`_seo_records_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_version_version__status_idx\` ON \`_seo_records_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_created_at_idx\` ON \`_seo_records_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_updated_at_idx\` ON \`_seo_records_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_latest_idx\` ON \`_seo_records_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_seo_records_v_autosave_idx\` ON \`_seo_records_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`leads_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_notes_order_idx\` ON \`leads_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_parent_id_idx\` ON \`leads_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_notes_author_idx\` ON \`leads_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`property_changes\` (
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
  await db.run(sql`CREATE INDEX \`property_changes_property_idx\` ON \`property_changes\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_user_idx\` ON \`property_changes\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_updated_at_idx\` ON \`property_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`property_changes_created_at_idx\` ON \`property_changes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_layouts_v_version_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_layouts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_gallery_order_idx\` ON \`_layouts_v_version_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_gallery_parent_id_idx\` ON \`_layouts_v_version_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_gallery_image_idx\` ON \`_layouts_v_version_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_layouts_v_version_layout_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_layouts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_layout_features_order_idx\` ON \`_layouts_v_version_layout_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_layout_features_parent_id_idx\` ON \`_layouts_v_version_layout_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_layouts_v_version_default_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_layouts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_default_features_order_idx\` ON \`_layouts_v_version_default_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_default_features_parent_id_idx\` ON \`_layouts_v_version_default_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_layouts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_code\` text,
  	\`version_rooms\` numeric,
  	\`version_is_euro\` integer DEFAULT false,
  	\`version_area\` numeric,
  	\`version_plan_id\` integer,
  	\`version_floor_position_id\` integer,
  	\`version_virtual_tour\` text,
  	\`version_layout_feature_block_title\` text,
  	\`version_layout_feature_block_description\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_floor_position_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_layouts_v_parent_idx\` ON \`_layouts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_code_idx\` ON \`_layouts_v\` (\`version_code\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_plan_idx\` ON \`_layouts_v\` (\`version_plan_id\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_floor_position_idx\` ON \`_layouts_v\` (\`version_floor_position_id\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_edited_by_idx\` ON \`_layouts_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_updated_at_idx\` ON \`_layouts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version_created_at_idx\` ON \`_layouts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_version_version__status_idx\` ON \`_layouts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_created_at_idx\` ON \`_layouts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_updated_at_idx\` ON \`_layouts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_latest_idx\` ON \`_layouts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_layouts_v_autosave_idx\` ON \`_layouts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_screens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_screens_order_idx\` ON \`_main_page_v_version_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_screens_parent_id_idx\` ON \`_main_page_v_version_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_screens_image_idx\` ON \`_main_page_v_version_screens\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_developer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_items_order_idx\` ON \`_main_page_v_version_developer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_items_parent_id_idx\` ON \`_main_page_v_version_developer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_items_image_idx\` ON \`_main_page_v_version_developer_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_developer_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_stats_order_idx\` ON \`_main_page_v_version_developer_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_stats_parent_id_idx\` ON \`_main_page_v_version_developer_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_stats_image_idx\` ON \`_main_page_v_version_developer_stats\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_story_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_story_items_order_idx\` ON \`_main_page_v_version_story_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_story_items_parent_id_idx\` ON \`_main_page_v_version_story_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_story_items_image_idx\` ON \`_main_page_v_version_story_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layout_block_items_order_idx\` ON \`_main_page_v_version_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layout_block_items_parent_id_idx\` ON \`_main_page_v_version_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layout_block_items_image_idx\` ON \`_main_page_v_version_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_layouts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`rooms\` numeric,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layouts_order_idx\` ON \`_main_page_v_version_layouts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layouts_parent_id_idx\` ON \`_main_page_v_version_layouts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layouts_image_idx\` ON \`_main_page_v_version_layouts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_advantage_first_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_first_advantages_order_idx\` ON \`_main_page_v_version_advantage_first_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_first_advantages_parent_id_idx\` ON \`_main_page_v_version_advantage_first_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_first_advantages_image_idx\` ON \`_main_page_v_version_advantage_first_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_feature_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_feature_items_order_idx\` ON \`_main_page_v_version_feature_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_feature_items_parent_id_idx\` ON \`_main_page_v_version_feature_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_feature_items_image_idx\` ON \`_main_page_v_version_feature_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_video_heroes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`quote\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_video_heroes_order_idx\` ON \`_main_page_v_version_video_heroes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_video_heroes_parent_id_idx\` ON \`_main_page_v_version_video_heroes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_video_heroes_poster_idx\` ON \`_main_page_v_version_video_heroes\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_advantage_second_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_second_advantages_order_idx\` ON \`_main_page_v_version_advantage_second_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_second_advantages_parent_id_idx\` ON \`_main_page_v_version_advantage_second_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_advantage_second_advantages_image_idx\` ON \`_main_page_v_version_advantage_second_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_slides_order_idx\` ON \`_main_page_v_version_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_slides_parent_id_idx\` ON \`_main_page_v_version_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_slides_image_idx\` ON \`_main_page_v_version_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v_version_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_main_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_items_order_idx\` ON \`_main_page_v_version_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_items_parent_id_idx\` ON \`_main_page_v_version_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_items_image_idx\` ON \`_main_page_v_version_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_main_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_developer_title\` text,
  	\`version_developer_description\` text,
  	\`version_developer_image_id\` integer,
  	\`version_story_title\` text,
  	\`version_story_description\` text,
  	\`version_story_image_id\` integer,
  	\`version_layout_block_title\` text,
  	\`version_layout_block_description\` text,
  	\`version_layout_block_image_id\` integer,
  	\`version_layout_block_button_text\` text,
  	\`version_layout_block_button_url\` text,
  	\`version_advantage_first_title\` text,
  	\`version_advantage_first_subtitle\` text,
  	\`version_advantage_first_subtitle_tablet\` text,
  	\`version_advantage_first_subtitle_mobile\` text,
  	\`version_advantage_first_help_text\` text,
  	\`version_advantage_first_text_button\` text,
  	\`version_advantage_first_project_url\` text,
  	\`version_feature_title\` text,
  	\`version_feature_description\` text,
  	\`version_feature_image_id\` integer,
  	\`version_video_title\` text,
  	\`version_video_description\` text,
  	\`version_video_history_title\` text,
  	\`version_video_history_video_url\` text,
  	\`version_video_history_poster_id\` integer,
  	\`version_video_avatar_id\` integer,
  	\`version_advantage_second_title\` text,
  	\`version_advantage_second_subtitle\` text,
  	\`version_advantage_second_subtitle_tablet\` text,
  	\`version_advantage_second_subtitle_mobile\` text,
  	\`version_advantage_second_help_text\` text,
  	\`version_advantage_second_text_button\` text,
  	\`version_advantage_second_project_url\` text,
  	\`version_gallery_title\` text,
  	\`version_gallery_description\` text,
  	\`version_gallery_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_developer_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_story_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_layout_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_feature_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_history_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_video_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_gallery_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_developer_version_developer_image_idx\` ON \`_main_page_v\` (\`version_developer_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_story_version_story_image_idx\` ON \`_main_page_v\` (\`version_story_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_layout_block_version_layout_block_i_idx\` ON \`_main_page_v\` (\`version_layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_feature_version_feature_image_idx\` ON \`_main_page_v\` (\`version_feature_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_video_history_version_video_history_idx\` ON \`_main_page_v\` (\`version_video_history_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_version_video_avatar_idx\` ON \`_main_page_v\` (\`version_video_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_gallery_version_gallery_image_idx\` ON \`_main_page_v\` (\`version_gallery_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_version_edited_by_idx\` ON \`_main_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_version_version__status_idx\` ON \`_main_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_created_at_idx\` ON \`_main_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_updated_at_idx\` ON \`_main_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_latest_idx\` ON \`_main_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_main_page_v_autosave_idx\` ON \`_main_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_location_page_v_version_map_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`minutes\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_location_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_map_points_order_idx\` ON \`_location_page_v_version_map_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_map_points_parent_id_idx\` ON \`_location_page_v_version_map_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_location_page_v_version_points_attraction_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_location_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_points_attraction_items_order_idx\` ON \`_location_page_v_version_points_attraction_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_points_attraction_items_parent_id_idx\` ON \`_location_page_v_version_points_attraction_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_points_attraction_items_image_idx\` ON \`_location_page_v_version_points_attraction_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_location_page_v_version_school_kindergarten_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_location_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_school_kindergarten_items_order_idx\` ON \`_location_page_v_version_school_kindergarten_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_school_kindergarten_items_parent_id_idx\` ON \`_location_page_v_version_school_kindergarten_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_school_kindergarten_items_image_idx\` ON \`_location_page_v_version_school_kindergarten_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_location_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_map_center_lat\` numeric,
  	\`version_map_center_lng\` numeric,
  	\`version_map_zoom\` numeric DEFAULT 14,
  	\`version_district_panorama_title\` text,
  	\`version_district_panorama_image_id\` integer,
  	\`version_points_attraction_title\` text,
  	\`version_points_attraction_description\` text,
  	\`version_points_attraction_image_id\` integer,
  	\`version_school_kindergarten_title\` text,
  	\`version_school_kindergarten_description\` text,
  	\`version_school_kindergarten_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_district_panorama_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_points_attraction_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_school_kindergarten_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_district_panorama_version_distr_idx\` ON \`_location_page_v\` (\`version_district_panorama_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_points_attraction_version_point_idx\` ON \`_location_page_v\` (\`version_points_attraction_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_school_kindergarten_version_sch_idx\` ON \`_location_page_v\` (\`version_school_kindergarten_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_version_edited_by_idx\` ON \`_location_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_version_version__status_idx\` ON \`_location_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_created_at_idx\` ON \`_location_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_updated_at_idx\` ON \`_location_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_latest_idx\` ON \`_location_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_location_page_v_autosave_idx\` ON \`_location_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_slider_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_slider_main_screen_items_order_idx\` ON \`_yards_page_v_version_slider_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_slider_main_screen_items_parent_id_idx\` ON \`_yards_page_v_version_slider_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_slider_main_screen_items_image_idx\` ON \`_yards_page_v_version_slider_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_communication_area_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_communication_area_block_items_order_idx\` ON \`_yards_page_v_version_communication_area_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_communication_area_block_items_parent_id_idx\` ON \`_yards_page_v_version_communication_area_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_communication_area_block_items_ima_idx\` ON \`_yards_page_v_version_communication_area_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_advantage_block_advantages_order_idx\` ON \`_yards_page_v_version_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_advantage_block_advantages_parent_id_idx\` ON \`_yards_page_v_version_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_advantage_block_advantages_image_idx\` ON \`_yards_page_v_version_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_park_features_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_park_features_block_items_order_idx\` ON \`_yards_page_v_version_park_features_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_park_features_block_items_parent_id_idx\` ON \`_yards_page_v_version_park_features_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_park_features_block_items_image_idx\` ON \`_yards_page_v_version_park_features_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_settle_down_nearby_block_first_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_first_items_order_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_first_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_first_items_parent_id_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_first_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_first_ite_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_first_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_settle_down_nearby_block_second_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_second_items_order_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_second_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_second_items_parent_id_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_second_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_second_it_idx\` ON \`_yards_page_v_version_settle_down_nearby_block_second_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_gallery_slides_order_idx\` ON \`_yards_page_v_version_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_gallery_slides_parent_id_idx\` ON \`_yards_page_v_version_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_gallery_slides_image_idx\` ON \`_yards_page_v_version_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_sport_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_sport_block_items_order_idx\` ON \`_yards_page_v_version_sport_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_sport_block_items_parent_id_idx\` ON \`_yards_page_v_version_sport_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_sport_block_items_image_idx\` ON \`_yards_page_v_version_sport_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v_version_herbarium_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_yards_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_herbarium_block_items_order_idx\` ON \`_yards_page_v_version_herbarium_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_herbarium_block_items_parent_id_idx\` ON \`_yards_page_v_version_herbarium_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_herbarium_block_items_image_idx\` ON \`_yards_page_v_version_herbarium_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_yards_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_communication_area_block_title\` text,
  	\`version_communication_area_block_description\` text,
  	\`version_communication_area_block_image_id\` integer,
  	\`version_advantage_block_title\` text,
  	\`version_advantage_block_subtitle\` text,
  	\`version_advantage_block_subtitle_tablet\` text,
  	\`version_advantage_block_subtitle_mobile\` text,
  	\`version_advantage_block_help_text\` text,
  	\`version_advantage_block_text_button\` text,
  	\`version_advantage_block_project_url\` text,
  	\`version_park_features_block_title\` text,
  	\`version_park_features_block_description\` text,
  	\`version_park_features_block_image_id\` integer,
  	\`version_settle_down_nearby_block_first_title\` text,
  	\`version_settle_down_nearby_block_first_description\` text,
  	\`version_settle_down_nearby_block_first_image_id\` integer,
  	\`version_settle_down_nearby_block_second_title\` text,
  	\`version_settle_down_nearby_block_second_description\` text,
  	\`version_settle_down_nearby_block_second_image_id\` integer,
  	\`version_sport_block_title\` text,
  	\`version_sport_block_description\` text,
  	\`version_sport_block_image_id\` integer,
  	\`version_herbarium_block_title\` text,
  	\`version_herbarium_block_description\` text,
  	\`version_herbarium_block_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_communication_area_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_park_features_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_settle_down_nearby_block_first_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_settle_down_nearby_block_second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sport_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_herbarium_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_communication_area_block_version_c_idx\` ON \`_yards_page_v\` (\`version_communication_area_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_park_features_block_version_park_f_idx\` ON \`_yards_page_v\` (\`version_park_features_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_first_ver_idx\` ON \`_yards_page_v\` (\`version_settle_down_nearby_block_first_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_settle_down_nearby_block_second_ve_idx\` ON \`_yards_page_v\` (\`version_settle_down_nearby_block_second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_sport_block_version_sport_block_im_idx\` ON \`_yards_page_v\` (\`version_sport_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_herbarium_block_version_herbarium__idx\` ON \`_yards_page_v\` (\`version_herbarium_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_version_edited_by_idx\` ON \`_yards_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_version_version__status_idx\` ON \`_yards_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_created_at_idx\` ON \`_yards_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_updated_at_idx\` ON \`_yards_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_latest_idx\` ON \`_yards_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_yards_page_v_autosave_idx\` ON \`_yards_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_main_screen_items_order_idx\` ON \`_sunrise_page_v_version_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_main_screen_items_parent_id_idx\` ON \`_sunrise_page_v_version_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_main_screen_items_image_idx\` ON \`_sunrise_page_v_version_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_advantages_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantages_windows_block_items_order_idx\` ON \`_sunrise_page_v_version_advantages_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantages_windows_block_items_parent_id_idx\` ON \`_sunrise_page_v_version_advantages_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantages_windows_block_items_i_idx\` ON \`_sunrise_page_v_version_advantages_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_sunrises_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_sunrises_layout_block_items_order_idx\` ON \`_sunrise_page_v_version_sunrises_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_sunrises_layout_block_items_parent_id_idx\` ON \`_sunrise_page_v_version_sunrises_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_sunrises_layout_block_items_imag_idx\` ON \`_sunrise_page_v_version_sunrises_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_features_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_features_corner_glazing_block_items_order_idx\` ON \`_sunrise_page_v_version_features_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_features_corner_glazing_block_items_parent_id_idx\` ON \`_sunrise_page_v_version_features_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_features_corner_glazing_block_it_idx\` ON \`_sunrise_page_v_version_features_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantage_block_advantages_order_idx\` ON \`_sunrise_page_v_version_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantage_block_advantages_parent_id_idx\` ON \`_sunrise_page_v_version_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantage_block_advantages_image_idx\` ON \`_sunrise_page_v_version_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_corner_glazing_block_items_order_idx\` ON \`_sunrise_page_v_version_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_corner_glazing_block_items_parent_id_idx\` ON \`_sunrise_page_v_version_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_corner_glazing_block_items_image_idx\` ON \`_sunrise_page_v_version_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v_version_about_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_sunrise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_about_windows_block_items_order_idx\` ON \`_sunrise_page_v_version_about_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_about_windows_block_items_parent_id_idx\` ON \`_sunrise_page_v_version_about_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_about_windows_block_items_image_idx\` ON \`_sunrise_page_v_version_about_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_sunrise_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_main_screen_title\` text,
  	\`version_main_screen_description\` text,
  	\`version_main_screen_image_id\` integer,
  	\`version_advantages_windows_block_title\` text,
  	\`version_advantages_windows_block_description\` text,
  	\`version_advantages_windows_block_image_id\` integer,
  	\`version_sunrises_layout_block_title\` text,
  	\`version_sunrises_layout_block_description\` text,
  	\`version_sunrises_layout_block_image_id\` integer,
  	\`version_sunrises_layout_block_button_link_text\` text,
  	\`version_sunrises_layout_block_button_link_url\` text,
  	\`version_features_corner_glazing_block_title\` text,
  	\`version_features_corner_glazing_block_description\` text,
  	\`version_features_corner_glazing_block_image_id\` integer,
  	\`version_advantage_block_title\` text,
  	\`version_advantage_block_subtitle\` text,
  	\`version_advantage_block_subtitle_tablet\` text,
  	\`version_advantage_block_subtitle_mobile\` text,
  	\`version_advantage_block_help_text\` text,
  	\`version_advantage_block_text_button\` text,
  	\`version_advantage_block_project_url\` text,
  	\`version_corner_glazing_block_title\` text,
  	\`version_corner_glazing_block_description\` text,
  	\`version_corner_glazing_block_image_id\` integer,
  	\`version_about_windows_block_title\` text,
  	\`version_about_windows_block_description\` text,
  	\`version_about_windows_block_image_id\` integer,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_main_screen_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_advantages_windows_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_sunrises_layout_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_features_corner_glazing_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_corner_glazing_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_about_windows_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_main_screen_version_main_screen__idx\` ON \`_sunrise_page_v\` (\`version_main_screen_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_advantages_windows_block_version_idx\` ON \`_sunrise_page_v\` (\`version_advantages_windows_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_sunrises_layout_block_version_su_idx\` ON \`_sunrise_page_v\` (\`version_sunrises_layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_features_corner_glazing_block_ve_idx\` ON \`_sunrise_page_v\` (\`version_features_corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_corner_glazing_block_version_cor_idx\` ON \`_sunrise_page_v\` (\`version_corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_about_windows_block_version_abou_idx\` ON \`_sunrise_page_v\` (\`version_about_windows_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_version_edited_by_idx\` ON \`_sunrise_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_version_version__status_idx\` ON \`_sunrise_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_created_at_idx\` ON \`_sunrise_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_updated_at_idx\` ON \`_sunrise_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_latest_idx\` ON \`_sunrise_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_sunrise_page_v_autosave_idx\` ON \`_sunrise_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_page_v_version_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_mortgage_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_version_faqs_order_idx\` ON \`_mortgage_page_v_version_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_version_faqs_parent_id_idx\` ON \`_mortgage_page_v_version_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_mortgage_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_version_version_edited_by_idx\` ON \`_mortgage_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_version_version__status_idx\` ON \`_mortgage_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_created_at_idx\` ON \`_mortgage_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_updated_at_idx\` ON \`_mortgage_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_latest_idx\` ON \`_mortgage_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_mortgage_page_v_autosave_idx\` ON \`_mortgage_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_progress_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text,
  	\`version_description\` text,
  	\`version_panorama_card_title\` text,
  	\`version_panorama_card_text\` text,
  	\`version_panorama_card_image_id\` integer,
  	\`version_panorama_card_date\` text,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_panorama_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_progress_page_v_version_panorama_card_version_panorama__idx\` ON \`_progress_page_v\` (\`version_panorama_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_version_version_edited_by_idx\` ON \`_progress_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_version_version__status_idx\` ON \`_progress_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_created_at_idx\` ON \`_progress_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_updated_at_idx\` ON \`_progress_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_latest_idx\` ON \`_progress_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_progress_page_v_autosave_idx\` ON \`_progress_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_project_name\` text DEFAULT 'ЖК «Новая Заря»',
  	\`version_developer_name\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_address\` text,
  	\`version_working_hours\` text,
  	\`version_holidays_is_enabled\` integer DEFAULT false,
  	\`version_holidays_title\` text,
  	\`version_holidays_text\` text,
  	\`version_old_site_url\` text,
  	\`version_booking_url\` text,
  	\`version_metrika_counter_id\` text,
  	\`version_call_tracking_is_enabled\` integer DEFAULT false,
  	\`version_call_tracking_script_url\` text,
  	\`version_call_tracking_phone_class\` text,
  	\`version_legal_text\` text,
  	\`version_edited_by_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version_edited_by_idx\` ON \`_site_settings_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_layouts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_gallery\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`layouts_gallery\`;`)
  await db.run(sql`DROP TABLE \`layouts_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_gallery\` RENAME TO \`layouts_gallery\`;`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_order_idx\` ON \`layouts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_parent_id_idx\` ON \`layouts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_image_idx\` ON \`layouts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts_layout_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_layout_features\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`layouts_layout_features\`;`)
  await db.run(sql`DROP TABLE \`layouts_layout_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_layout_features\` RENAME TO \`layouts_layout_features\`;`)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_order_idx\` ON \`layouts_layout_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_parent_id_idx\` ON \`layouts_layout_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts_default_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_default_features\`("_order", "_parent_id", "id", "title", "value") SELECT "_order", "_parent_id", "id", "title", "value" FROM \`layouts_default_features\`;`)
  await db.run(sql`DROP TABLE \`layouts_default_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_default_features\` RENAME TO \`layouts_default_features\`;`)
  await db.run(sql`CREATE INDEX \`layouts_default_features_order_idx\` ON \`layouts_default_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_default_features_parent_id_idx\` ON \`layouts_default_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text,
  	\`rooms\` numeric,
  	\`is_euro\` integer DEFAULT false,
  	\`area\` numeric,
  	\`plan_id\` integer,
  	\`floor_position_id\` integer,
  	\`virtual_tour\` text,
  	\`layout_feature_block_title\` text,
  	\`layout_feature_block_description\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`floor_position_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts\`("id", "code", "rooms", "is_euro", "area", "plan_id", "floor_position_id", "virtual_tour", "layout_feature_block_title", "layout_feature_block_description", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "code", "rooms", "is_euro", "area", "plan_id", "floor_position_id", "virtual_tour", "layout_feature_block_title", "layout_feature_block_description", NULL, "updated_at", "created_at", 'published' FROM \`layouts\`;`)
  await db.run(sql`DROP TABLE \`layouts\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts\` RENAME TO \`layouts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`layouts_code_idx\` ON \`layouts\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`layouts_plan_idx\` ON \`layouts\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_floor_position_idx\` ON \`layouts\` (\`floor_position_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_edited_by_idx\` ON \`layouts\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_updated_at_idx\` ON \`layouts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`layouts_created_at_idx\` ON \`layouts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`layouts__status_idx\` ON \`layouts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_progress_cards_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_cards_photos\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`progress_cards_photos\`;`)
  await db.run(sql`DROP TABLE \`progress_cards_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_cards_photos\` RENAME TO \`progress_cards_photos\`;`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_order_idx\` ON \`progress_cards_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_parent_id_idx\` ON \`progress_cards_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_image_idx\` ON \`progress_cards_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_progress_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`date\` text,
  	\`year\` numeric,
  	\`month\` numeric,
  	\`text\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_cards\`("id", "title", "date", "year", "month", "text", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "date", "year", "month", "text", NULL, "updated_at", "created_at", 'published' FROM \`progress_cards\`;`)
  await db.run(sql`DROP TABLE \`progress_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_cards\` RENAME TO \`progress_cards\`;`)
  await db.run(sql`CREATE INDEX \`progress_cards_date_idx\` ON \`progress_cards\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_year_idx\` ON \`progress_cards\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_edited_by_idx\` ON \`progress_cards\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_updated_at_idx\` ON \`progress_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_created_at_idx\` ON \`progress_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards__status_idx\` ON \`progress_cards\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_promos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`placement\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`url\` text,
  	\`discount_percent\` numeric,
  	\`position\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`valid_until\` text,
  	\`show_price_from\` integer DEFAULT false,
  	\`applies_to_mortgage_program_id\` integer,
  	\`applies_to_completion\` text DEFAULT 'any',
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`applies_to_mortgage_program_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promos\`("id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "show_price_from", "applies_to_mortgage_program_id", "applies_to_completion", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "show_price_from", "applies_to_mortgage_program_id", "applies_to_completion", NULL, "updated_at", "created_at", 'published' FROM \`promos\`;`)
  await db.run(sql`DROP TABLE \`promos\`;`)
  await db.run(sql`ALTER TABLE \`__new_promos\` RENAME TO \`promos\`;`)
  await db.run(sql`CREATE INDEX \`promos_placement_idx\` ON \`promos\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`promos_image_idx\` ON \`promos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_applies_to_applies_to_mortgage_program_idx\` ON \`promos\` (\`applies_to_mortgage_program_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_edited_by_idx\` ON \`promos\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_updated_at_idx\` ON \`promos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promos_created_at_idx\` ON \`promos\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`promos__status_idx\` ON \`promos\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_seo_records_meta_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seo_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_seo_records_meta_tags\`("_order", "_parent_id", "id", "name", "content", "image_id") SELECT "_order", "_parent_id", "id", "name", "content", "image_id" FROM \`seo_records_meta_tags\`;`)
  await db.run(sql`DROP TABLE \`seo_records_meta_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_seo_records_meta_tags\` RENAME TO \`seo_records_meta_tags\`;`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_order_idx\` ON \`seo_records_meta_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_parent_id_idx\` ON \`seo_records_meta_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_image_idx\` ON \`seo_records_meta_tags\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_seo_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`description\` text,
  	\`edited_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_seo_records\`("id", "slug", "title", "description", "edited_by_id", "updated_at", "created_at", "_status") SELECT "id", "slug", "title", "description", NULL, "updated_at", "created_at", 'published' FROM \`seo_records\`;`)
  await db.run(sql`DROP TABLE \`seo_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_seo_records\` RENAME TO \`seo_records\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_records_slug_idx\` ON \`seo_records\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_edited_by_idx\` ON \`seo_records\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_updated_at_idx\` ON \`seo_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_created_at_idx\` ON \`seo_records\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_records__status_idx\` ON \`seo_records\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_screens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`button_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_screens\`("_order", "_parent_id", "id", "title", "subtitle", "image_id", "button_text", "button_url") SELECT "_order", "_parent_id", "id", "title", "subtitle", "image_id", "button_text", "button_url" FROM \`main_page_screens\`;`)
  await db.run(sql`DROP TABLE \`main_page_screens\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_screens\` RENAME TO \`main_page_screens\`;`)
  await db.run(sql`CREATE INDEX \`main_page_screens_order_idx\` ON \`main_page_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_parent_id_idx\` ON \`main_page_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_image_idx\` ON \`main_page_screens\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_developer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_developer_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_developer_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_developer_items\` RENAME TO \`main_page_developer_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_order_idx\` ON \`main_page_developer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_parent_id_idx\` ON \`main_page_developer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_image_idx\` ON \`main_page_developer_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_developer_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_developer_stats\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_developer_stats\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_developer_stats\` RENAME TO \`main_page_developer_stats\`;`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_order_idx\` ON \`main_page_developer_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_parent_id_idx\` ON \`main_page_developer_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_image_idx\` ON \`main_page_developer_stats\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_story_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_story_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_story_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_story_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_story_items\` RENAME TO \`main_page_story_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_order_idx\` ON \`main_page_story_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_parent_id_idx\` ON \`main_page_story_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_image_idx\` ON \`main_page_story_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_layout_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_layout_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_layout_block_items\` RENAME TO \`main_page_layout_block_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_order_idx\` ON \`main_page_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_parent_id_idx\` ON \`main_page_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_image_idx\` ON \`main_page_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_layouts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`rooms\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_layouts\`("_order", "_parent_id", "id", "title", "text", "image_id", "rooms", "url") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "rooms", "url" FROM \`main_page_layouts\`;`)
  await db.run(sql`DROP TABLE \`main_page_layouts\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_layouts\` RENAME TO \`main_page_layouts\`;`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_order_idx\` ON \`main_page_layouts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_parent_id_idx\` ON \`main_page_layouts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_image_idx\` ON \`main_page_layouts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_advantage_first_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_advantage_first_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_advantage_first_advantages\` RENAME TO \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_order_idx\` ON \`main_page_advantage_first_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_parent_id_idx\` ON \`main_page_advantage_first_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_image_idx\` ON \`main_page_advantage_first_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_feature_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_feature_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_feature_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_feature_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_feature_items\` RENAME TO \`main_page_feature_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_order_idx\` ON \`main_page_feature_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_parent_id_idx\` ON \`main_page_feature_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_image_idx\` ON \`main_page_feature_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_video_heroes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`quote\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_video_heroes\`("_order", "_parent_id", "id", "name", "role", "quote", "video_url", "poster_id") SELECT "_order", "_parent_id", "id", "name", "role", "quote", "video_url", "poster_id" FROM \`main_page_video_heroes\`;`)
  await db.run(sql`DROP TABLE \`main_page_video_heroes\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_video_heroes\` RENAME TO \`main_page_video_heroes\`;`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_order_idx\` ON \`main_page_video_heroes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_parent_id_idx\` ON \`main_page_video_heroes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_poster_idx\` ON \`main_page_video_heroes\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_advantage_second_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_advantage_second_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_advantage_second_advantages\` RENAME TO \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_order_idx\` ON \`main_page_advantage_second_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_parent_id_idx\` ON \`main_page_advantage_second_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_image_idx\` ON \`main_page_advantage_second_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_gallery_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`main_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_gallery_slides\` RENAME TO \`main_page_gallery_slides\`;`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_order_idx\` ON \`main_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_parent_id_idx\` ON \`main_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_image_idx\` ON \`main_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_gallery_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_gallery_items\` RENAME TO \`main_page_gallery_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_order_idx\` ON \`main_page_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_parent_id_idx\` ON \`main_page_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_image_idx\` ON \`main_page_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_map_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`category\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`minutes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_map_points\`("_order", "_parent_id", "id", "title", "category", "lat", "lng", "minutes") SELECT "_order", "_parent_id", "id", "title", "category", "lat", "lng", "minutes" FROM \`location_page_map_points\`;`)
  await db.run(sql`DROP TABLE \`location_page_map_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_map_points\` RENAME TO \`location_page_map_points\`;`)
  await db.run(sql`CREATE INDEX \`location_page_map_points_order_idx\` ON \`location_page_map_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_map_points_parent_id_idx\` ON \`location_page_map_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_points_attraction_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_points_attraction_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`location_page_points_attraction_items\`;`)
  await db.run(sql`DROP TABLE \`location_page_points_attraction_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_points_attraction_items\` RENAME TO \`location_page_points_attraction_items\`;`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_order_idx\` ON \`location_page_points_attraction_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_parent_id_idx\` ON \`location_page_points_attraction_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_image_idx\` ON \`location_page_points_attraction_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_school_kindergarten_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_school_kindergarten_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`DROP TABLE \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_school_kindergarten_items\` RENAME TO \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_order_idx\` ON \`location_page_school_kindergarten_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_parent_id_idx\` ON \`location_page_school_kindergarten_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_image_idx\` ON \`location_page_school_kindergarten_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`map_center_lat\` numeric,
  	\`map_center_lng\` numeric,
  	\`map_zoom\` numeric DEFAULT 14,
  	\`district_panorama_title\` text,
  	\`district_panorama_image_id\` integer,
  	\`points_attraction_title\` text,
  	\`points_attraction_description\` text,
  	\`points_attraction_image_id\` integer,
  	\`school_kindergarten_title\` text,
  	\`school_kindergarten_description\` text,
  	\`school_kindergarten_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`district_panorama_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`points_attraction_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_kindergarten_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page\`("id", "title", "description", "map_center_lat", "map_center_lng", "map_zoom", "district_panorama_title", "district_panorama_image_id", "points_attraction_title", "points_attraction_description", "points_attraction_image_id", "school_kindergarten_title", "school_kindergarten_description", "school_kindergarten_image_id", "edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "map_center_lat", "map_center_lng", "map_zoom", "district_panorama_title", "district_panorama_image_id", "points_attraction_title", "points_attraction_description", "points_attraction_image_id", "school_kindergarten_title", "school_kindergarten_description", "school_kindergarten_image_id", NULL, 'published', "updated_at", "created_at" FROM \`location_page\`;`)
  await db.run(sql`DROP TABLE \`location_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page\` RENAME TO \`location_page\`;`)
  await db.run(sql`CREATE INDEX \`location_page_district_panorama_district_panorama_image_idx\` ON \`location_page\` (\`district_panorama_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_points_attraction_image_idx\` ON \`location_page\` (\`points_attraction_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_school_kindergarten_im_idx\` ON \`location_page\` (\`school_kindergarten_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_edited_by_idx\` ON \`location_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page__status_idx\` ON \`location_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_slider_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_slider_main_screen_items\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_slider_main_screen_items\` RENAME TO \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_order_idx\` ON \`yards_page_slider_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_parent_id_idx\` ON \`yards_page_slider_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_image_idx\` ON \`yards_page_slider_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_communication_area_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_communication_area_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_communication_area_block_items\` RENAME TO \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_order_idx\` ON \`yards_page_communication_area_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_parent_id_idx\` ON \`yards_page_communication_area_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_image_idx\` ON \`yards_page_communication_area_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_advantage_block_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_advantage_block_advantages\` RENAME TO \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_order_idx\` ON \`yards_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_parent_id_idx\` ON \`yards_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_image_idx\` ON \`yards_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_park_features_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_park_features_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_park_features_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_park_features_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_park_features_block_items\` RENAME TO \`yards_page_park_features_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_order_idx\` ON \`yards_page_park_features_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_parent_id_idx\` ON \`yards_page_park_features_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_image_idx\` ON \`yards_page_park_features_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_settle_down_nearby_block_first_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_settle_down_nearby_block_first_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_settle_down_nearby_block_first_items\` RENAME TO \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_order_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_image_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_settle_down_nearby_block_second_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_settle_down_nearby_block_second_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_settle_down_nearby_block_second_items\` RENAME TO \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_order_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_image_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_gallery_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`yards_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`yards_page_gallery_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_gallery_slides\` RENAME TO \`yards_page_gallery_slides\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_order_idx\` ON \`yards_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_parent_id_idx\` ON \`yards_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_image_idx\` ON \`yards_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_sport_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_sport_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_sport_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_sport_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_sport_block_items\` RENAME TO \`yards_page_sport_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_order_idx\` ON \`yards_page_sport_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_parent_id_idx\` ON \`yards_page_sport_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_image_idx\` ON \`yards_page_sport_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_herbarium_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_herbarium_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_herbarium_block_items\` RENAME TO \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_order_idx\` ON \`yards_page_herbarium_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_parent_id_idx\` ON \`yards_page_herbarium_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_image_idx\` ON \`yards_page_herbarium_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`communication_area_block_title\` text,
  	\`communication_area_block_description\` text,
  	\`communication_area_block_image_id\` integer,
  	\`advantage_block_title\` text,
  	\`advantage_block_subtitle\` text,
  	\`advantage_block_subtitle_tablet\` text,
  	\`advantage_block_subtitle_mobile\` text,
  	\`advantage_block_help_text\` text,
  	\`advantage_block_text_button\` text,
  	\`advantage_block_project_url\` text,
  	\`park_features_block_title\` text,
  	\`park_features_block_description\` text,
  	\`park_features_block_image_id\` integer,
  	\`settle_down_nearby_block_first_title\` text,
  	\`settle_down_nearby_block_first_description\` text,
  	\`settle_down_nearby_block_first_image_id\` integer,
  	\`settle_down_nearby_block_second_title\` text,
  	\`settle_down_nearby_block_second_description\` text,
  	\`settle_down_nearby_block_second_image_id\` integer,
  	\`sport_block_title\` text,
  	\`sport_block_description\` text,
  	\`sport_block_image_id\` integer,
  	\`herbarium_block_title\` text,
  	\`herbarium_block_description\` text,
  	\`herbarium_block_image_id\` integer,
  	\`edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`communication_area_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`park_features_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settle_down_nearby_block_first_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settle_down_nearby_block_second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sport_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herbarium_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page\`("id", "title", "description", "communication_area_block_title", "communication_area_block_description", "communication_area_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "park_features_block_title", "park_features_block_description", "park_features_block_image_id", "settle_down_nearby_block_first_title", "settle_down_nearby_block_first_description", "settle_down_nearby_block_first_image_id", "settle_down_nearby_block_second_title", "settle_down_nearby_block_second_description", "settle_down_nearby_block_second_image_id", "sport_block_title", "sport_block_description", "sport_block_image_id", "herbarium_block_title", "herbarium_block_description", "herbarium_block_image_id", "edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "communication_area_block_title", "communication_area_block_description", "communication_area_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "park_features_block_title", "park_features_block_description", "park_features_block_image_id", "settle_down_nearby_block_first_title", "settle_down_nearby_block_first_description", "settle_down_nearby_block_first_image_id", "settle_down_nearby_block_second_title", "settle_down_nearby_block_second_description", "settle_down_nearby_block_second_image_id", "sport_block_title", "sport_block_description", "sport_block_image_id", "herbarium_block_title", "herbarium_block_description", "herbarium_block_image_id", NULL, 'published', "updated_at", "created_at" FROM \`yards_page\`;`)
  await db.run(sql`DROP TABLE \`yards_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page\` RENAME TO \`yards_page\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_communication_area_b_idx\` ON \`yards_page\` (\`communication_area_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_park_features_block_image_idx\` ON \`yards_page\` (\`park_features_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_settle_down_ne_idx\` ON \`yards_page\` (\`settle_down_nearby_block_first_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_settle_down_n_idx\` ON \`yards_page\` (\`settle_down_nearby_block_second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_sport_block_image_idx\` ON \`yards_page\` (\`sport_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_herbarium_block_image_idx\` ON \`yards_page\` (\`herbarium_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_edited_by_idx\` ON \`yards_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page__status_idx\` ON \`yards_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_main_screen_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_main_screen_items\` RENAME TO \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_order_idx\` ON \`sunrise_page_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_parent_id_idx\` ON \`sunrise_page_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_image_idx\` ON \`sunrise_page_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_advantages_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_advantages_windows_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_advantages_windows_block_items\` RENAME TO \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_order_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_parent_id_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_image_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_sunrises_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_sunrises_layout_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_sunrises_layout_block_items\` RENAME TO \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_order_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_parent_id_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_image_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_features_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_features_corner_glazing_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_features_corner_glazing_block_items\` RENAME TO \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_order_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_image_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_advantage_block_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_advantage_block_advantages\` RENAME TO \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_order_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_parent_id_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_image_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_corner_glazing_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_corner_glazing_block_items\` RENAME TO \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_order_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_image_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_about_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_about_windows_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_about_windows_block_items\` RENAME TO \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_order_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_parent_id_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_image_idx\` ON \`sunrise_page_about_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_page_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_page_faqs\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`mortgage_page_faqs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page_faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_page_faqs\` RENAME TO \`mortgage_page_faqs\`;`)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_order_idx\` ON \`mortgage_page_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_parent_id_idx\` ON \`mortgage_page_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_page\`("id", "title", "description", "edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", NULL, 'published', "updated_at", "created_at" FROM \`mortgage_page\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_page\` RENAME TO \`mortgage_page\`;`)
  await db.run(sql`CREATE INDEX \`mortgage_page_edited_by_idx\` ON \`mortgage_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_page__status_idx\` ON \`mortgage_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_progress_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`panorama_card_title\` text,
  	\`panorama_card_text\` text,
  	\`panorama_card_image_id\` integer,
  	\`panorama_card_date\` text,
  	\`edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`panorama_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_page\`("id", "title", "description", "panorama_card_title", "panorama_card_text", "panorama_card_image_id", "panorama_card_date", "edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "title", "description", "panorama_card_title", "panorama_card_text", "panorama_card_image_id", "panorama_card_date", NULL, 'published', "updated_at", "created_at" FROM \`progress_page\`;`)
  await db.run(sql`DROP TABLE \`progress_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_page\` RENAME TO \`progress_page\`;`)
  await db.run(sql`CREATE INDEX \`progress_page_panorama_card_panorama_card_image_idx\` ON \`progress_page\` (\`panorama_card_image_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_page_edited_by_idx\` ON \`progress_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_page__status_idx\` ON \`progress_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_name\` text DEFAULT 'ЖК «Новая Заря»',
  	\`developer_name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`address\` text,
  	\`working_hours\` text,
  	\`holidays_is_enabled\` integer DEFAULT false,
  	\`holidays_title\` text,
  	\`holidays_text\` text,
  	\`old_site_url\` text,
  	\`booking_url\` text,
  	\`metrika_counter_id\` text,
  	\`call_tracking_is_enabled\` integer DEFAULT false,
  	\`call_tracking_script_url\` text,
  	\`call_tracking_phone_class\` text,
  	\`legal_text\` text,
  	\`edited_by_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "project_name", "developer_name", "phone", "email", "address", "working_hours", "holidays_is_enabled", "holidays_title", "holidays_text", "old_site_url", "booking_url", "metrika_counter_id", "call_tracking_is_enabled", "call_tracking_script_url", "call_tracking_phone_class", "legal_text", "edited_by_id", "_status", "updated_at", "created_at") SELECT "id", "project_name", "developer_name", "phone", "email", "address", "working_hours", "holidays_is_enabled", "holidays_title", "holidays_text", "old_site_url", "booking_url", "metrika_counter_id", "call_tracking_is_enabled", "call_tracking_script_url", "call_tracking_phone_class", "legal_text", NULL, 'published', "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_edited_by_idx\` ON \`site_settings\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`owner_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`leads_status_idx\` ON \`leads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`leads_owner_idx\` ON \`leads\` (\`owner_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`role\` text DEFAULT 'editor' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`users_role_idx\` ON \`users\` (\`role\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`property_changes_id\` integer REFERENCES property_changes(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_property_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`property_changes_id\`);`)
  await db.run(sql`ALTER TABLE \`main_page\` ADD \`edited_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`main_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`main_page_edited_by_idx\` ON \`main_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page__status_idx\` ON \`main_page\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`sunrise_page\` ADD \`edited_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`sunrise_page\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`sunrise_page_edited_by_idx\` ON \`sunrise_page\` (\`edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page__status_idx\` ON \`sunrise_page\` (\`_status\`);`)
  // Data (hand-written, keep when regenerating): what existed before drafts was live, so it stays published;
  // the accounts that existed before roles were all-powerful, so they become admins.
  await db.run(sql`UPDATE \`layouts\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`progress_cards\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`promos\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`seo_records\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`main_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`sunrise_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`yards_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`location_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`mortgage_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`progress_page\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`site_settings\` SET \`_status\` = 'published';`)
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'admin';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_promos_v_version_applies_to_property_types\`;`)
  await db.run(sql`DROP TABLE \`_promos_v_version_applies_to_features\`;`)
  await db.run(sql`DROP TABLE \`_promos_v\`;`)
  await db.run(sql`DROP TABLE \`_promos_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_progress_cards_v_version_photos\`;`)
  await db.run(sql`DROP TABLE \`_progress_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_progress_cards_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_seo_records_v_version_meta_tags\`;`)
  await db.run(sql`DROP TABLE \`_seo_records_v\`;`)
  await db.run(sql`DROP TABLE \`leads_notes\`;`)
  await db.run(sql`DROP TABLE \`property_changes\`;`)
  await db.run(sql`DROP TABLE \`_layouts_v_version_gallery\`;`)
  await db.run(sql`DROP TABLE \`_layouts_v_version_layout_features\`;`)
  await db.run(sql`DROP TABLE \`_layouts_v_version_default_features\`;`)
  await db.run(sql`DROP TABLE \`_layouts_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_screens\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_developer_items\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_developer_stats\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_story_items\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_layouts\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_advantage_first_advantages\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_feature_items\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_video_heroes\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_advantage_second_advantages\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v_version_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`_main_page_v\`;`)
  await db.run(sql`DROP TABLE \`_location_page_v_version_map_points\`;`)
  await db.run(sql`DROP TABLE \`_location_page_v_version_points_attraction_items\`;`)
  await db.run(sql`DROP TABLE \`_location_page_v_version_school_kindergarten_items\`;`)
  await db.run(sql`DROP TABLE \`_location_page_v\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_slider_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_communication_area_block_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_park_features_block_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_sport_block_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v_version_herbarium_block_items\`;`)
  await db.run(sql`DROP TABLE \`_yards_page_v\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_advantages_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_sunrises_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_features_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v_version_about_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`_sunrise_page_v\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_page_v_version_faqs\`;`)
  await db.run(sql`DROP TABLE \`_mortgage_page_v\`;`)
  await db.run(sql`DROP TABLE \`_progress_page_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_promos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`placement\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`button_text\` text,
  	\`url\` text,
  	\`discount_percent\` numeric,
  	\`position\` numeric,
  	\`order\` numeric DEFAULT 0,
  	\`is_active\` integer DEFAULT true,
  	\`valid_until\` text,
  	\`show_price_from\` integer DEFAULT false,
  	\`applies_to_mortgage_program_id\` integer,
  	\`applies_to_completion\` text DEFAULT 'any',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`applies_to_mortgage_program_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promos\`("id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "show_price_from", "applies_to_mortgage_program_id", "applies_to_completion", "updated_at", "created_at") SELECT "id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "show_price_from", "applies_to_mortgage_program_id", "applies_to_completion", "updated_at", "created_at" FROM \`promos\`;`)
  await db.run(sql`DROP TABLE \`promos\`;`)
  await db.run(sql`ALTER TABLE \`__new_promos\` RENAME TO \`promos\`;`)
  await db.run(sql`CREATE INDEX \`promos_placement_idx\` ON \`promos\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`promos_image_idx\` ON \`promos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_applies_to_applies_to_mortgage_program_idx\` ON \`promos\` (\`applies_to_mortgage_program_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_updated_at_idx\` ON \`promos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promos_created_at_idx\` ON \`promos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_progress_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`date\` text NOT NULL,
  	\`year\` numeric NOT NULL,
  	\`month\` numeric NOT NULL,
  	\`text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_cards\`("id", "title", "date", "year", "month", "text", "updated_at", "created_at") SELECT "id", "title", "date", "year", "month", "text", "updated_at", "created_at" FROM \`progress_cards\`;`)
  await db.run(sql`DROP TABLE \`progress_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_cards\` RENAME TO \`progress_cards\`;`)
  await db.run(sql`CREATE INDEX \`progress_cards_date_idx\` ON \`progress_cards\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_year_idx\` ON \`progress_cards\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_updated_at_idx\` ON \`progress_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_created_at_idx\` ON \`progress_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_seo_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_seo_records\`("id", "slug", "title", "description", "updated_at", "created_at") SELECT "id", "slug", "title", "description", "updated_at", "created_at" FROM \`seo_records\`;`)
  await db.run(sql`DROP TABLE \`seo_records\`;`)
  await db.run(sql`ALTER TABLE \`__new_seo_records\` RENAME TO \`seo_records\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_records_slug_idx\` ON \`seo_records\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_updated_at_idx\` ON \`seo_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_created_at_idx\` ON \`seo_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'consultation' NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`comment\` text,
  	\`property_id\` integer,
  	\`mortgage_program_id\` integer,
  	\`client_id\` text,
  	\`page_url\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_content\` text,
  	\`utm_term\` text,
  	\`booked_price\` numeric,
  	\`hold_until\` text,
  	\`form_fields\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_next_at\` text,
  	\`delivery_error\` text,
  	\`delivered_to\` text,
  	\`delivered_at\` text,
  	\`delivery_claim\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mortgage_program_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "type", "name", "phone", "email", "comment", "property_id", "mortgage_program_id", "client_id", "page_url", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "booked_price", "hold_until", "form_fields", "delivery_status", "delivery_attempts", "delivery_next_at", "delivery_error", "delivered_to", "delivered_at", "delivery_claim", "updated_at", "created_at") SELECT "id", "type", "name", "phone", "email", "comment", "property_id", "mortgage_program_id", "client_id", "page_url", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "booked_price", "hold_until", "form_fields", "delivery_status", "delivery_attempts", "delivery_next_at", "delivery_error", "delivered_to", "delivered_at", "delivery_claim", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_type_idx\` ON \`leads\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_mortgage_program_idx\` ON \`leads\` (\`mortgage_program_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`rooms\` numeric NOT NULL,
  	\`is_euro\` integer DEFAULT false,
  	\`area\` numeric NOT NULL,
  	\`plan_id\` integer NOT NULL,
  	\`floor_position_id\` integer,
  	\`virtual_tour\` text,
  	\`layout_feature_block_title\` text,
  	\`layout_feature_block_description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`floor_position_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts\`("id", "code", "rooms", "is_euro", "area", "plan_id", "floor_position_id", "virtual_tour", "layout_feature_block_title", "layout_feature_block_description", "updated_at", "created_at") SELECT "id", "code", "rooms", "is_euro", "area", "plan_id", "floor_position_id", "virtual_tour", "layout_feature_block_title", "layout_feature_block_description", "updated_at", "created_at" FROM \`layouts\`;`)
  await db.run(sql`DROP TABLE \`layouts\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts\` RENAME TO \`layouts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`layouts_code_idx\` ON \`layouts\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`layouts_plan_idx\` ON \`layouts\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_floor_position_idx\` ON \`layouts\` (\`floor_position_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_updated_at_idx\` ON \`layouts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`layouts_created_at_idx\` ON \`layouts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`layouts_id\` integer,
  	\`buildings_id\` integer,
  	\`sections_id\` integer,
  	\`mortgage_programs_id\` integer,
  	\`banks_id\` integer,
  	\`progress_cards_id\` integer,
  	\`cameras_id\` integer,
  	\`promos_id\` integer,
  	\`leads_id\` integer,
  	\`subscribers_id\` integer,
  	\`visitor_items_id\` integer,
  	\`favorite_collections_id\` integer,
  	\`seo_records_id\` integer,
  	\`redirects_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`layouts_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sections_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mortgage_programs_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banks_id\`) REFERENCES \`banks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`progress_cards_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cameras_id\`) REFERENCES \`cameras\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`promos_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leads_id\`) REFERENCES \`leads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visitor_items_id\`) REFERENCES \`visitor_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_collections_id\`) REFERENCES \`favorite_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`seo_records_id\`) REFERENCES \`seo_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "progress_cards_id", "cameras_id", "promos_id", "leads_id", "subscribers_id", "visitor_items_id", "favorite_collections_id", "seo_records_id", "redirects_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "layouts_id", "buildings_id", "sections_id", "mortgage_programs_id", "banks_id", "progress_cards_id", "cameras_id", "promos_id", "leads_id", "subscribers_id", "visitor_items_id", "favorite_collections_id", "seo_records_id", "redirects_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_layouts_id_idx\` ON \`payload_locked_documents_rels\` (\`layouts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_buildings_id_idx\` ON \`payload_locked_documents_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sections_id_idx\` ON \`payload_locked_documents_rels\` (\`sections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mortgage_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`mortgage_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banks_id_idx\` ON \`payload_locked_documents_rels\` (\`banks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_progress_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`progress_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cameras_id_idx\` ON \`payload_locked_documents_rels\` (\`cameras_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_promos_id_idx\` ON \`payload_locked_documents_rels\` (\`promos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leads_id_idx\` ON \`payload_locked_documents_rels\` (\`leads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visitor_items_id_idx\` ON \`payload_locked_documents_rels\` (\`visitor_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_seo_records_id_idx\` ON \`payload_locked_documents_rels\` (\`seo_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`developer_title\` text,
  	\`developer_description\` text,
  	\`developer_image_id\` integer,
  	\`story_title\` text,
  	\`story_description\` text,
  	\`story_image_id\` integer,
  	\`layout_block_title\` text,
  	\`layout_block_description\` text,
  	\`layout_block_image_id\` integer,
  	\`layout_block_button_text\` text,
  	\`layout_block_button_url\` text,
  	\`advantage_first_title\` text,
  	\`advantage_first_subtitle\` text,
  	\`advantage_first_subtitle_tablet\` text,
  	\`advantage_first_subtitle_mobile\` text,
  	\`advantage_first_help_text\` text,
  	\`advantage_first_text_button\` text,
  	\`advantage_first_project_url\` text,
  	\`feature_title\` text,
  	\`feature_description\` text,
  	\`feature_image_id\` integer,
  	\`video_title\` text,
  	\`video_description\` text,
  	\`video_history_title\` text,
  	\`video_history_video_url\` text,
  	\`video_history_poster_id\` integer,
  	\`video_avatar_id\` integer,
  	\`advantage_second_title\` text,
  	\`advantage_second_subtitle\` text,
  	\`advantage_second_subtitle_tablet\` text,
  	\`advantage_second_subtitle_mobile\` text,
  	\`advantage_second_help_text\` text,
  	\`advantage_second_text_button\` text,
  	\`advantage_second_project_url\` text,
  	\`gallery_title\` text,
  	\`gallery_description\` text,
  	\`gallery_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`developer_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`story_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`layout_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`feature_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_history_poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gallery_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page\`("id", "developer_title", "developer_description", "developer_image_id", "story_title", "story_description", "story_image_id", "layout_block_title", "layout_block_description", "layout_block_image_id", "layout_block_button_text", "layout_block_button_url", "advantage_first_title", "advantage_first_subtitle", "advantage_first_subtitle_tablet", "advantage_first_subtitle_mobile", "advantage_first_help_text", "advantage_first_text_button", "advantage_first_project_url", "feature_title", "feature_description", "feature_image_id", "video_title", "video_description", "video_history_title", "video_history_video_url", "video_history_poster_id", "video_avatar_id", "advantage_second_title", "advantage_second_subtitle", "advantage_second_subtitle_tablet", "advantage_second_subtitle_mobile", "advantage_second_help_text", "advantage_second_text_button", "advantage_second_project_url", "gallery_title", "gallery_description", "gallery_image_id", "updated_at", "created_at") SELECT "id", "developer_title", "developer_description", "developer_image_id", "story_title", "story_description", "story_image_id", "layout_block_title", "layout_block_description", "layout_block_image_id", "layout_block_button_text", "layout_block_button_url", "advantage_first_title", "advantage_first_subtitle", "advantage_first_subtitle_tablet", "advantage_first_subtitle_mobile", "advantage_first_help_text", "advantage_first_text_button", "advantage_first_project_url", "feature_title", "feature_description", "feature_image_id", "video_title", "video_description", "video_history_title", "video_history_video_url", "video_history_poster_id", "video_avatar_id", "advantage_second_title", "advantage_second_subtitle", "advantage_second_subtitle_tablet", "advantage_second_subtitle_mobile", "advantage_second_help_text", "advantage_second_text_button", "advantage_second_project_url", "gallery_title", "gallery_description", "gallery_image_id", "updated_at", "created_at" FROM \`main_page\`;`)
  await db.run(sql`DROP TABLE \`main_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page\` RENAME TO \`main_page\`;`)
  await db.run(sql`CREATE INDEX \`main_page_developer_developer_image_idx\` ON \`main_page\` (\`developer_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_story_image_idx\` ON \`main_page\` (\`story_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_layout_block_image_idx\` ON \`main_page\` (\`layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_feature_image_idx\` ON \`main_page\` (\`feature_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_history_video_history_poster_idx\` ON \`main_page\` (\`video_history_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_avatar_idx\` ON \`main_page\` (\`video_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_gallery_image_idx\` ON \`main_page\` (\`gallery_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`map_center_lat\` numeric,
  	\`map_center_lng\` numeric,
  	\`map_zoom\` numeric DEFAULT 14,
  	\`district_panorama_title\` text,
  	\`district_panorama_image_id\` integer,
  	\`points_attraction_title\` text,
  	\`points_attraction_description\` text,
  	\`points_attraction_image_id\` integer,
  	\`school_kindergarten_title\` text,
  	\`school_kindergarten_description\` text,
  	\`school_kindergarten_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`district_panorama_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`points_attraction_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`school_kindergarten_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page\`("id", "title", "description", "map_center_lat", "map_center_lng", "map_zoom", "district_panorama_title", "district_panorama_image_id", "points_attraction_title", "points_attraction_description", "points_attraction_image_id", "school_kindergarten_title", "school_kindergarten_description", "school_kindergarten_image_id", "updated_at", "created_at") SELECT "id", "title", "description", "map_center_lat", "map_center_lng", "map_zoom", "district_panorama_title", "district_panorama_image_id", "points_attraction_title", "points_attraction_description", "points_attraction_image_id", "school_kindergarten_title", "school_kindergarten_description", "school_kindergarten_image_id", "updated_at", "created_at" FROM \`location_page\`;`)
  await db.run(sql`DROP TABLE \`location_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page\` RENAME TO \`location_page\`;`)
  await db.run(sql`CREATE INDEX \`location_page_district_panorama_district_panorama_image_idx\` ON \`location_page\` (\`district_panorama_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_points_attraction_image_idx\` ON \`location_page\` (\`points_attraction_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_school_kindergarten_im_idx\` ON \`location_page\` (\`school_kindergarten_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`communication_area_block_title\` text,
  	\`communication_area_block_description\` text,
  	\`communication_area_block_image_id\` integer,
  	\`advantage_block_title\` text,
  	\`advantage_block_subtitle\` text,
  	\`advantage_block_subtitle_tablet\` text,
  	\`advantage_block_subtitle_mobile\` text,
  	\`advantage_block_help_text\` text,
  	\`advantage_block_text_button\` text,
  	\`advantage_block_project_url\` text,
  	\`park_features_block_title\` text,
  	\`park_features_block_description\` text,
  	\`park_features_block_image_id\` integer,
  	\`settle_down_nearby_block_first_title\` text,
  	\`settle_down_nearby_block_first_description\` text,
  	\`settle_down_nearby_block_first_image_id\` integer,
  	\`settle_down_nearby_block_second_title\` text,
  	\`settle_down_nearby_block_second_description\` text,
  	\`settle_down_nearby_block_second_image_id\` integer,
  	\`sport_block_title\` text,
  	\`sport_block_description\` text,
  	\`sport_block_image_id\` integer,
  	\`herbarium_block_title\` text,
  	\`herbarium_block_description\` text,
  	\`herbarium_block_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`communication_area_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`park_features_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settle_down_nearby_block_first_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`settle_down_nearby_block_second_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sport_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`herbarium_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page\`("id", "title", "description", "communication_area_block_title", "communication_area_block_description", "communication_area_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "park_features_block_title", "park_features_block_description", "park_features_block_image_id", "settle_down_nearby_block_first_title", "settle_down_nearby_block_first_description", "settle_down_nearby_block_first_image_id", "settle_down_nearby_block_second_title", "settle_down_nearby_block_second_description", "settle_down_nearby_block_second_image_id", "sport_block_title", "sport_block_description", "sport_block_image_id", "herbarium_block_title", "herbarium_block_description", "herbarium_block_image_id", "updated_at", "created_at") SELECT "id", "title", "description", "communication_area_block_title", "communication_area_block_description", "communication_area_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "park_features_block_title", "park_features_block_description", "park_features_block_image_id", "settle_down_nearby_block_first_title", "settle_down_nearby_block_first_description", "settle_down_nearby_block_first_image_id", "settle_down_nearby_block_second_title", "settle_down_nearby_block_second_description", "settle_down_nearby_block_second_image_id", "sport_block_title", "sport_block_description", "sport_block_image_id", "herbarium_block_title", "herbarium_block_description", "herbarium_block_image_id", "updated_at", "created_at" FROM \`yards_page\`;`)
  await db.run(sql`DROP TABLE \`yards_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page\` RENAME TO \`yards_page\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_communication_area_b_idx\` ON \`yards_page\` (\`communication_area_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_park_features_block_image_idx\` ON \`yards_page\` (\`park_features_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_settle_down_ne_idx\` ON \`yards_page\` (\`settle_down_nearby_block_first_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_settle_down_n_idx\` ON \`yards_page\` (\`settle_down_nearby_block_second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_sport_block_image_idx\` ON \`yards_page\` (\`sport_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_herbarium_block_image_idx\` ON \`yards_page\` (\`herbarium_block_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`main_screen_title\` text,
  	\`main_screen_description\` text,
  	\`main_screen_image_id\` integer,
  	\`advantages_windows_block_title\` text,
  	\`advantages_windows_block_description\` text,
  	\`advantages_windows_block_image_id\` integer,
  	\`sunrises_layout_block_title\` text,
  	\`sunrises_layout_block_description\` text,
  	\`sunrises_layout_block_image_id\` integer,
  	\`sunrises_layout_block_button_link_text\` text,
  	\`sunrises_layout_block_button_link_url\` text,
  	\`features_corner_glazing_block_title\` text,
  	\`features_corner_glazing_block_description\` text,
  	\`features_corner_glazing_block_image_id\` integer,
  	\`advantage_block_title\` text,
  	\`advantage_block_subtitle\` text,
  	\`advantage_block_subtitle_tablet\` text,
  	\`advantage_block_subtitle_mobile\` text,
  	\`advantage_block_help_text\` text,
  	\`advantage_block_text_button\` text,
  	\`advantage_block_project_url\` text,
  	\`corner_glazing_block_title\` text,
  	\`corner_glazing_block_description\` text,
  	\`corner_glazing_block_image_id\` integer,
  	\`about_windows_block_title\` text,
  	\`about_windows_block_description\` text,
  	\`about_windows_block_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`main_screen_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`advantages_windows_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sunrises_layout_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`features_corner_glazing_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`corner_glazing_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_windows_block_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page\`("id", "main_screen_title", "main_screen_description", "main_screen_image_id", "advantages_windows_block_title", "advantages_windows_block_description", "advantages_windows_block_image_id", "sunrises_layout_block_title", "sunrises_layout_block_description", "sunrises_layout_block_image_id", "sunrises_layout_block_button_link_text", "sunrises_layout_block_button_link_url", "features_corner_glazing_block_title", "features_corner_glazing_block_description", "features_corner_glazing_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "corner_glazing_block_title", "corner_glazing_block_description", "corner_glazing_block_image_id", "about_windows_block_title", "about_windows_block_description", "about_windows_block_image_id", "updated_at", "created_at") SELECT "id", "main_screen_title", "main_screen_description", "main_screen_image_id", "advantages_windows_block_title", "advantages_windows_block_description", "advantages_windows_block_image_id", "sunrises_layout_block_title", "sunrises_layout_block_description", "sunrises_layout_block_image_id", "sunrises_layout_block_button_link_text", "sunrises_layout_block_button_link_url", "features_corner_glazing_block_title", "features_corner_glazing_block_description", "features_corner_glazing_block_image_id", "advantage_block_title", "advantage_block_subtitle", "advantage_block_subtitle_tablet", "advantage_block_subtitle_mobile", "advantage_block_help_text", "advantage_block_text_button", "advantage_block_project_url", "corner_glazing_block_title", "corner_glazing_block_description", "corner_glazing_block_image_id", "about_windows_block_title", "about_windows_block_description", "about_windows_block_image_id", "updated_at", "created_at" FROM \`sunrise_page\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page\` RENAME TO \`sunrise_page\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_main_screen_image_idx\` ON \`sunrise_page\` (\`main_screen_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_advantages_windows_idx\` ON \`sunrise_page\` (\`advantages_windows_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_sunrises_layout_block_idx\` ON \`sunrise_page\` (\`sunrises_layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_features_corn_idx\` ON \`sunrise_page\` (\`features_corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_corner_glazing_block_i_idx\` ON \`sunrise_page\` (\`corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_about_windows_block_ima_idx\` ON \`sunrise_page\` (\`about_windows_block_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_page\`("id", "title", "description", "updated_at", "created_at") SELECT "id", "title", "description", "updated_at", "created_at" FROM \`mortgage_page\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_page\` RENAME TO \`mortgage_page\`;`)
  await db.run(sql`CREATE TABLE \`__new_progress_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`panorama_card_title\` text,
  	\`panorama_card_text\` text,
  	\`panorama_card_image_id\` integer,
  	\`panorama_card_date\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`panorama_card_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_page\`("id", "title", "description", "panorama_card_title", "panorama_card_text", "panorama_card_image_id", "panorama_card_date", "updated_at", "created_at") SELECT "id", "title", "description", "panorama_card_title", "panorama_card_text", "panorama_card_image_id", "panorama_card_date", "updated_at", "created_at" FROM \`progress_page\`;`)
  await db.run(sql`DROP TABLE \`progress_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_page\` RENAME TO \`progress_page\`;`)
  await db.run(sql`CREATE INDEX \`progress_page_panorama_card_panorama_card_image_idx\` ON \`progress_page\` (\`panorama_card_image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`project_name\` text DEFAULT 'ЖК «Новая Заря»' NOT NULL,
  	\`developer_name\` text,
  	\`phone\` text NOT NULL,
  	\`email\` text,
  	\`address\` text,
  	\`working_hours\` text,
  	\`holidays_is_enabled\` integer DEFAULT false,
  	\`holidays_title\` text,
  	\`holidays_text\` text,
  	\`old_site_url\` text,
  	\`booking_url\` text,
  	\`metrika_counter_id\` text,
  	\`call_tracking_is_enabled\` integer DEFAULT false,
  	\`call_tracking_script_url\` text,
  	\`call_tracking_phone_class\` text,
  	\`legal_text\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "project_name", "developer_name", "phone", "email", "address", "working_hours", "holidays_is_enabled", "holidays_title", "holidays_text", "old_site_url", "booking_url", "metrika_counter_id", "call_tracking_is_enabled", "call_tracking_script_url", "call_tracking_phone_class", "legal_text", "updated_at", "created_at") SELECT "id", "project_name", "developer_name", "phone", "email", "address", "working_hours", "holidays_is_enabled", "holidays_title", "holidays_text", "old_site_url", "booking_url", "metrika_counter_id", "call_tracking_is_enabled", "call_tracking_script_url", "call_tracking_phone_class", "legal_text", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`DROP INDEX \`users_role_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`role\`;`)
  await db.run(sql`CREATE TABLE \`__new_progress_cards_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_progress_cards_photos\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`progress_cards_photos\`;`)
  await db.run(sql`DROP TABLE \`progress_cards_photos\`;`)
  await db.run(sql`ALTER TABLE \`__new_progress_cards_photos\` RENAME TO \`progress_cards_photos\`;`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_order_idx\` ON \`progress_cards_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_parent_id_idx\` ON \`progress_cards_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_image_idx\` ON \`progress_cards_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_seo_records_meta_tags\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`content\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`seo_records\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_seo_records_meta_tags\`("_order", "_parent_id", "id", "name", "content", "image_id") SELECT "_order", "_parent_id", "id", "name", "content", "image_id" FROM \`seo_records_meta_tags\`;`)
  await db.run(sql`DROP TABLE \`seo_records_meta_tags\`;`)
  await db.run(sql`ALTER TABLE \`__new_seo_records_meta_tags\` RENAME TO \`seo_records_meta_tags\`;`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_order_idx\` ON \`seo_records_meta_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_parent_id_idx\` ON \`seo_records_meta_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_image_idx\` ON \`seo_records_meta_tags\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_gallery\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`layouts_gallery\`;`)
  await db.run(sql`DROP TABLE \`layouts_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_gallery\` RENAME TO \`layouts_gallery\`;`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_order_idx\` ON \`layouts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_parent_id_idx\` ON \`layouts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_image_idx\` ON \`layouts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts_layout_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_layout_features\`("_order", "_parent_id", "id", "title", "description") SELECT "_order", "_parent_id", "id", "title", "description" FROM \`layouts_layout_features\`;`)
  await db.run(sql`DROP TABLE \`layouts_layout_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_layout_features\` RENAME TO \`layouts_layout_features\`;`)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_order_idx\` ON \`layouts_layout_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_parent_id_idx\` ON \`layouts_layout_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_layouts_default_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_layouts_default_features\`("_order", "_parent_id", "id", "title", "value") SELECT "_order", "_parent_id", "id", "title", "value" FROM \`layouts_default_features\`;`)
  await db.run(sql`DROP TABLE \`layouts_default_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_layouts_default_features\` RENAME TO \`layouts_default_features\`;`)
  await db.run(sql`CREATE INDEX \`layouts_default_features_order_idx\` ON \`layouts_default_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_default_features_parent_id_idx\` ON \`layouts_default_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_screens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`image_id\` integer NOT NULL,
  	\`button_text\` text,
  	\`button_url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_screens\`("_order", "_parent_id", "id", "title", "subtitle", "image_id", "button_text", "button_url") SELECT "_order", "_parent_id", "id", "title", "subtitle", "image_id", "button_text", "button_url" FROM \`main_page_screens\`;`)
  await db.run(sql`DROP TABLE \`main_page_screens\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_screens\` RENAME TO \`main_page_screens\`;`)
  await db.run(sql`CREATE INDEX \`main_page_screens_order_idx\` ON \`main_page_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_parent_id_idx\` ON \`main_page_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_image_idx\` ON \`main_page_screens\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_developer_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_developer_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_developer_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_developer_items\` RENAME TO \`main_page_developer_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_order_idx\` ON \`main_page_developer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_parent_id_idx\` ON \`main_page_developer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_image_idx\` ON \`main_page_developer_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_developer_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_developer_stats\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_developer_stats\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_stats\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_developer_stats\` RENAME TO \`main_page_developer_stats\`;`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_order_idx\` ON \`main_page_developer_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_parent_id_idx\` ON \`main_page_developer_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_image_idx\` ON \`main_page_developer_stats\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_story_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_story_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_story_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_story_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_story_items\` RENAME TO \`main_page_story_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_order_idx\` ON \`main_page_story_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_parent_id_idx\` ON \`main_page_story_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_image_idx\` ON \`main_page_story_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_layout_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_layout_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_layout_block_items\` RENAME TO \`main_page_layout_block_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_order_idx\` ON \`main_page_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_parent_id_idx\` ON \`main_page_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_image_idx\` ON \`main_page_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_layouts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`rooms\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_layouts\`("_order", "_parent_id", "id", "title", "text", "image_id", "rooms", "url") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "rooms", "url" FROM \`main_page_layouts\`;`)
  await db.run(sql`DROP TABLE \`main_page_layouts\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_layouts\` RENAME TO \`main_page_layouts\`;`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_order_idx\` ON \`main_page_layouts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_parent_id_idx\` ON \`main_page_layouts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_image_idx\` ON \`main_page_layouts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_advantage_first_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_advantage_first_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_advantage_first_advantages\` RENAME TO \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_order_idx\` ON \`main_page_advantage_first_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_parent_id_idx\` ON \`main_page_advantage_first_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_image_idx\` ON \`main_page_advantage_first_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_feature_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_feature_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_feature_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_feature_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_feature_items\` RENAME TO \`main_page_feature_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_order_idx\` ON \`main_page_feature_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_parent_id_idx\` ON \`main_page_feature_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_image_idx\` ON \`main_page_feature_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_video_heroes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`role\` text,
  	\`quote\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_video_heroes\`("_order", "_parent_id", "id", "name", "role", "quote", "video_url", "poster_id") SELECT "_order", "_parent_id", "id", "name", "role", "quote", "video_url", "poster_id" FROM \`main_page_video_heroes\`;`)
  await db.run(sql`DROP TABLE \`main_page_video_heroes\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_video_heroes\` RENAME TO \`main_page_video_heroes\`;`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_order_idx\` ON \`main_page_video_heroes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_parent_id_idx\` ON \`main_page_video_heroes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_poster_idx\` ON \`main_page_video_heroes\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_advantage_second_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_advantage_second_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_advantage_second_advantages\` RENAME TO \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_order_idx\` ON \`main_page_advantage_second_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_parent_id_idx\` ON \`main_page_advantage_second_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_image_idx\` ON \`main_page_advantage_second_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_gallery_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`main_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_gallery_slides\` RENAME TO \`main_page_gallery_slides\`;`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_order_idx\` ON \`main_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_parent_id_idx\` ON \`main_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_image_idx\` ON \`main_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_main_page_gallery_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_main_page_gallery_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`main_page_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_main_page_gallery_items\` RENAME TO \`main_page_gallery_items\`;`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_order_idx\` ON \`main_page_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_parent_id_idx\` ON \`main_page_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_image_idx\` ON \`main_page_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_map_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`minutes\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_map_points\`("_order", "_parent_id", "id", "title", "category", "lat", "lng", "minutes") SELECT "_order", "_parent_id", "id", "title", "category", "lat", "lng", "minutes" FROM \`location_page_map_points\`;`)
  await db.run(sql`DROP TABLE \`location_page_map_points\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_map_points\` RENAME TO \`location_page_map_points\`;`)
  await db.run(sql`CREATE INDEX \`location_page_map_points_order_idx\` ON \`location_page_map_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_map_points_parent_id_idx\` ON \`location_page_map_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_points_attraction_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_points_attraction_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`location_page_points_attraction_items\`;`)
  await db.run(sql`DROP TABLE \`location_page_points_attraction_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_points_attraction_items\` RENAME TO \`location_page_points_attraction_items\`;`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_order_idx\` ON \`location_page_points_attraction_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_parent_id_idx\` ON \`location_page_points_attraction_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_image_idx\` ON \`location_page_points_attraction_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_location_page_school_kindergarten_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`location_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_location_page_school_kindergarten_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`DROP TABLE \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_location_page_school_kindergarten_items\` RENAME TO \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_order_idx\` ON \`location_page_school_kindergarten_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_parent_id_idx\` ON \`location_page_school_kindergarten_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_image_idx\` ON \`location_page_school_kindergarten_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_slider_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_slider_main_screen_items\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_slider_main_screen_items\` RENAME TO \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_order_idx\` ON \`yards_page_slider_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_parent_id_idx\` ON \`yards_page_slider_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_image_idx\` ON \`yards_page_slider_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_communication_area_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_communication_area_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_communication_area_block_items\` RENAME TO \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_order_idx\` ON \`yards_page_communication_area_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_parent_id_idx\` ON \`yards_page_communication_area_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_image_idx\` ON \`yards_page_communication_area_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_advantage_block_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_advantage_block_advantages\` RENAME TO \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_order_idx\` ON \`yards_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_parent_id_idx\` ON \`yards_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_image_idx\` ON \`yards_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_park_features_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_park_features_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_park_features_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_park_features_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_park_features_block_items\` RENAME TO \`yards_page_park_features_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_order_idx\` ON \`yards_page_park_features_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_parent_id_idx\` ON \`yards_page_park_features_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_image_idx\` ON \`yards_page_park_features_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_settle_down_nearby_block_first_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_settle_down_nearby_block_first_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_settle_down_nearby_block_first_items\` RENAME TO \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_order_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_image_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_settle_down_nearby_block_second_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_settle_down_nearby_block_second_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_settle_down_nearby_block_second_items\` RENAME TO \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_order_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_image_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_gallery_slides\`("_order", "_parent_id", "id", "image_id", "caption") SELECT "_order", "_parent_id", "id", "image_id", "caption" FROM \`yards_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`yards_page_gallery_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_gallery_slides\` RENAME TO \`yards_page_gallery_slides\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_order_idx\` ON \`yards_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_parent_id_idx\` ON \`yards_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_image_idx\` ON \`yards_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_sport_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_sport_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_sport_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_sport_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_sport_block_items\` RENAME TO \`yards_page_sport_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_order_idx\` ON \`yards_page_sport_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_parent_id_idx\` ON \`yards_page_sport_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_image_idx\` ON \`yards_page_sport_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_yards_page_herbarium_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_yards_page_herbarium_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_yards_page_herbarium_block_items\` RENAME TO \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_order_idx\` ON \`yards_page_herbarium_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_parent_id_idx\` ON \`yards_page_herbarium_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_image_idx\` ON \`yards_page_herbarium_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_main_screen_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_main_screen_items\` RENAME TO \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_order_idx\` ON \`sunrise_page_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_parent_id_idx\` ON \`sunrise_page_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_image_idx\` ON \`sunrise_page_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_advantages_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_advantages_windows_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_advantages_windows_block_items\` RENAME TO \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_order_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_parent_id_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_image_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_sunrises_layout_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_sunrises_layout_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_sunrises_layout_block_items\` RENAME TO \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_order_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_parent_id_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_image_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_features_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_features_corner_glazing_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_features_corner_glazing_block_items\` RENAME TO \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_order_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_image_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_advantage_block_advantages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`value\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_advantage_block_advantages\`("_order", "_parent_id", "id", "title", "text", "image_id", "value") SELECT "_order", "_parent_id", "id", "title", "text", "image_id", "value" FROM \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_advantage_block_advantages\` RENAME TO \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_order_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_parent_id_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_image_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_corner_glazing_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_corner_glazing_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_corner_glazing_block_items\` RENAME TO \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_order_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_image_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_sunrise_page_about_windows_block_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`sunrise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_sunrise_page_about_windows_block_items\`("_order", "_parent_id", "id", "title", "text", "image_id") SELECT "_order", "_parent_id", "id", "title", "text", "image_id" FROM \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_sunrise_page_about_windows_block_items\` RENAME TO \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_order_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_parent_id_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_image_idx\` ON \`sunrise_page_about_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_mortgage_page_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_mortgage_page_faqs\`("_order", "_parent_id", "id", "question", "answer") SELECT "_order", "_parent_id", "id", "question", "answer" FROM \`mortgage_page_faqs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page_faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_mortgage_page_faqs\` RENAME TO \`mortgage_page_faqs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_order_idx\` ON \`mortgage_page_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_parent_id_idx\` ON \`mortgage_page_faqs\` (\`_parent_id\`);`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_features_order_idx\` ON \`properties_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`properties_features_parent_idx\` ON \`properties_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ref_id\` text NOT NULL,
  	\`type\` text DEFAULT 'flat' NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'available' NOT NULL,
  	\`hold_until\` text,
  	\`rooms\` numeric,
  	\`is_euro\` integer DEFAULT false,
  	\`area\` numeric NOT NULL,
  	\`floor\` numeric NOT NULL,
  	\`building_id\` integer NOT NULL,
  	\`section_id\` integer NOT NULL,
  	\`layout_id\` integer,
  	\`plan_id\` integer,
  	\`price\` numeric NOT NULL,
  	\`old_price\` numeric,
  	\`price_per_m2\` numeric,
  	\`finishing_kind\` text,
  	\`orientation\` text,
  	\`ceiling_height\` numeric,
  	\`full_mortgage_payment\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`building_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`section_id\`) REFERENCES \`sections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`layout_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_ref_id_idx\` ON \`properties\` (\`ref_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_type_idx\` ON \`properties\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`properties_status_idx\` ON \`properties\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`properties_building_idx\` ON \`properties\` (\`building_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_section_idx\` ON \`properties\` (\`section_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_layout_idx\` ON \`properties\` (\`layout_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_plan_idx\` ON \`properties\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_updated_at_idx\` ON \`properties\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`properties_created_at_idx\` ON \`properties\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`type_status_rooms_price_area_floor_building_idx\` ON \`properties\` (\`type\`,\`status\`,\`rooms\`,\`price\`,\`area\`,\`floor\`,\`building_id\`);`)
  await db.run(sql`CREATE TABLE \`layouts_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`layouts_gallery_order_idx\` ON \`layouts_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_parent_id_idx\` ON \`layouts_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_gallery_image_idx\` ON \`layouts_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`layouts_layout_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_order_idx\` ON \`layouts_layout_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_layout_features_parent_id_idx\` ON \`layouts_layout_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`layouts_default_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`layouts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`layouts_default_features_order_idx\` ON \`layouts_default_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`layouts_default_features_parent_id_idx\` ON \`layouts_default_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`layouts\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`layouts_code_idx\` ON \`layouts\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`layouts_plan_idx\` ON \`layouts\` (\`plan_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_floor_position_idx\` ON \`layouts\` (\`floor_position_id\`);`)
  await db.run(sql`CREATE INDEX \`layouts_updated_at_idx\` ON \`layouts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`layouts_created_at_idx\` ON \`layouts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`buildings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`address\` text,
  	\`completion_status\` text DEFAULT 'construction' NOT NULL,
  	\`ready_year\` numeric NOT NULL,
  	\`ready_quarter\` numeric NOT NULL,
  	\`total_floors\` numeric,
  	\`geometry\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`buildings_number_idx\` ON \`buildings\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`buildings_updated_at_idx\` ON \`buildings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`buildings_created_at_idx\` ON \`buildings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sections\` (
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
  await db.run(sql`CREATE INDEX \`sections_building_idx\` ON \`sections\` (\`building_id\`);`)
  await db.run(sql`CREATE INDEX \`sections_updated_at_idx\` ON \`sections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sections_created_at_idx\` ON \`sections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`bank_id\` integer NOT NULL,
  	\`category\` text NOT NULL,
  	\`description\` text,
  	\`rate\` numeric NOT NULL,
  	\`term_max\` numeric NOT NULL,
  	\`price_max\` numeric NOT NULL,
  	\`initial_payment\` numeric NOT NULL,
  	\`is_favorite\` integer DEFAULT false,
  	\`is_subsidized\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`bank_id\`) REFERENCES \`banks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_bank_idx\` ON \`mortgage_programs\` (\`bank_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_category_idx\` ON \`mortgage_programs\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_updated_at_idx\` ON \`mortgage_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_created_at_idx\` ON \`mortgage_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`banks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`icon_content\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banks_name_idx\` ON \`banks\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`banks_updated_at_idx\` ON \`banks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banks_created_at_idx\` ON \`banks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`progress_cards_photos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_order_idx\` ON \`progress_cards_photos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_parent_id_idx\` ON \`progress_cards_photos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_photos_image_idx\` ON \`progress_cards_photos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`progress_cards\` (
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
  await db.run(sql`CREATE INDEX \`progress_cards_date_idx\` ON \`progress_cards\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_year_idx\` ON \`progress_cards\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_updated_at_idx\` ON \`progress_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_created_at_idx\` ON \`progress_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`progress_cards_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buildings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`progress_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`progress_cards_rels_order_idx\` ON \`progress_cards_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_rels_parent_idx\` ON \`progress_cards_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_rels_path_idx\` ON \`progress_cards_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`progress_cards_rels_buildings_id_idx\` ON \`progress_cards_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE TABLE \`cameras\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`stream_url\` text NOT NULL,
  	\`poster_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cameras_poster_idx\` ON \`cameras\` (\`poster_id\`);`)
  await db.run(sql`CREATE INDEX \`cameras_updated_at_idx\` ON \`cameras\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cameras_created_at_idx\` ON \`cameras\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`promos\` (
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`promos_placement_idx\` ON \`promos\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`promos_image_idx\` ON \`promos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_updated_at_idx\` ON \`promos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promos_created_at_idx\` ON \`promos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'consultation' NOT NULL,
  	\`name\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`comment\` text,
  	\`property_id\` integer,
  	\`client_id\` text,
  	\`page_url\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_content\` text,
  	\`utm_term\` text,
  	\`form_fields\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivery_attempts\` numeric DEFAULT 0,
  	\`delivery_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leads_type_idx\` ON \`leads\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`agree_advertising_mailings\` integer DEFAULT true,
  	\`request_type\` text DEFAULT 'subscribe',
  	\`page_url\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`visitor_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`list\` text NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`visitor_items_visitor_id_idx\` ON \`visitor_items\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`visitor_items_property_idx\` ON \`visitor_items\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`visitor_items_updated_at_idx\` ON \`visitor_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`visitor_items_created_at_idx\` ON \`visitor_items\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`visitor_id_list_property_idx\` ON \`visitor_items\` (\`visitor_id\`,\`list\`,\`property_id\`);`)
  await db.run(sql`CREATE TABLE \`favorite_collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`visitor_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`favorite_collections_key_idx\` ON \`favorite_collections\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_visitor_id_idx\` ON \`favorite_collections\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_updated_at_idx\` ON \`favorite_collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_created_at_idx\` ON \`favorite_collections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`favorite_collections_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`favorite_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`favorite_collections_rels_order_idx\` ON \`favorite_collections_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_rels_parent_idx\` ON \`favorite_collections_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_rels_path_idx\` ON \`favorite_collections_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`favorite_collections_rels_properties_id_idx\` ON \`favorite_collections_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`seo_records_meta_tags\` (
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
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_order_idx\` ON \`seo_records_meta_tags\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_parent_id_idx\` ON \`seo_records_meta_tags\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_meta_tags_image_idx\` ON \`seo_records_meta_tags\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`seo_records\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`seo_records_slug_idx\` ON \`seo_records\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_updated_at_idx\` ON \`seo_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`seo_records_created_at_idx\` ON \`seo_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text,
  	\`status_code\` text DEFAULT '301' NOT NULL,
  	\`app_middleware\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`kind\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_wide_url\` text,
  	\`sizes_wide_width\` numeric,
  	\`sizes_wide_height\` numeric,
  	\`sizes_wide_mime_type\` text,
  	\`sizes_wide_filesize\` numeric,
  	\`sizes_wide_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_kind_idx\` ON \`media\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_wide_sizes_wide_filename_idx\` ON \`media\` (\`sizes_wide_filename\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`main_page_screens\` (
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
  await db.run(sql`CREATE INDEX \`main_page_screens_order_idx\` ON \`main_page_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_parent_id_idx\` ON \`main_page_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_screens_image_idx\` ON \`main_page_screens\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_developer_items\` (
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
  await db.run(sql`CREATE INDEX \`main_page_developer_items_order_idx\` ON \`main_page_developer_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_parent_id_idx\` ON \`main_page_developer_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_items_image_idx\` ON \`main_page_developer_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_developer_stats\` (
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
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_order_idx\` ON \`main_page_developer_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_parent_id_idx\` ON \`main_page_developer_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_developer_stats_image_idx\` ON \`main_page_developer_stats\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_story_items\` (
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
  await db.run(sql`CREATE INDEX \`main_page_story_items_order_idx\` ON \`main_page_story_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_parent_id_idx\` ON \`main_page_story_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_items_image_idx\` ON \`main_page_story_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_layout_block_items\` (
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
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_order_idx\` ON \`main_page_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_parent_id_idx\` ON \`main_page_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_items_image_idx\` ON \`main_page_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_layouts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`image_id\` integer,
  	\`rooms\` numeric,
  	\`area_from\` numeric,
  	\`price_from\` numeric,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`main_page_layouts_order_idx\` ON \`main_page_layouts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_parent_id_idx\` ON \`main_page_layouts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layouts_image_idx\` ON \`main_page_layouts\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_advantage_first_advantages\` (
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
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_order_idx\` ON \`main_page_advantage_first_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_parent_id_idx\` ON \`main_page_advantage_first_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_first_advantages_image_idx\` ON \`main_page_advantage_first_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_feature_items\` (
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
  await db.run(sql`CREATE INDEX \`main_page_feature_items_order_idx\` ON \`main_page_feature_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_parent_id_idx\` ON \`main_page_feature_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_items_image_idx\` ON \`main_page_feature_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_video_heroes\` (
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
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_order_idx\` ON \`main_page_video_heroes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_parent_id_idx\` ON \`main_page_video_heroes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_heroes_poster_idx\` ON \`main_page_video_heroes\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_advantage_second_advantages\` (
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
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_order_idx\` ON \`main_page_advantage_second_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_parent_id_idx\` ON \`main_page_advantage_second_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_advantage_second_advantages_image_idx\` ON \`main_page_advantage_second_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`main_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_order_idx\` ON \`main_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_parent_id_idx\` ON \`main_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_slides_image_idx\` ON \`main_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page_gallery_items\` (
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
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_order_idx\` ON \`main_page_gallery_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_parent_id_idx\` ON \`main_page_gallery_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_items_image_idx\` ON \`main_page_gallery_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`main_page\` (
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
  await db.run(sql`CREATE INDEX \`main_page_developer_developer_image_idx\` ON \`main_page\` (\`developer_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_story_story_image_idx\` ON \`main_page\` (\`story_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_layout_block_layout_block_image_idx\` ON \`main_page\` (\`layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_feature_feature_image_idx\` ON \`main_page\` (\`feature_image_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_history_video_history_poster_idx\` ON \`main_page\` (\`video_history_poster_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_video_avatar_idx\` ON \`main_page\` (\`video_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`main_page_gallery_gallery_image_idx\` ON \`main_page\` (\`gallery_image_id\`);`)
  await db.run(sql`CREATE TABLE \`location_page_map_points\` (
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
  await db.run(sql`CREATE INDEX \`location_page_map_points_order_idx\` ON \`location_page_map_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_map_points_parent_id_idx\` ON \`location_page_map_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`location_page_points_attraction_items\` (
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
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_order_idx\` ON \`location_page_points_attraction_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_parent_id_idx\` ON \`location_page_points_attraction_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_items_image_idx\` ON \`location_page_points_attraction_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`location_page_school_kindergarten_items\` (
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
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_order_idx\` ON \`location_page_school_kindergarten_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_parent_id_idx\` ON \`location_page_school_kindergarten_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_items_image_idx\` ON \`location_page_school_kindergarten_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`location_page\` (
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
  await db.run(sql`CREATE INDEX \`location_page_district_panorama_district_panorama_image_idx\` ON \`location_page\` (\`district_panorama_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_points_attraction_points_attraction_image_idx\` ON \`location_page\` (\`points_attraction_image_id\`);`)
  await db.run(sql`CREATE INDEX \`location_page_school_kindergarten_school_kindergarten_im_idx\` ON \`location_page\` (\`school_kindergarten_image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_slider_main_screen_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_order_idx\` ON \`yards_page_slider_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_parent_id_idx\` ON \`yards_page_slider_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_slider_main_screen_items_image_idx\` ON \`yards_page_slider_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_communication_area_block_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_order_idx\` ON \`yards_page_communication_area_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_parent_id_idx\` ON \`yards_page_communication_area_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_items_image_idx\` ON \`yards_page_communication_area_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_advantage_block_advantages\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_order_idx\` ON \`yards_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_parent_id_idx\` ON \`yards_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_advantage_block_advantages_image_idx\` ON \`yards_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_park_features_block_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_order_idx\` ON \`yards_page_park_features_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_parent_id_idx\` ON \`yards_page_park_features_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_items_image_idx\` ON \`yards_page_park_features_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_settle_down_nearby_block_first_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_order_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_items_image_idx\` ON \`yards_page_settle_down_nearby_block_first_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_settle_down_nearby_block_second_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_order_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_parent_id_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_items_image_idx\` ON \`yards_page_settle_down_nearby_block_second_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_gallery_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`caption\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`yards_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_order_idx\` ON \`yards_page_gallery_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_parent_id_idx\` ON \`yards_page_gallery_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_gallery_slides_image_idx\` ON \`yards_page_gallery_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_sport_block_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_order_idx\` ON \`yards_page_sport_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_parent_id_idx\` ON \`yards_page_sport_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_items_image_idx\` ON \`yards_page_sport_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page_herbarium_block_items\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_order_idx\` ON \`yards_page_herbarium_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_parent_id_idx\` ON \`yards_page_herbarium_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_items_image_idx\` ON \`yards_page_herbarium_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`yards_page\` (
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
  await db.run(sql`CREATE INDEX \`yards_page_communication_area_block_communication_area_b_idx\` ON \`yards_page\` (\`communication_area_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_park_features_block_park_features_block_image_idx\` ON \`yards_page\` (\`park_features_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_first_settle_down_ne_idx\` ON \`yards_page\` (\`settle_down_nearby_block_first_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_settle_down_nearby_block_second_settle_down_n_idx\` ON \`yards_page\` (\`settle_down_nearby_block_second_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_sport_block_sport_block_image_idx\` ON \`yards_page\` (\`sport_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`yards_page_herbarium_block_herbarium_block_image_idx\` ON \`yards_page\` (\`herbarium_block_image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_main_screen_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_order_idx\` ON \`sunrise_page_main_screen_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_parent_id_idx\` ON \`sunrise_page_main_screen_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_items_image_idx\` ON \`sunrise_page_main_screen_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_advantages_windows_block_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_order_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_parent_id_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_items_image_idx\` ON \`sunrise_page_advantages_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_sunrises_layout_block_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_order_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_parent_id_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_items_image_idx\` ON \`sunrise_page_sunrises_layout_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_features_corner_glazing_block_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_order_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_items_image_idx\` ON \`sunrise_page_features_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_advantage_block_advantages\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_order_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_parent_id_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantage_block_advantages_image_idx\` ON \`sunrise_page_advantage_block_advantages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_corner_glazing_block_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_order_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_parent_id_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_items_image_idx\` ON \`sunrise_page_corner_glazing_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page_about_windows_block_items\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_order_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_parent_id_idx\` ON \`sunrise_page_about_windows_block_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_items_image_idx\` ON \`sunrise_page_about_windows_block_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`sunrise_page\` (
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
  await db.run(sql`CREATE INDEX \`sunrise_page_main_screen_main_screen_image_idx\` ON \`sunrise_page\` (\`main_screen_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_advantages_windows_block_advantages_windows_idx\` ON \`sunrise_page\` (\`advantages_windows_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_sunrises_layout_block_sunrises_layout_block_idx\` ON \`sunrise_page\` (\`sunrises_layout_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_features_corner_glazing_block_features_corn_idx\` ON \`sunrise_page\` (\`features_corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_corner_glazing_block_corner_glazing_block_i_idx\` ON \`sunrise_page\` (\`corner_glazing_block_image_id\`);`)
  await db.run(sql`CREATE INDEX \`sunrise_page_about_windows_block_about_windows_block_ima_idx\` ON \`sunrise_page\` (\`about_windows_block_image_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_page_faqs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`mortgage_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_order_idx\` ON \`mortgage_page_faqs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_page_faqs_parent_id_idx\` ON \`mortgage_page_faqs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`progress_page\` (
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
  await db.run(sql`CREATE INDEX \`progress_page_panorama_card_panorama_card_image_idx\` ON \`progress_page\` (\`panorama_card_image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
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
  await db.run(sql`CREATE TABLE \`navigation_main\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text,
  	\`path\` text NOT NULL,
  	\`hash\` text,
  	\`parent\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_main_order_idx\` ON \`navigation_main\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_parent_id_idx\` ON \`navigation_main\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_info\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`category\` text,
  	\`path\` text NOT NULL,
  	\`hash\` text,
  	\`parent\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_info_order_idx\` ON \`navigation_info\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_info_parent_id_idx\` ON \`navigation_info\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`request_block\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`button_text\` text,
  	\`consent_text\` text,
  	\`success_title\` text,
  	\`success_text\` text,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`request_block_image_idx\` ON \`request_block\` (\`image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_features\`;`)
  await db.run(sql`DROP TABLE \`properties\`;`)
  await db.run(sql`DROP TABLE \`layouts_gallery\`;`)
  await db.run(sql`DROP TABLE \`layouts_layout_features\`;`)
  await db.run(sql`DROP TABLE \`layouts_default_features\`;`)
  await db.run(sql`DROP TABLE \`layouts\`;`)
  await db.run(sql`DROP TABLE \`buildings\`;`)
  await db.run(sql`DROP TABLE \`sections\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs\`;`)
  await db.run(sql`DROP TABLE \`banks\`;`)
  await db.run(sql`DROP TABLE \`progress_cards_photos\`;`)
  await db.run(sql`DROP TABLE \`progress_cards\`;`)
  await db.run(sql`DROP TABLE \`progress_cards_rels\`;`)
  await db.run(sql`DROP TABLE \`cameras\`;`)
  await db.run(sql`DROP TABLE \`promos\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`visitor_items\`;`)
  await db.run(sql`DROP TABLE \`favorite_collections\`;`)
  await db.run(sql`DROP TABLE \`favorite_collections_rels\`;`)
  await db.run(sql`DROP TABLE \`seo_records_meta_tags\`;`)
  await db.run(sql`DROP TABLE \`seo_records\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`main_page_screens\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_developer_stats\`;`)
  await db.run(sql`DROP TABLE \`main_page_story_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_layouts\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_first_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_feature_items\`;`)
  await db.run(sql`DROP TABLE \`main_page_video_heroes\`;`)
  await db.run(sql`DROP TABLE \`main_page_advantage_second_advantages\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`main_page_gallery_items\`;`)
  await db.run(sql`DROP TABLE \`main_page\`;`)
  await db.run(sql`DROP TABLE \`location_page_map_points\`;`)
  await db.run(sql`DROP TABLE \`location_page_points_attraction_items\`;`)
  await db.run(sql`DROP TABLE \`location_page_school_kindergarten_items\`;`)
  await db.run(sql`DROP TABLE \`location_page\`;`)
  await db.run(sql`DROP TABLE \`yards_page_slider_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_communication_area_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`yards_page_park_features_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_first_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_settle_down_nearby_block_second_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_gallery_slides\`;`)
  await db.run(sql`DROP TABLE \`yards_page_sport_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page_herbarium_block_items\`;`)
  await db.run(sql`DROP TABLE \`yards_page\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_main_screen_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantages_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_sunrises_layout_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_features_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_advantage_block_advantages\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_corner_glazing_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page_about_windows_block_items\`;`)
  await db.run(sql`DROP TABLE \`sunrise_page\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page_faqs\`;`)
  await db.run(sql`DROP TABLE \`mortgage_page\`;`)
  await db.run(sql`DROP TABLE \`progress_page\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`navigation_main\`;`)
  await db.run(sql`DROP TABLE \`navigation_info\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`request_block\`;`)
}

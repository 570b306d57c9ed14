import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`mortgage_programs_applies_to_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_applies_to_features_order_idx\` ON \`mortgage_programs_applies_to_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_applies_to_features_parent_idx\` ON \`mortgage_programs_applies_to_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`mortgage_programs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buildings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`mortgage_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_order_idx\` ON \`mortgage_programs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_parent_idx\` ON \`mortgage_programs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_path_idx\` ON \`mortgage_programs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`mortgage_programs_rels_buildings_id_idx\` ON \`mortgage_programs_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE TABLE \`promos_applies_to_property_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promos_applies_to_property_types_order_idx\` ON \`promos_applies_to_property_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promos_applies_to_property_types_parent_idx\` ON \`promos_applies_to_property_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promos_applies_to_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promos_applies_to_features_order_idx\` ON \`promos_applies_to_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promos_applies_to_features_parent_idx\` ON \`promos_applies_to_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`promos_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`buildings_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`promos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`buildings_id\`) REFERENCES \`buildings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`promos_rels_order_idx\` ON \`promos_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`promos_rels_parent_idx\` ON \`promos_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_rels_path_idx\` ON \`promos_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`promos_rels_buildings_id_idx\` ON \`promos_rels\` (\`buildings_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`privacy_policy\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_order_idx\` ON \`privacy_policy_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`privacy_policy_sections_parent_id_idx\` ON \`privacy_policy_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`privacy_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`revision\` text,
  	\`intro\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`borrowers\` text;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`conditions\` text;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` ADD \`applies_to_completion\` text DEFAULT 'any';`)
  await db.run(sql`ALTER TABLE \`promos\` ADD \`show_price_from\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`promos\` ADD \`applies_to_mortgage_program_id\` integer REFERENCES mortgage_programs(id);`)
  await db.run(sql`ALTER TABLE \`promos\` ADD \`applies_to_completion\` text DEFAULT 'any';`)
  await db.run(sql`CREATE INDEX \`promos_applies_to_applies_to_mortgage_program_idx\` ON \`promos\` (\`applies_to_mortgage_program_id\`);`)
  await db.run(sql`ALTER TABLE \`leads\` ADD \`mortgage_program_id\` integer REFERENCES mortgage_programs(id);`)
  await db.run(sql`CREATE INDEX \`leads_mortgage_program_idx\` ON \`leads\` (\`mortgage_program_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`full_mortgage_payment\`;`)
  await db.run(sql`ALTER TABLE \`main_page_layouts\` DROP COLUMN \`area_from\`;`)
  await db.run(sql`ALTER TABLE \`main_page_layouts\` DROP COLUMN \`price_from\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`mortgage_programs_applies_to_features\`;`)
  await db.run(sql`DROP TABLE \`mortgage_programs_rels\`;`)
  await db.run(sql`DROP TABLE \`promos_applies_to_property_types\`;`)
  await db.run(sql`DROP TABLE \`promos_applies_to_features\`;`)
  await db.run(sql`DROP TABLE \`promos_rels\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy_sections\`;`)
  await db.run(sql`DROP TABLE \`privacy_policy\`;`)
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
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_promos\`("id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "updated_at", "created_at") SELECT "id", "title", "placement", "text", "image_id", "button_text", "url", "discount_percent", "position", "order", "is_active", "valid_until", "updated_at", "created_at" FROM \`promos\`;`)
  await db.run(sql`DROP TABLE \`promos\`;`)
  await db.run(sql`ALTER TABLE \`__new_promos\` RENAME TO \`promos\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`promos_placement_idx\` ON \`promos\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`promos_image_idx\` ON \`promos\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`promos_updated_at_idx\` ON \`promos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`promos_created_at_idx\` ON \`promos\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_leads\` (
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
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_leads\`("id", "type", "name", "phone", "email", "comment", "property_id", "client_id", "page_url", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "booked_price", "hold_until", "form_fields", "delivery_status", "delivery_attempts", "delivery_next_at", "delivery_error", "delivered_to", "delivered_at", "delivery_claim", "updated_at", "created_at") SELECT "id", "type", "name", "phone", "email", "comment", "property_id", "client_id", "page_url", "utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "booked_price", "hold_until", "form_fields", "delivery_status", "delivery_attempts", "delivery_next_at", "delivery_error", "delivered_to", "delivered_at", "delivery_claim", "updated_at", "created_at" FROM \`leads\`;`)
  await db.run(sql`DROP TABLE \`leads\`;`)
  await db.run(sql`ALTER TABLE \`__new_leads\` RENAME TO \`leads\`;`)
  await db.run(sql`CREATE INDEX \`leads_type_idx\` ON \`leads\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`leads_property_idx\` ON \`leads\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`leads_delivery_status_idx\` ON \`leads\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`leads_updated_at_idx\` ON \`leads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leads_created_at_idx\` ON \`leads\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`full_mortgage_payment\` numeric;`)
  await db.run(sql`ALTER TABLE \`main_page_layouts\` ADD \`area_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`main_page_layouts\` ADD \`price_from\` numeric;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`borrowers\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`conditions\`;`)
  await db.run(sql`ALTER TABLE \`mortgage_programs\` DROP COLUMN \`applies_to_completion\`;`)
}

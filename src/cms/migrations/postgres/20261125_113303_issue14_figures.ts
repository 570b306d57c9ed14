import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mortgage_programs_applies_to_features" AS ENUM('corner_glazing', 'terrace', 'master_bedroom', 'walk_in_closet', 'water_view', 'high_ceilings', 'two_bathrooms', 'kitchen_living', 'dual_aspect');
  CREATE TYPE "public"."enum_mortgage_programs_applies_to_completion" AS ENUM('any', 'construction', 'completed');
  CREATE TYPE "public"."enum_promos_applies_to_property_types" AS ENUM('flat', 'parking', 'storage', 'commercial');
  CREATE TYPE "public"."enum_promos_applies_to_features" AS ENUM('corner_glazing', 'terrace', 'master_bedroom', 'walk_in_closet', 'water_view', 'high_ceilings', 'two_bathrooms', 'kitchen_living', 'dual_aspect');
  CREATE TYPE "public"."enum_promos_applies_to_completion" AS ENUM('any', 'construction', 'completed');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'mortgage';
  CREATE TABLE "mortgage_programs_applies_to_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_mortgage_programs_applies_to_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "mortgage_programs_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buildings_id" integer
  );
  
  CREATE TABLE "promos_applies_to_property_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promos_applies_to_property_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promos_applies_to_features" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_promos_applies_to_features",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "promos_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"buildings_id" integer
  );
  
  CREATE TABLE "privacy_policy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "privacy_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"revision" timestamp(3) with time zone,
  	"intro" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "mortgage_programs" ADD COLUMN "borrowers" varchar;
  ALTER TABLE "mortgage_programs" ADD COLUMN "conditions" varchar;
  ALTER TABLE "mortgage_programs" ADD COLUMN "applies_to_completion" "enum_mortgage_programs_applies_to_completion" DEFAULT 'any';
  ALTER TABLE "promos" ADD COLUMN "show_price_from" boolean DEFAULT false;
  ALTER TABLE "promos" ADD COLUMN "applies_to_mortgage_program_id" integer;
  ALTER TABLE "promos" ADD COLUMN "applies_to_completion" "enum_promos_applies_to_completion" DEFAULT 'any';
  ALTER TABLE "leads" ADD COLUMN "mortgage_program_id" integer;
  ALTER TABLE "mortgage_programs_applies_to_features" ADD CONSTRAINT "mortgage_programs_applies_to_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_rels" ADD CONSTRAINT "mortgage_programs_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mortgage_programs_rels" ADD CONSTRAINT "mortgage_programs_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos_applies_to_property_types" ADD CONSTRAINT "promos_applies_to_property_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos_applies_to_features" ADD CONSTRAINT "promos_applies_to_features_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos_rels" ADD CONSTRAINT "promos_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."promos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promos_rels" ADD CONSTRAINT "promos_rels_buildings_fk" FOREIGN KEY ("buildings_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policy_sections" ADD CONSTRAINT "privacy_policy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policy"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "mortgage_programs_applies_to_features_order_idx" ON "mortgage_programs_applies_to_features" USING btree ("order");
  CREATE INDEX "mortgage_programs_applies_to_features_parent_idx" ON "mortgage_programs_applies_to_features" USING btree ("parent_id");
  CREATE INDEX "mortgage_programs_rels_order_idx" ON "mortgage_programs_rels" USING btree ("order");
  CREATE INDEX "mortgage_programs_rels_parent_idx" ON "mortgage_programs_rels" USING btree ("parent_id");
  CREATE INDEX "mortgage_programs_rels_path_idx" ON "mortgage_programs_rels" USING btree ("path");
  CREATE INDEX "mortgage_programs_rels_buildings_id_idx" ON "mortgage_programs_rels" USING btree ("buildings_id");
  CREATE INDEX "promos_applies_to_property_types_order_idx" ON "promos_applies_to_property_types" USING btree ("order");
  CREATE INDEX "promos_applies_to_property_types_parent_idx" ON "promos_applies_to_property_types" USING btree ("parent_id");
  CREATE INDEX "promos_applies_to_features_order_idx" ON "promos_applies_to_features" USING btree ("order");
  CREATE INDEX "promos_applies_to_features_parent_idx" ON "promos_applies_to_features" USING btree ("parent_id");
  CREATE INDEX "promos_rels_order_idx" ON "promos_rels" USING btree ("order");
  CREATE INDEX "promos_rels_parent_idx" ON "promos_rels" USING btree ("parent_id");
  CREATE INDEX "promos_rels_path_idx" ON "promos_rels" USING btree ("path");
  CREATE INDEX "promos_rels_buildings_id_idx" ON "promos_rels" USING btree ("buildings_id");
  CREATE INDEX "privacy_policy_sections_order_idx" ON "privacy_policy_sections" USING btree ("_order");
  CREATE INDEX "privacy_policy_sections_parent_id_idx" ON "privacy_policy_sections" USING btree ("_parent_id");
  ALTER TABLE "promos" ADD CONSTRAINT "promos_applies_to_mortgage_program_id_mortgage_programs_id_fk" FOREIGN KEY ("applies_to_mortgage_program_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "leads" ADD CONSTRAINT "leads_mortgage_program_id_mortgage_programs_id_fk" FOREIGN KEY ("mortgage_program_id") REFERENCES "public"."mortgage_programs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "promos_applies_to_applies_to_mortgage_program_idx" ON "promos" USING btree ("applies_to_mortgage_program_id");
  CREATE INDEX "leads_mortgage_program_idx" ON "leads" USING btree ("mortgage_program_id");
  ALTER TABLE "properties" DROP COLUMN "full_mortgage_payment";
  ALTER TABLE "main_page_layouts" DROP COLUMN "area_from";
  ALTER TABLE "main_page_layouts" DROP COLUMN "price_from";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mortgage_programs_applies_to_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mortgage_programs_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promos_applies_to_property_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promos_applies_to_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promos_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_policy" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mortgage_programs_applies_to_features" CASCADE;
  DROP TABLE "mortgage_programs_rels" CASCADE;
  DROP TABLE "promos_applies_to_property_types" CASCADE;
  DROP TABLE "promos_applies_to_features" CASCADE;
  DROP TABLE "promos_rels" CASCADE;
  DROP TABLE "privacy_policy_sections" CASCADE;
  DROP TABLE "privacy_policy" CASCADE;
  ALTER TABLE "promos" DROP CONSTRAINT "promos_applies_to_mortgage_program_id_mortgage_programs_id_fk";
  
  ALTER TABLE "leads" DROP CONSTRAINT "leads_mortgage_program_id_mortgage_programs_id_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "type" SET DEFAULT 'consultation'::text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('consultation', 'callback', 'booking', 'excursion');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DEFAULT 'consultation'::"public"."enum_leads_type";
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  DROP INDEX "promos_applies_to_applies_to_mortgage_program_idx";
  DROP INDEX "leads_mortgage_program_idx";
  ALTER TABLE "properties" ADD COLUMN "full_mortgage_payment" numeric;
  ALTER TABLE "main_page_layouts" ADD COLUMN "area_from" numeric;
  ALTER TABLE "main_page_layouts" ADD COLUMN "price_from" numeric;
  ALTER TABLE "mortgage_programs" DROP COLUMN "borrowers";
  ALTER TABLE "mortgage_programs" DROP COLUMN "conditions";
  ALTER TABLE "mortgage_programs" DROP COLUMN "applies_to_completion";
  ALTER TABLE "promos" DROP COLUMN "show_price_from";
  ALTER TABLE "promos" DROP COLUMN "applies_to_mortgage_program_id";
  ALTER TABLE "promos" DROP COLUMN "applies_to_completion";
  ALTER TABLE "leads" DROP COLUMN "mortgage_program_id";
  DROP TYPE "public"."enum_mortgage_programs_applies_to_features";
  DROP TYPE "public"."enum_mortgage_programs_applies_to_completion";
  DROP TYPE "public"."enum_promos_applies_to_property_types";
  DROP TYPE "public"."enum_promos_applies_to_features";
  DROP TYPE "public"."enum_promos_applies_to_completion";`)
}

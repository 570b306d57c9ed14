import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_catalog_imports_status" AS ENUM('planned', 'awaiting', 'applied', 'rolled_back', 'failed');
  CREATE TYPE "public"."enum_catalog_imports_mode" AS ENUM('partial', 'full');
  CREATE TYPE "public"."enum_catalog_imports_source_kind" AS ENUM('file', 'api', 'connector');
  ALTER TYPE "public"."enum_properties_status" ADD VALUE 'off_sale';
  ALTER TYPE "public"."enum_property_changes_status_before" ADD VALUE 'off_sale';
  ALTER TYPE "public"."enum_property_changes_status" ADD VALUE 'off_sale';
  ALTER TYPE "public"."enum_property_changes_source" ADD VALUE 'import';
  ALTER TYPE "public"."enum_property_changes_source" ADD VALUE 'api';
  ALTER TYPE "public"."enum_property_changes_source" ADD VALUE 'connector';
  ALTER TYPE "public"."enum_property_changes_source" ADD VALUE 'rollback';
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'integration';
  CREATE TABLE "catalog_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_catalog_imports_status" DEFAULT 'planned' NOT NULL,
  	"mode" "enum_catalog_imports_mode" DEFAULT 'partial' NOT NULL,
  	"source_kind" "enum_catalog_imports_source_kind" DEFAULT 'file' NOT NULL,
  	"source_name" varchar NOT NULL,
  	"user_id" integer,
  	"counts_rows" numeric DEFAULT 0,
  	"counts_price_changes" numeric DEFAULT 0,
  	"counts_status_changes" numeric DEFAULT 0,
  	"counts_unchanged" numeric DEFAULT 0,
  	"counts_unknown" numeric DEFAULT 0,
  	"counts_errors" numeric DEFAULT 0,
  	"counts_duplicates" numeric DEFAULT 0,
  	"counts_missing" numeric DEFAULT 0,
  	"counts_conflicts" numeric DEFAULT 0,
  	"counts_guarded" numeric DEFAULT 0,
  	"message" varchar,
  	"applied_at" timestamp(3) with time zone,
  	"rolled_back_at" timestamp(3) with time zone,
  	"rolled_back_by_id" integer,
  	"rows" jsonb,
  	"mapping" jsonb,
  	"plan" jsonb,
  	"rollback" jsonb,
  	"idempotency_key" varchar,
  	"request_hash" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "property_changes" ADD COLUMN "source_name" varchar;
  ALTER TABLE "property_changes" ADD COLUMN "import_id" integer;
  ALTER TABLE "users" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "users" ADD COLUMN "api_key" varchar;
  ALTER TABLE "users" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "catalog_imports_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "price_guard_percent" numeric DEFAULT 15;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_price_guard_percent" numeric DEFAULT 15;
  ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "catalog_imports" ADD CONSTRAINT "catalog_imports_rolled_back_by_id_users_id_fk" FOREIGN KEY ("rolled_back_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "catalog_imports_status_idx" ON "catalog_imports" USING btree ("status");
  CREATE INDEX "catalog_imports_user_idx" ON "catalog_imports" USING btree ("user_id");
  CREATE INDEX "catalog_imports_rolled_back_by_idx" ON "catalog_imports" USING btree ("rolled_back_by_id");
  CREATE UNIQUE INDEX "catalog_imports_idempotency_key_idx" ON "catalog_imports" USING btree ("idempotency_key");
  CREATE INDEX "catalog_imports_updated_at_idx" ON "catalog_imports" USING btree ("updated_at");
  CREATE INDEX "catalog_imports_created_at_idx" ON "catalog_imports" USING btree ("created_at");
  ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_import_id_catalog_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalog_imports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk" FOREIGN KEY ("catalog_imports_id") REFERENCES "public"."catalog_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "property_changes_import_idx" ON "property_changes" USING btree ("import_id");
  CREATE INDEX "payload_locked_documents_rels_catalog_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("catalog_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "catalog_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "catalog_imports" CASCADE;
  ALTER TABLE "property_changes" DROP CONSTRAINT "property_changes_import_id_catalog_imports_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_catalog_imports_fk";
  
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available'::text;
  DROP TYPE "public"."enum_properties_status";
  CREATE TYPE "public"."enum_properties_status" AS ENUM('available', 'booked', 'sold');
  ALTER TABLE "properties" ALTER COLUMN "status" SET DEFAULT 'available'::"public"."enum_properties_status";
  ALTER TABLE "properties" ALTER COLUMN "status" SET DATA TYPE "public"."enum_properties_status" USING "status"::"public"."enum_properties_status";
  ALTER TABLE "property_changes" ALTER COLUMN "status_before" SET DATA TYPE text;
  DROP TYPE "public"."enum_property_changes_status_before";
  CREATE TYPE "public"."enum_property_changes_status_before" AS ENUM('available', 'booked', 'sold');
  ALTER TABLE "property_changes" ALTER COLUMN "status_before" SET DATA TYPE "public"."enum_property_changes_status_before" USING "status_before"::"public"."enum_property_changes_status_before";
  ALTER TABLE "property_changes" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_property_changes_status";
  CREATE TYPE "public"."enum_property_changes_status" AS ENUM('available', 'booked', 'sold');
  ALTER TABLE "property_changes" ALTER COLUMN "status" SET DATA TYPE "public"."enum_property_changes_status" USING "status"::"public"."enum_property_changes_status";
  ALTER TABLE "property_changes" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "property_changes" ALTER COLUMN "source" SET DEFAULT 'system'::text;
  DROP TYPE "public"."enum_property_changes_source";
  CREATE TYPE "public"."enum_property_changes_source" AS ENUM('staff', 'site', 'system');
  ALTER TABLE "property_changes" ALTER COLUMN "source" SET DEFAULT 'system'::"public"."enum_property_changes_source";
  ALTER TABLE "property_changes" ALTER COLUMN "source" SET DATA TYPE "public"."enum_property_changes_source" USING "source"::"public"."enum_property_changes_source";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'sales');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "property_changes_import_idx";
  DROP INDEX "payload_locked_documents_rels_catalog_imports_id_idx";
  ALTER TABLE "property_changes" DROP COLUMN "source_name";
  ALTER TABLE "property_changes" DROP COLUMN "import_id";
  ALTER TABLE "users" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "users" DROP COLUMN "api_key";
  ALTER TABLE "users" DROP COLUMN "api_key_index";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "catalog_imports_id";
  ALTER TABLE "site_settings" DROP COLUMN "price_guard_percent";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_price_guard_percent";
  DROP TYPE "public"."enum_catalog_imports_status";
  DROP TYPE "public"."enum_catalog_imports_mode";
  DROP TYPE "public"."enum_catalog_imports_source_kind";`)
}

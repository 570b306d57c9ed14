import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_catalog_sync_price_list_url_list" AS ENUM('partial', 'full');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'catalog-sync' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'catalog-sync' BEFORE 'schedulePublish';
  CREATE TABLE "catalog_sync" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"profitbase_enabled" boolean DEFAULT false,
  	"profitbase_base_url" varchar,
  	"profitbase_api_key" varchar,
  	"profitbase_new_api_key" varchar,
  	"profitbase_interval" numeric DEFAULT 15 NOT NULL,
  	"price_list_url_enabled" boolean DEFAULT false,
  	"price_list_url_url" varchar,
  	"price_list_url_token" varchar,
  	"price_list_url_new_token" varchar,
  	"price_list_url_list" "enum_catalog_sync_price_list_url_list" DEFAULT 'partial',
  	"price_list_url_interval" numeric DEFAULT 15 NOT NULL,
  	"runs" jsonb,
  	"lease_until" timestamp(3) with time zone,
  	"lease_token" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "catalog_sync" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'backup', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_catalog_sync_price_list_url_list";`)
}

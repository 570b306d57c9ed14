import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crm_integrations_bitrix24_duplicates" AS ENUM('comment', 'new');
  CREATE TABLE "crm_integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bitrix24_enabled" boolean DEFAULT false,
  	"bitrix24_webhook_url" varchar,
  	"bitrix24_new_webhook_url" varchar,
  	"bitrix24_source_id" varchar,
  	"bitrix24_assigned_by_id" numeric,
  	"bitrix24_duplicates" "enum_crm_integrations_bitrix24_duplicates" DEFAULT 'comment',
  	"amocrm_enabled" boolean DEFAULT false,
  	"amocrm_base_url" varchar,
  	"amocrm_token" varchar,
  	"amocrm_new_token" varchar,
  	"amocrm_pipeline_id" numeric,
  	"amocrm_responsible_user_id" numeric,
  	"amocrm_source_name" varchar,
  	"metrika_counter_id" varchar,
  	"metrika_goal" varchar,
  	"metrika_enabled" boolean DEFAULT false,
  	"metrika_token" varchar,
  	"metrika_new_token" varchar,
  	"last_upload" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "leads" ADD COLUMN "yclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "gclid" varchar;
  ALTER TABLE "leads" ADD COLUMN "landing_page" varchar;
  ALTER TABLE "leads" ADD COLUMN "referrer" varchar;
  ALTER TABLE "leads" ADD COLUMN "attributed_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "won_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "hold_version" numeric DEFAULT 0;
  ALTER TABLE "leads" ADD COLUMN "crm_refs" varchar;
  ALTER TABLE "leads" ADD COLUMN "conversion_uploaded_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "crm_integrations" CASCADE;
  ALTER TABLE "leads" DROP COLUMN "yclid";
  ALTER TABLE "leads" DROP COLUMN "gclid";
  ALTER TABLE "leads" DROP COLUMN "landing_page";
  ALTER TABLE "leads" DROP COLUMN "referrer";
  ALTER TABLE "leads" DROP COLUMN "attributed_at";
  ALTER TABLE "leads" DROP COLUMN "won_at";
  ALTER TABLE "leads" DROP COLUMN "hold_version";
  ALTER TABLE "leads" DROP COLUMN "crm_refs";
  ALTER TABLE "leads" DROP COLUMN "conversion_uploaded_at";
  DROP TYPE "public"."enum_crm_integrations_bitrix24_duplicates";`)
}

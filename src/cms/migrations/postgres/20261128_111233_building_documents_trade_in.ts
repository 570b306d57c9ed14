import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_watch_subscriptions_kind" AS ENUM('flat', 'filter');
  CREATE TYPE "public"."enum_watch_subscriptions_status" AS ENUM('pending', 'active', 'unsubscribed');
  CREATE TYPE "public"."enum_watch_mails_kind" AS ENUM('confirm', 'digest');
  CREATE TYPE "public"."enum_watch_mails_delivery_status" AS ENUM('pending', 'delivered', 'failed');
  CREATE TYPE "public"."enum_buildings_date_moves_kind" AS ENUM('delivery', 'keys');
  ALTER TYPE "public"."enum_leads_type" ADD VALUE 'trade_in';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'watch-digest' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'watch-digest' BEFORE 'schedulePublish';
  CREATE TABLE "watch_subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"kind" "enum_watch_subscriptions_kind" NOT NULL,
  	"property_id" integer,
  	"filter_query" varchar,
  	"filter_label" varchar,
  	"status" "enum_watch_subscriptions_status" DEFAULT 'pending' NOT NULL,
  	"consent" boolean,
  	"consent_text" varchar,
  	"page_url" varchar,
  	"confirmed_at" timestamp(3) with time zone,
  	"unsubscribed_at" timestamp(3) with time zone,
  	"notified_at" timestamp(3) with time zone,
  	"token" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "watch_mails" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"kind" "enum_watch_mails_kind" NOT NULL,
  	"digest_key" varchar,
  	"subject" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"html" varchar,
  	"unsubscribe_url" varchar,
  	"delivery_status" "enum_watch_mails_delivery_status" DEFAULT 'pending',
  	"delivery_attempts" numeric DEFAULT 0,
  	"delivery_next_at" timestamp(3) with time zone,
  	"delivery_error" varchar,
  	"delivered_to" varchar,
  	"delivered_at" timestamp(3) with time zone,
  	"delivery_claim" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "buildings_date_moves" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_buildings_date_moves_kind" NOT NULL,
  	"from" timestamp(3) with time zone NOT NULL,
  	"to" timestamp(3) with time zone NOT NULL,
  	"moved_at" timestamp(3) with time zone NOT NULL
  );
  
  ALTER TABLE "buildings" ADD COLUMN "declaration_url" varchar;
  ALTER TABLE "buildings" ADD COLUMN "permit_number" varchar;
  ALTER TABLE "buildings" ADD COLUMN "permit_date" timestamp(3) with time zone;
  ALTER TABLE "buildings" ADD COLUMN "escrow_bank" varchar;
  ALTER TABLE "buildings" ADD COLUMN "delivery_date" timestamp(3) with time zone;
  ALTER TABLE "buildings" ADD COLUMN "keys_date" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watch_subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "watch_mails_id" integer;
  ALTER TABLE "watch_subscriptions" ADD CONSTRAINT "watch_subscriptions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "buildings_date_moves" ADD CONSTRAINT "buildings_date_moves_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "watch_subscriptions_email_idx" ON "watch_subscriptions" USING btree ("email");
  CREATE INDEX "watch_subscriptions_property_idx" ON "watch_subscriptions" USING btree ("property_id");
  CREATE INDEX "watch_subscriptions_status_idx" ON "watch_subscriptions" USING btree ("status");
  CREATE INDEX "watch_subscriptions_notified_at_idx" ON "watch_subscriptions" USING btree ("notified_at");
  CREATE UNIQUE INDEX "watch_subscriptions_token_idx" ON "watch_subscriptions" USING btree ("token");
  CREATE INDEX "watch_subscriptions_updated_at_idx" ON "watch_subscriptions" USING btree ("updated_at");
  CREATE INDEX "watch_subscriptions_created_at_idx" ON "watch_subscriptions" USING btree ("created_at");
  CREATE INDEX "watch_mails_to_idx" ON "watch_mails" USING btree ("to");
  CREATE UNIQUE INDEX "watch_mails_digest_key_idx" ON "watch_mails" USING btree ("digest_key");
  CREATE INDEX "watch_mails_delivery_status_idx" ON "watch_mails" USING btree ("delivery_status");
  CREATE INDEX "watch_mails_updated_at_idx" ON "watch_mails" USING btree ("updated_at");
  CREATE INDEX "watch_mails_created_at_idx" ON "watch_mails" USING btree ("created_at");
  CREATE INDEX "buildings_date_moves_order_idx" ON "buildings_date_moves" USING btree ("_order");
  CREATE INDEX "buildings_date_moves_parent_id_idx" ON "buildings_date_moves" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watch_subscriptions_fk" FOREIGN KEY ("watch_subscriptions_id") REFERENCES "public"."watch_subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_watch_mails_fk" FOREIGN KEY ("watch_mails_id") REFERENCES "public"."watch_mails"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_watch_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("watch_subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_watch_mails_id_idx" ON "payload_locked_documents_rels" USING btree ("watch_mails_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "watch_subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "watch_mails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "buildings_date_moves" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "watch_subscriptions" CASCADE;
  DROP TABLE "watch_mails" CASCADE;
  DROP TABLE "buildings_date_moves" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watch_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_watch_mails_fk";
  
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE text;
  ALTER TABLE "leads" ALTER COLUMN "type" SET DEFAULT 'consultation'::text;
  DROP TYPE "public"."enum_leads_type";
  CREATE TYPE "public"."enum_leads_type" AS ENUM('consultation', 'callback', 'booking', 'excursion', 'mortgage');
  ALTER TABLE "leads" ALTER COLUMN "type" SET DEFAULT 'consultation'::"public"."enum_leads_type";
  ALTER TABLE "leads" ALTER COLUMN "type" SET DATA TYPE "public"."enum_leads_type" USING "type"::"public"."enum_leads_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'backup', 'catalog-sync', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'backup', 'catalog-sync', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_watch_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_watch_mails_id_idx";
  ALTER TABLE "buildings" DROP COLUMN "declaration_url";
  ALTER TABLE "buildings" DROP COLUMN "permit_number";
  ALTER TABLE "buildings" DROP COLUMN "permit_date";
  ALTER TABLE "buildings" DROP COLUMN "escrow_bank";
  ALTER TABLE "buildings" DROP COLUMN "delivery_date";
  ALTER TABLE "buildings" DROP COLUMN "keys_date";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watch_subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "watch_mails_id";
  DROP TYPE "public"."enum_watch_subscriptions_kind";
  DROP TYPE "public"."enum_watch_subscriptions_status";
  DROP TYPE "public"."enum_watch_mails_kind";
  DROP TYPE "public"."enum_watch_mails_delivery_status";
  DROP TYPE "public"."enum_buildings_date_moves_kind";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "delivery_next_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivered_to" varchar;
  ALTER TABLE "leads" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "leads" ADD COLUMN "delivery_claim" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "delivery_attempts" numeric DEFAULT 0;
  ALTER TABLE "subscribers" ADD COLUMN "delivery_next_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "delivery_error" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "delivered_to" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "delivered_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "delivery_claim" varchar;
  CREATE INDEX "subscribers_delivery_status_idx" ON "subscribers" USING btree ("delivery_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "subscribers_delivery_status_idx";
  ALTER TABLE "leads" DROP COLUMN "delivery_next_at";
  ALTER TABLE "leads" DROP COLUMN "delivered_to";
  ALTER TABLE "leads" DROP COLUMN "delivered_at";
  ALTER TABLE "leads" DROP COLUMN "delivery_claim";
  ALTER TABLE "subscribers" DROP COLUMN "delivery_attempts";
  ALTER TABLE "subscribers" DROP COLUMN "delivery_next_at";
  ALTER TABLE "subscribers" DROP COLUMN "delivery_error";
  ALTER TABLE "subscribers" DROP COLUMN "delivered_to";
  ALTER TABLE "subscribers" DROP COLUMN "delivered_at";
  ALTER TABLE "subscribers" DROP COLUMN "delivery_claim";`)
}

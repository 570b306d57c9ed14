import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_visitor_items_list" ADD VALUE 'compare';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visitor_items" ALTER COLUMN "list" SET DATA TYPE text;
  DROP TYPE "public"."enum_visitor_items_list";
  CREATE TYPE "public"."enum_visitor_items_list" AS ENUM('favorite', 'viewed', 'pinned');
  ALTER TABLE "visitor_items" ALTER COLUMN "list" SET DATA TYPE "public"."enum_visitor_items_list" USING "list"::"public"."enum_visitor_items_list";`)
}

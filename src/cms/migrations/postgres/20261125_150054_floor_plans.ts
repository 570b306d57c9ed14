import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "sections_floor_plan_flats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"riser" numeric NOT NULL,
  	"outline" jsonb NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "riser" numeric;
  ALTER TABLE "sections" ADD COLUMN "floor_plan_id" integer;
  ALTER TABLE "sections_floor_plan_flats" ADD CONSTRAINT "sections_floor_plan_flats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sections_floor_plan_flats_order_idx" ON "sections_floor_plan_flats" USING btree ("_order");
  CREATE INDEX "sections_floor_plan_flats_parent_id_idx" ON "sections_floor_plan_flats" USING btree ("_parent_id");
  ALTER TABLE "sections" ADD CONSTRAINT "sections_floor_plan_id_media_id_fk" FOREIGN KEY ("floor_plan_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "sections_floor_plan_idx" ON "sections" USING btree ("floor_plan_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sections_floor_plan_flats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sections_floor_plan_flats" CASCADE;
  ALTER TABLE "sections" DROP CONSTRAINT "sections_floor_plan_id_media_id_fk";
  
  DROP INDEX "sections_floor_plan_idx";
  ALTER TABLE "properties" DROP COLUMN "riser";
  ALTER TABLE "sections" DROP COLUMN "floor_plan_id";`)
}

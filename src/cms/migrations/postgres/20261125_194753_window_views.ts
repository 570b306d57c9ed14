import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sections_window_views_orientation" AS ENUM('n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw');
  CREATE TABLE "sections_window_views" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"floor_from" numeric NOT NULL,
  	"floor_to" numeric NOT NULL,
  	"orientation" "enum_sections_window_views_orientation" NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  ALTER TABLE "sections_window_views" ADD CONSTRAINT "sections_window_views_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "sections_window_views" ADD CONSTRAINT "sections_window_views_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "sections_window_views_order_idx" ON "sections_window_views" USING btree ("_order");
  CREATE INDEX "sections_window_views_parent_id_idx" ON "sections_window_views" USING btree ("_parent_id");
  CREATE INDEX "sections_window_views_image_idx" ON "sections_window_views" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "sections_window_views" CASCADE;
  DROP TYPE "public"."enum_sections_window_views_orientation";`)
}

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promos" ADD COLUMN "full_payment" boolean DEFAULT false;
  ALTER TABLE "_promos_v" ADD COLUMN "version_full_payment" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "promos" DROP COLUMN "full_payment";
  ALTER TABLE "_promos_v" DROP COLUMN "version_full_payment";`)
}

import { MigrationInterface, QueryRunner } from 'typeorm';

/** extras_imageattachment (image attachments; their files live under DATA_DIR/media). */
export class ImageAttachments1795309944289 implements MigrationInterface {
  name = 'ImageAttachments1795309944289';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "extras_imageattachment" ("id" BIGSERIAL NOT NULL, "created" TIMESTAMP WITH TIME ZONE DEFAULT now(), "last_updated" TIMESTAMP WITH TIME ZONE DEFAULT now(), "object_type" character varying(100) NOT NULL, "object_id" bigint NOT NULL, "name" character varying(50) NOT NULL DEFAULT '', "image" character varying(255) NOT NULL, "description" character varying(200) NOT NULL DEFAULT '', "image_height" integer NOT NULL, "image_width" integer NOT NULL, "image_size" integer NOT NULL, CONSTRAINT "PK_98ec1af4789d5fdcab87bead368" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "IDX_f7e8d1a6512223afcb2475620d" ON "extras_imageattachment"  ("object_type", "object_id") `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."IDX_f7e8d1a6512223afcb2475620d"`);
    await q.query(`DROP TABLE "extras_imageattachment"`);
  }
}

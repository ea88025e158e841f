-- One change log: a ruling's history joins the others' in edit_history, in its order.
INSERT INTO "edit_history" ("entity", "entity_id", "version", "action", "changed_at", "changed_by", "before", "after")
SELECT 'ruling', "ruling_id", "version", "action", "changed_at", "changed_by", "before", "after" FROM "ruling_history" ORDER BY "id";

-- DropTable
DROP TABLE "ruling_history";

-- CreateTable
CREATE TABLE "ruling_translation" (
    "ruling_id" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,

    CONSTRAINT "ruling_translation_pkey" PRIMARY KEY ("ruling_id","lang")
);

-- AddForeignKey
ALTER TABLE "ruling_translation" ADD CONSTRAINT "ruling_translation_ruling_id_fkey" FOREIGN KEY ("ruling_id") REFERENCES "ruling"("id") ON DELETE CASCADE ON UPDATE CASCADE;

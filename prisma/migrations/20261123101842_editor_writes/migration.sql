-- AlterTable
ALTER TABLE "card" ADD COLUMN     "behaviours_version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "reference" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "edit_history" (
    "id" SERIAL NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "changed_by" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,

    CONSTRAINT "edit_history_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "edit_history_entity_entity_id_changed_at_idx" ON "edit_history"("entity", "entity_id", "changed_at");

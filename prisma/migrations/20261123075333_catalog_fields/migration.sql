-- AlterTable
ALTER TABLE "card" ADD COLUMN     "images" JSONB,
ADD COLUMN     "limit_regulation" JSONB,
ADD COLUMN     "link_arrows" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "master_duel_rarity" TEXT,
ADD COLUMN     "materials" TEXT,
ADD COLUMN     "series" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "sets" JSONB;

-- CreateTable
CREATE TABLE "card_nickname" (
    "key" TEXT NOT NULL,
    "lang" TEXT NOT NULL,
    "nickname" TEXT NOT NULL,
    "card_name" TEXT NOT NULL,

    CONSTRAINT "card_nickname_pkey" PRIMARY KEY ("key","card_name")
);

-- CreateTable
CREATE TABLE "catalog_meta" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source" TEXT NOT NULL DEFAULT 'seed',
    "seed_hash" TEXT,

    CONSTRAINT "catalog_meta_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "card_series_idx" ON "card" USING GIN ("series");

-- CreateIndex
CREATE INDEX "card_card_type_attribute_idx" ON "card"("card_type", "attribute");

-- The one row of catalog_meta (written by hand: data, not schema)
INSERT INTO "catalog_meta" ("id", "version", "changed_at", "source") VALUES (1, 0, CURRENT_TIMESTAMP, 'migration') ON CONFLICT DO NOTHING;

-- CreateExtension (written by hand: schema.prisma leaves extensions to the migrations)
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateTable
CREATE TABLE "card" (
    "id" SERIAL NOT NULL,
    "konami_id" INTEGER,
    "password" INTEGER,
    "alt_passwords" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "yugipedia_page_id" INTEGER,
    "card_type" TEXT NOT NULL,
    "property" TEXT,
    "monster_type_line" TEXT,
    "attribute" TEXT,
    "level" INTEGER,
    "rank" INTEGER,
    "link_rating" INTEGER,
    "atk" INTEGER,
    "def" INTEGER,
    "pendulum_scale" INTEGER,
    "curated_behaviours" JSONB,
    "text_behaviours" JSONB,
    "analysed_at" TIMESTAMP(3),
    "curated" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_locale" (
    "card_id" INTEGER NOT NULL,
    "lang" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "reading" TEXT,
    "text" TEXT,
    "pendulum_text" TEXT,
    "search_name" TEXT NOT NULL,
    "search_reading" TEXT,

    CONSTRAINT "card_locale_pkey" PRIMARY KEY ("card_id","lang")
);

-- CreateTable
CREATE TABLE "ruling" (
    "id" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "authority" TEXT NOT NULL,
    "date" DATE,
    "status" TEXT NOT NULL DEFAULT 'current',
    "superseded_by_id" TEXT,
    "phases" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ruling_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reference" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "publisher" TEXT NOT NULL,
    "url" TEXT,
    "locator" TEXT,
    "date" TEXT,
    "language" TEXT NOT NULL,

    CONSTRAINT "reference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ruling_reference" (
    "ruling_id" TEXT NOT NULL,
    "reference_id" TEXT NOT NULL,
    "locator" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ruling_reference_pkey" PRIMARY KEY ("ruling_id","reference_id")
);

-- CreateTable
CREATE TABLE "card_ruling" (
    "card_id" INTEGER NOT NULL,
    "ruling_id" TEXT NOT NULL,

    CONSTRAINT "card_ruling_pkey" PRIMARY KEY ("card_id","ruling_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "card_konami_id_key" ON "card"("konami_id");

-- CreateIndex
CREATE UNIQUE INDEX "card_password_key" ON "card"("password");

-- CreateIndex
CREATE UNIQUE INDEX "card_yugipedia_page_id_key" ON "card"("yugipedia_page_id");

-- CreateIndex
CREATE INDEX "card_locale_search_name_trgm" ON "card_locale" USING GIN ("search_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "card_locale_search_reading_trgm" ON "card_locale" USING GIN ("search_reading" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "card_locale_search_name_idx" ON "card_locale"("search_name");

-- CreateIndex
CREATE INDEX "ruling_game_kind_idx" ON "ruling"("game", "kind");

-- CreateIndex
CREATE INDEX "ruling_reference_reference_id_idx" ON "ruling_reference"("reference_id");

-- CreateIndex
CREATE INDEX "card_ruling_ruling_id_idx" ON "card_ruling"("ruling_id");

-- AddForeignKey
ALTER TABLE "card_locale" ADD CONSTRAINT "card_locale_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ruling" ADD CONSTRAINT "ruling_superseded_by_id_fkey" FOREIGN KEY ("superseded_by_id") REFERENCES "ruling"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ruling_reference" ADD CONSTRAINT "ruling_reference_ruling_id_fkey" FOREIGN KEY ("ruling_id") REFERENCES "ruling"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ruling_reference" ADD CONSTRAINT "ruling_reference_reference_id_fkey" FOREIGN KEY ("reference_id") REFERENCES "reference"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_ruling" ADD CONSTRAINT "card_ruling_card_id_fkey" FOREIGN KEY ("card_id") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_ruling" ADD CONSTRAINT "card_ruling_ruling_id_fkey" FOREIGN KEY ("ruling_id") REFERENCES "ruling"("id") ON DELETE CASCADE ON UPDATE CASCADE;

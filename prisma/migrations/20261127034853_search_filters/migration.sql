-- AlterTable
ALTER TABLE "card" ADD COLUMN     "set_codes" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "card_set_codes_idx" ON "card" USING GIN ("set_codes");

-- The set codes of the cards already stored, from their printings (data, not schema: an import writes them from now on)
UPDATE "card" SET "set_codes" = ARRAY(
  SELECT DISTINCT upper(btrim(split_part(e ->> 'setNumber', '-', 1)))
  FROM jsonb_each("sets") AS s(lang, list), jsonb_array_elements(CASE WHEN jsonb_typeof(s.list) = 'array' THEN s.list ELSE '[]'::jsonb END) AS e
  WHERE btrim(split_part(e ->> 'setNumber', '-', 1)) <> ''
  ORDER BY 1
) WHERE "sets" IS NOT NULL AND jsonb_typeof("sets") = 'object';

-- AlterTable
ALTER TABLE "card_ruling" ADD COLUMN     "readings" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "situations" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "with_card_id" INTEGER;

-- AddForeignKey
ALTER TABLE "card_ruling" ADD CONSTRAINT "card_ruling_with_card_id_fkey" FOREIGN KEY ("with_card_id") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

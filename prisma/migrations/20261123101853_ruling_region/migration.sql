-- AlterTable
ALTER TABLE "ruling" ADD COLUMN     "region" TEXT;

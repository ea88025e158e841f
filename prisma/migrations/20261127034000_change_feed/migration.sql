-- The change feed (GET /v1/changes) and the notice every instance of the service listens for.

-- How many data versions the feed keeps (a client asking from an older one is told to refetch).
ALTER TABLE "catalog_meta" ADD COLUMN "change_log_keep" INTEGER NOT NULL DEFAULT 10000;

-- The data version a change-log row moved the catalog to (0: recorded before the feed existed).
ALTER TABLE "edit_history" ADD COLUMN "data_version" INTEGER;
UPDATE "edit_history" SET "data_version" = 0;
CREATE INDEX "edit_history_data_version_idx" ON "edit_history"("data_version");

-- CreateTable
CREATE TABLE "catalog_change" (
    "version" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,
    "detail" JSONB,

    CONSTRAINT "catalog_change_pkey" PRIMARY KEY ("version")
);

-- Where the feed starts: the version the catalog is at now (what came before it is not listed).
INSERT INTO "catalog_change" ("version", "source", "changed_at")
SELECT "version", 'log-start', "changed_at" FROM "catalog_meta" WHERE "id" = 1;

-- Every move of the data version, in the transaction that made it: a row in the feed, the change-log
-- rows of that transaction stamped with it, versions older than the feed keeps dropped, and a
-- notice on the channel rulings_catalog_changed (delivered when the transaction commits, never
-- before, never if it rolls back) to every instance of the service listening.
CREATE FUNCTION "rulings_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."version" = OLD."version" THEN
    RETURN NULL;
  END IF;
  INSERT INTO "catalog_change" ("version", "source", "changed_at") VALUES (NEW."version", NEW."source", NEW."changed_at")
    ON CONFLICT ("version") DO NOTHING;
  UPDATE "edit_history" SET "data_version" = NEW."version" WHERE "data_version" IS NULL;
  DELETE FROM "catalog_change" WHERE "version" <= NEW."version" - GREATEST(NEW."change_log_keep", 1);
  PERFORM pg_notify('rulings_catalog_changed', NEW."version"::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER "catalog_meta_changed" AFTER INSERT OR UPDATE ON "catalog_meta"
  FOR EACH ROW EXECUTE FUNCTION "rulings_catalog_changed"();

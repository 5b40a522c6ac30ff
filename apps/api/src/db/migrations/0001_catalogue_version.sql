-- The facet cache is refreshed when the inventory changes: every statement that writes cars bumps one
-- counter, which each server compares with the version its cache was built from (docs/decisions/004).
INSERT INTO "app_meta" ("key", "value") VALUES ('catalogue_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "app_meta" SET "value" = ("value"::bigint + 1)::text, "updated_at" = now() WHERE "key" = 'catalogue_version';
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER cars_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cars"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

-- Rendered pages and public catalogue answers are kept for a few seconds (docs/page-cache.md). Every
-- transaction that writes what they show (a car, its photos, prices, inspection report, reservations,
-- wishlist count, its dealer and their ratings, the brand and model names) bumps one counter once, at
-- its commit, and tells every server at once; each server drops what it kept under the older number.
-- NOTE: deferred to the commit, so the counter's row is locked for the commit alone and always last:
-- a transaction never waits for it while holding a car or a booking that another one needs.
INSERT INTO "app_meta" ("key", "value") VALUES ('pages_version', '1') ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped text;
BEGIN
  -- Once per transaction: its first row does it, the rest see the mark (which ends with the transaction).
  IF current_setting('luxe.pages_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('luxe.pages_bumped', 'yes', true);
  UPDATE "app_meta" SET "value" = ("value"::bigint + 1)::text, "updated_at" = now() WHERE "key" = 'pages_version'
    RETURNING "value" INTO bumped;
  PERFORM pg_notify('luxe_pages', bumped);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each table a public page reads: a row trigger deferred to the commit, and for TRUNCATE (which has no row
-- to defer, and locks the whole table anyway) a statement trigger.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['cars', 'car_images', 'price_history', 'car_inspections', 'inspection_photos', 'bookings', 'wishlists',
    'vendors', 'ratings', 'brands', 'car_models', 'car_variants']
  LOOP
    -- Run again on a store that has them (a migration replayed), it replaces them.
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_bump_pages_version', t);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t || '_truncate_bumps_pages_version', t);
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_pages_version()', t || '_bump_pages_version', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_pages_version()',
      t || '_truncate_bumps_pages_version', t);
  END LOOP;
END;
$$;

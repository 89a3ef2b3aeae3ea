-- The residence search keeps the catalogue in memory (src/server/modules/residence/search/
-- catalogue-cache.ts). Every statement that changes a catalogue table bumps this one row's
-- version in the same transaction, so a search that reads a newer version than its copy
-- reloads first, on every instance, and never answers from an older catalogue.
CREATE TABLE "search_catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
INSERT INTO "search_catalogue_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION bump_search_catalogue_version() RETURNS trigger AS $$
BEGIN
  UPDATE search_catalogue_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER counties_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER municipalities_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipalities FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_areas_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_areas FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_stages_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stages FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_objects_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_objects FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_showings_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_showings FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_tags_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_tags FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER residence_stage_tags_search_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stage_tags FOR EACH STATEMENT EXECUTE FUNCTION bump_search_catalogue_version();

-- The residence search keeps the catalogue in memory and the text search each site's words
-- (src/server/modules/residence/search/catalogue-cache.ts, text-search/site-vocabulary.ts).
-- Every statement that changes their tables bumps a version in the same transaction; a search
-- that reads a newer version than its copy reloads first, on every instance.
CREATE TABLE "search_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_words_idx" ON "search_documents" USING gin (regexp_split_to_array("search_text", '[^[:alnum:]]+'::text));--> statement-breakpoint
INSERT INTO "search_versions" ("name", "version") VALUES ('catalogue', 0), ('documents', 0);
--> statement-breakpoint
CREATE FUNCTION bump_search_version() RETURNS trigger AS $$
BEGIN
  UPDATE search_versions SET version = version + 1 WHERE name = TG_ARGV[0];
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER counties_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER municipalities_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipalities FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_areas_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_areas FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_stages_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stages FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_objects_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_objects FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_showings_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_showings FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_tags_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_tags FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER residence_stage_tags_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stage_tags FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('catalogue');
--> statement-breakpoint
CREATE TRIGGER search_documents_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_documents FOR EACH STATEMENT EXECUTE FUNCTION bump_search_version('documents');

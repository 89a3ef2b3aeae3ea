-- Every change to what anonymous pages show (content, site chrome, the residence catalogue)
-- notifies channel public_content_changed, once per statement. Each server instance listens
-- and drops its anonymous page cache (src/server/modules/content/page-cache.ts).
CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pages_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER site_chrome_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_chrome FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER counties_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON counties FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER municipalities_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON municipalities FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_areas_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_areas FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_stages_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stages FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_objects_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_objects FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_showings_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_showings FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_tags_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_tags FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER residence_stage_tags_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON residence_stage_tags FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();

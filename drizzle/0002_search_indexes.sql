DROP INDEX "residence_objects_stage_idx";--> statement-breakpoint
CREATE INDEX "residence_objects_stage_status_idx" ON "residence_objects" USING btree ("stage_id","status");--> statement-breakpoint
CREATE INDEX "residence_showings_stage_end_idx" ON "residence_showings" USING btree ("stage_id","ends_at");
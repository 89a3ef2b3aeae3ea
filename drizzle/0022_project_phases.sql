-- Project phases (issue 35 item 5; platform §4, flows §3.9): each stage gets its lifecycle step,
-- its project type and, for a contractor's reference project, a contractor type. Existing stages
-- are backfilled by the rules of src/shared/residence/project-phases.ts (lifecycleForStage,
-- projectTypeForStage), so a migrated catalogue agrees with its stage statuses.
ALTER TABLE "residence_stages" ADD COLUMN "project_lifecycle" smallint;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD COLUMN "project_type" smallint;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD COLUMN "contractor_type" smallint;--> statement-breakpoint
-- Lifecycle by stage status, and for stages being built by the days left until move-in.
UPDATE "residence_stages" SET "project_lifecycle" = CASE "stage_status"
  WHEN 1 THEN 1
  WHEN 2 THEN 2
  WHEN 5 THEN 4
  WHEN 3 THEN CASE
    WHEN "inhabit_date" - CURRENT_DATE > 365 THEN 5
    WHEN "inhabit_date" - CURRENT_DATE > 180 THEN 6
    WHEN "inhabit_date" - CURRENT_DATE > 90 THEN 7
    WHEN "inhabit_date" - CURRENT_DATE > 30 THEN 8
    WHEN "inhabit_date" - CURRENT_DATE > 0 THEN 9
    ELSE 10 END
  WHEN 4 THEN CASE
    WHEN "inhabit_date" - CURRENT_DATE > 180 THEN 6
    WHEN "inhabit_date" - CURRENT_DATE > 90 THEN 7
    WHEN "inhabit_date" - CURRENT_DATE > 30 THEN 8
    WHEN "inhabit_date" - CURRENT_DATE > 0 THEN 9
    ELSE 11 END
  WHEN 6 THEN 10
  ELSE 11 END,
  "contractor_type" = CASE WHEN "stage_status" = 8 THEN 1 END;--> statement-breakpoint
-- Project type by concept and home types (of the homes, or announced while there are none).
UPDATE "residence_stages" s SET "project_type" = CASE
  WHEN s."concept" = 1 THEN 3
  WHEN cardinality(t.types) > 0 AND t.types <@ ARRAY[6]::smallint[] THEN 4
  WHEN cardinality(t.types) = 0 OR 3 = ANY(t.types) THEN 1
  ELSE 2 END
FROM (
  SELECT st."id", ARRAY(
    SELECT o."home_type" FROM "residence_objects" o WHERE o."stage_id" = st."id"
    UNION SELECT unnest(st."planned_home_types")
  )::smallint[] AS types
  FROM "residence_stages" st
) t
WHERE t."id" = s."id";--> statement-breakpoint
ALTER TABLE "residence_stages" ALTER COLUMN "project_lifecycle" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_stages" ALTER COLUMN "project_type" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_project_lifecycle_check" CHECK ("residence_stages"."project_lifecycle" between 1 and 11);--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_project_type_check" CHECK ("residence_stages"."project_type" between 1 and 10);--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_contractor_type_check" CHECK ("residence_stages"."contractor_type" between 1 and 7);

-- Trigram matching for typo-tolerant tag search; unaccent for folding typed text.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "counties" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipalities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"county_id" uuid NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_areas" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"municipality_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"image_style" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"object_number" text NOT NULL,
	"path" text NOT NULL,
	"status" smallint NOT NULL,
	"home_type" smallint NOT NULL,
	"disposal_form" smallint NOT NULL,
	"rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"plot_area" integer,
	"price" integer NOT NULL,
	"total_price" integer,
	"monthly_fee" integer NOT NULL,
	"floor" smallint NOT NULL,
	"building_floors" smallint NOT NULL,
	"outdoor_spaces" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"parking" smallint NOT NULL,
	"direction" smallint NOT NULL,
	"inhabit_date" date NOT NULL,
	"inhabit_determined" boolean NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_showings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_stage_tags" (
	"stage_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "residence_stage_tags_stage_id_tag_id_pk" PRIMARY KEY("stage_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "residence_stages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"site_org_id" uuid NOT NULL,
	"area_id" uuid,
	"municipality_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"stage_status" smallint NOT NULL,
	"concept" smallint,
	"label" text,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"inhabit_date" date NOT NULL,
	"inhabit_date_end" date,
	"inhabit_determined" boolean NOT NULL,
	"vip_start" timestamp with time zone,
	"vip_end" timestamp with time zone,
	"has_extra_showings_info" boolean DEFAULT false NOT NULL,
	"plot_type" smallint,
	"planned_home_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"planned_disposal_forms" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"planned_min_price" integer,
	"planned_max_price" integer,
	"planned_min_rooms" smallint,
	"planned_max_rooms" smallint,
	"planned_min_area" integer,
	"planned_max_area" integer,
	"staff" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_rank" integer NOT NULL,
	"image_style" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"url" text NOT NULL,
	"rank" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "municipalities" ADD CONSTRAINT "municipalities_county_id_counties_id_fk" FOREIGN KEY ("county_id") REFERENCES "public"."counties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_areas" ADD CONSTRAINT "residence_areas_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_objects" ADD CONSTRAINT "residence_objects_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD CONSTRAINT "residence_showings_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD CONSTRAINT "residence_showings_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stage_tags" ADD CONSTRAINT "residence_stage_tags_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stage_tags" ADD CONSTRAINT "residence_stage_tags_tag_id_residence_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."residence_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_area_id_residence_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."residence_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_stages" ADD CONSTRAINT "residence_stages_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counties_country_slug_idx" ON "counties" USING btree ("country","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "municipalities_country_slug_idx" ON "municipalities" USING btree ("country","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_areas_site_path_idx" ON "residence_areas" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "residence_areas_municipality_idx" ON "residence_areas" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_objects_stage_number_idx" ON "residence_objects" USING btree ("stage_id","object_number");--> statement-breakpoint
CREATE INDEX "residence_objects_site_status_idx" ON "residence_objects" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "residence_objects_stage_idx" ON "residence_objects" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "residence_objects_price_idx" ON "residence_objects" USING btree ("price");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_objects_site_path_idx" ON "residence_objects" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "residence_showings_stage_idx" ON "residence_showings" USING btree ("stage_id","starts_at");--> statement-breakpoint
CREATE INDEX "residence_stage_tags_tag_idx" ON "residence_stage_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_stages_site_path_idx" ON "residence_stages" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "residence_stages_site_status_idx" ON "residence_stages" USING btree ("site_id","stage_status");--> statement-breakpoint
CREATE INDEX "residence_stages_area_idx" ON "residence_stages" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "residence_stages_municipality_idx" ON "residence_stages" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residence_tags_country_url_idx" ON "residence_tags" USING btree ("country","url");--> statement-breakpoint
CREATE INDEX "residence_tags_search_name_trgm_idx" ON "residence_tags" USING gin ("search_name" gin_trgm_ops);
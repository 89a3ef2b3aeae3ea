CREATE TABLE "experiment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"experiment" text NOT NULL,
	"variant" text NOT NULL,
	"site_key" text,
	"visitor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"form" text NOT NULL,
	"page_path" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"visitor_id" text NOT NULL,
	"kind" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"county_id" uuid,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_key" text NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metric_id" text NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"navigation_type" text NOT NULL,
	"rating" text NOT NULL,
	"path" text NOT NULL,
	"host" text NOT NULL,
	"site_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experiment_events_experiment_idx" ON "experiment_events" USING btree ("experiment","variant");--> statement-breakpoint
CREATE INDEX "form_submissions_site_form_idx" ON "form_submissions" USING btree ("site_key","form","created_at");--> statement-breakpoint
CREATE INDEX "page_visits_visitor_idx" ON "page_visits" USING btree ("visitor_id","site_key","visited_at");--> statement-breakpoint
CREATE INDEX "page_visits_county_idx" ON "page_visits" USING btree ("county_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_site_url_idx" ON "search_documents" USING btree ("site_key","url");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_search_text_trgm_idx" ON "search_documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "web_vitals_name_created_idx" ON "web_vitals" USING btree ("name","created_at");
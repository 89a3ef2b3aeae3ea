CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_key" text NOT NULL,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"view_model" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seo" jsonb NOT NULL,
	"breadcrumbs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"requires_login" boolean DEFAULT false NOT NULL,
	"publish_state" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_chrome" (
	"site_key" text PRIMARY KEY NOT NULL,
	"navigation" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"career_navigation" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popular_searches" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"crisis_banner" jsonb,
	"site_version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_path_idx" ON "pages" USING btree ("site_key","path");--> statement-breakpoint
CREATE INDEX "pages_site_template_idx" ON "pages" USING btree ("site_key","template");
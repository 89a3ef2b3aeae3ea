-- Issue 13 item 7: case handlers (staff_members, one row per site they handle) and their
-- comments on cases, which the reporter reads on the errand.
CREATE TABLE "case_comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"case_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"role" text DEFAULT 'caseHandler' NOT NULL,
	CONSTRAINT "staff_members_user_id_site_key_pk" PRIMARY KEY("user_id","site_key")
);
--> statement-breakpoint
ALTER TABLE "case_comments" ADD CONSTRAINT "case_comments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_comments" ADD CONSTRAINT "case_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_comments_case_idx" ON "case_comments" USING btree ("case_id","created_at");
CREATE TABLE "case_followers" (
	"case_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_followers_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_followers" ADD CONSTRAINT "case_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_followers_user_idx" ON "case_followers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "sent_at";
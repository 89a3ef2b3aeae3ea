-- The person chooses how often a saved search alerts them (issue 33 item 12): immediately (each
-- run of the job, as every search did so far, hence the default), daily, weekly or never. A
-- daily or weekly search waits from its last alert, and collects the homes found meanwhile as
-- matches without `notified_at`. Until now such rows were the homes matching at the save, never
-- news: they take the save's time, so the first daily mail does not tell of them.
ALTER TABLE "saved_searches" ADD COLUMN "alert_frequency" text DEFAULT 'immediately' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "last_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_alert_frequency_check" CHECK ("saved_searches"."alert_frequency" in ('immediately', 'daily', 'weekly', 'never'));--> statement-breakpoint
UPDATE "saved_search_matches" SET "notified_at" = "saved_searches"."created_at" FROM "saved_searches" WHERE "saved_searches"."id" = "saved_search_matches"."saved_search_id" AND "saved_search_matches"."notified_at" IS NULL;

CREATE TABLE "booking_interior_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"stage_id" uuid NOT NULL,
	"group_key" text NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "booking_interior_options_price_check" CHECK ("booking_interior_options"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"booking_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	"signer_name" text,
	"signature_provider" text,
	"signature" text
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_object_id_pk" PRIMARY KEY("saved_search_id","object_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showing_registrations" (
	"showing_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showing_registrations_showing_id_user_id_pk" PRIMARY KEY("showing_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_amount_check" CHECK ("payment_attempts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "premises" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"municipality_id" uuid NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"premises_type" text NOT NULL,
	"offer" text NOT NULL,
	"status" text NOT NULL,
	"area" double precision NOT NULL,
	"price" integer,
	"address" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_from" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "succession_objects" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"municipality_id" uuid NOT NULL,
	"stage_id" uuid,
	"address" text NOT NULL,
	"rooms" smallint NOT NULL,
	"living_area" double precision NOT NULL,
	"price" integer NOT NULL,
	"monthly_fee" integer,
	"broker_name" text NOT NULL,
	"external_url" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_projects" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_projects" ADD COLUMN "interior_deadline" date;--> statement-breakpoint
ALTER TABLE "booking_projects" ADD COLUMN "inspection_date" date;--> statement-breakpoint
ALTER TABLE "booking_projects" ADD COLUMN "final_payment_date" date;--> statement-breakpoint
ALTER TABLE "residence_bookings" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_bookings" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text DEFAULT 'SEK' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'vip' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_with" text;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD COLUMN "vip" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "residence_showings" ADD COLUMN "capacity" smallint;--> statement-breakpoint
ALTER TABLE "booking_interior_options" ADD CONSTRAINT "booking_interior_options_stage_id_booking_projects_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."booking_projects"("stage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_booking_id_residence_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."residence_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_registrations" ADD CONSTRAINT "showing_registrations_showing_id_residence_showings_id_fk" FOREIGN KEY ("showing_id") REFERENCES "public"."residence_showings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_registrations" ADD CONSTRAINT "showing_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premises" ADD CONSTRAINT "premises_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "succession_objects" ADD CONSTRAINT "succession_objects_municipality_id_municipalities_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "succession_objects" ADD CONSTRAINT "succession_objects_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_interior_options_stage_idx" ON "booking_interior_options" USING btree ("stage_id","group_key");--> statement-breakpoint
CREATE INDEX "documents_user_status_idx" ON "documents" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "documents_booking_idx" ON "documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_site_idx" ON "saved_searches" USING btree ("user_id","site_key");--> statement-breakpoint
CREATE UNIQUE INDEX "showing_registrations_user_idx" ON "showing_registrations" USING btree ("user_id","showing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_reference_idx" ON "payment_attempts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid_idx" ON "payment_attempts" USING btree ("payment_id") WHERE "payment_attempts"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premises_site_path_idx" ON "premises" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "premises_site_idx" ON "premises" USING btree ("site_id","status");--> statement-breakpoint
CREATE INDEX "succession_objects_site_municipality_idx" ON "succession_objects" USING btree ("site_id","municipality_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_residence_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."residence_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_user_site_idx" ON "payments" USING btree ("user_id","site_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_purpose_idx" ON "payments" USING btree ("booking_id","purpose") WHERE "payments"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 0);--> statement-breakpoint
UPDATE "payments" SET "status" = 'NotPaid' WHERE "status" = 'Unpaid';

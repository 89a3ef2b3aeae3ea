CREATE TABLE "booking_projects" (
	"stage_id" uuid PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"booking_fee" integer NOT NULL,
	"currency" text NOT NULL,
	"hold_minutes" integer NOT NULL,
	"contract_terms" text NOT NULL,
	CONSTRAINT "booking_projects_fee_check" CHECK ("booking_projects"."booking_fee" >= 0),
	CONSTRAINT "booking_projects_hold_check" CHECK ("booking_projects"."hold_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "residence_bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"object_id" uuid NOT NULL,
	"stage_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"flow" text NOT NULL,
	"status" text NOT NULL,
	"current_step" text NOT NULL,
	"previous_object_status" smallint NOT NULL,
	"booking_fee" integer NOT NULL,
	"currency" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"co_buyer_first_name" text,
	"co_buyer_last_name" text,
	"co_buyer_email" text,
	"co_buyer_security_number" text,
	"signed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_projects" ADD CONSTRAINT "booking_projects_stage_id_residence_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."residence_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_bookings" ADD CONSTRAINT "residence_bookings_object_id_residence_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."residence_objects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_bookings" ADD CONSTRAINT "residence_bookings_stage_id_booking_projects_stage_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."booking_projects"("stage_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_bookings" ADD CONSTRAINT "residence_bookings_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "residence_bookings_one_active_per_object_idx" ON "residence_bookings" USING btree ("object_id") WHERE "residence_bookings"."status" in ('pending', 'held', 'signed', 'paid', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "residence_bookings_one_active_per_buyer_stage_idx" ON "residence_bookings" USING btree ("buyer_user_id","stage_id") WHERE "residence_bookings"."status" in ('pending', 'held', 'signed', 'paid', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "residence_bookings_buyer_idempotency_idx" ON "residence_bookings" USING btree ("buyer_user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "residence_bookings_buyer_idx" ON "residence_bookings" USING btree ("buyer_user_id");--> statement-breakpoint
CREATE INDEX "residence_bookings_hold_expiry_idx" ON "residence_bookings" USING btree ("hold_expires_at") WHERE "residence_bookings"."status" in ('pending', 'held');
CREATE TABLE "associations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organisation_number" text NOT NULL,
	"site_key" text NOT NULL,
	"active_financial_management" boolean NOT NULL,
	"board_email" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bankid_simulator_orders" (
	"order_ref" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"personal_number" text,
	"end_user_ip" text NOT NULL,
	"auto_start_token" uuid NOT NULL,
	"qr_start_token" uuid NOT NULL,
	"qr_start_secret" uuid NOT NULL,
	"user_visible_data" text,
	"status" text NOT NULL,
	"hint_code" text NOT NULL,
	"completed_personal_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_members" (
	"association_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "board_members_association_id_user_id_pk" PRIMARY KEY("association_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"object_id" uuid NOT NULL,
	"object_number" text NOT NULL,
	"site_key" text NOT NULL,
	"object_page_exists" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_user_id_site_key_pk" PRIMARY KEY("user_id","site_key")
);
--> statement-breakpoint
CREATE TABLE "identity_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"context" text NOT NULL,
	"site_key" text NOT NULL,
	"environment" text NOT NULL,
	"return_url" text DEFAULT '' NOT NULL,
	"order_ref" text,
	"auto_start_token" text,
	"qr_start_token" text,
	"qr_start_secret" text,
	"oidc_state" text,
	"oidc_nonce" text,
	"code_verifier" text,
	"status" text NOT NULL,
	"hint_code" text,
	"identity" jsonb,
	"outcome" jsonb,
	"last_collect_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"notification_type" text NOT NULL,
	"name" text NOT NULL,
	"target_id" uuid,
	"created_on" timestamp with time zone NOT NULL,
	"paused_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"status" text NOT NULL,
	"payed_with_code" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_residences" (
	"user_id" uuid NOT NULL,
	"relation" text NOT NULL,
	"stage_id" uuid NOT NULL,
	"object_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"security_number" text,
	"national_id" text,
	"national_id_country" text,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country_id" integer DEFAULT 0 NOT NULL,
	"birth_date" date,
	"news_letter" boolean DEFAULT false NOT NULL,
	"deceased" boolean DEFAULT false NOT NULL,
	"has_account" boolean DEFAULT true NOT NULL,
	"first_ssn_login" boolean DEFAULT true NOT NULL,
	"pid_activated" boolean DEFAULT true NOT NULL,
	"bank_id_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_memberships" (
	"user_id" uuid NOT NULL,
	"site_key" text NOT NULL,
	"campaign_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_memberships_user_id_site_key_pk" PRIMARY KEY("user_id","site_key")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_members" ADD CONSTRAINT "board_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_residences" ADD CONSTRAINT "user_residences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_sessions_order_ref_idx" ON "identity_sessions" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "notifications_user_site_idx" ON "notifications" USING btree ("user_id","site_key");--> statement-breakpoint
CREATE INDEX "user_residences_user_idx" ON "user_residences" USING btree ("user_id","relation");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_security_number_idx" ON "users" USING btree ("security_number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_national_id_idx" ON "users" USING btree ("national_id_country","national_id");
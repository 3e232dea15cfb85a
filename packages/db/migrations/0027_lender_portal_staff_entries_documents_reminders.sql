CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" varchar(32) NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"fulfilled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lender_staff_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"figures" jsonb NOT NULL,
	"utr" varchar(22),
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid NOT NULL,
	"proposed_by_name" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" uuid,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
CREATE TABLE "lender_user_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_user_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"mfa_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "lender_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lender_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" varchar(16) NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret_encrypted" text NOT NULL,
	"totp_last_step" bigint,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"created_by" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_reminder_settings" (
	"share_id" uuid PRIMARY KEY NOT NULL,
	"send_at" varchar(5) DEFAULT '10:00' NOT NULL,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_reminders_sent" (
	"share_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_reminders_sent_share_id_instalment_due_date_pk" PRIMARY KEY("share_id","instalment","due_date")
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_staff_entries" ADD CONSTRAINT "lender_staff_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_user_recovery_codes" ADD CONSTRAINT "lender_user_recovery_codes_user_id_lender_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_user_sessions" ADD CONSTRAINT "lender_user_sessions_user_id_lender_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_users" ADD CONSTRAINT "lender_users_lender_id_lender_organisations_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lender_organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminder_settings" ADD CONSTRAINT "loan_reminder_settings_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders_sent" ADD CONSTRAINT "loan_reminders_sent_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_documents_app_idx" ON "application_documents" USING btree ("application_id","kind","uploaded_at");--> statement-breakpoint
CREATE INDEX "document_requests_share_idx" ON "document_requests" USING btree ("share_id","requested_at");--> statement-breakpoint
CREATE INDEX "lender_staff_entries_app_idx" ON "lender_staff_entries" USING btree ("application_id","proposed_at");--> statement-breakpoint
CREATE INDEX "lender_staff_entries_status_idx" ON "lender_staff_entries" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_staff_entries_pending_key" ON "lender_staff_entries" USING btree ("application_id","kind") WHERE "lender_staff_entries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lender_staff_entries_utr_key" ON "lender_staff_entries" USING btree ("utr") WHERE "lender_staff_entries"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "lender_user_recovery_codes_user_idx" ON "lender_user_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_user_sessions_token_key" ON "lender_user_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lender_user_sessions_user_idx" ON "lender_user_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_users_email_key" ON "lender_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "lender_users_lender_idx" ON "lender_users" USING btree ("lender_id");
CREATE TABLE "lead_payout_statuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"status" varchar(32) NOT NULL,
	"remarks" text NOT NULL,
	"payout" integer,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"lender_id" integer,
	"jti" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"otp_verified_at" timestamp with time zone,
	"terms_version" varchar(32),
	"whatsapp_opt_in" boolean,
	"loan_initiated_checked" boolean,
	"ckyc" boolean,
	"source" varchar(16),
	"is_mobile" boolean,
	"decided_at" timestamp with time zone,
	"decided_ip" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_payout_statuses" ADD CONSTRAINT "lead_payout_statuses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_consents" ADD CONSTRAINT "lender_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_payout_statuses_app_idx" ON "lead_payout_statuses" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_consents_jti_key" ON "lender_consents" USING btree ("jti");--> statement-breakpoint
CREATE INDEX "lender_consents_app_idx" ON "lender_consents" USING btree ("application_id","created_at");
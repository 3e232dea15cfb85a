CREATE TABLE "consent_withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" varchar(24) NOT NULL,
	"application_id" uuid,
	"locale" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_sharings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"occasion" varchar(16) NOT NULL,
	"recipient_kind" varchar(8) NOT NULL,
	"recipient_name" text NOT NULL,
	"lender_id" integer,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rights_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(12) NOT NULL,
	"details" text,
	"status" varchar(12) DEFAULT 'received' NOT NULL,
	"locale" varchar(2) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"response" text,
	"outcome" jsonb,
	"handled_by" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharings" ADD CONSTRAINT "data_sharings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharings" ADD CONSTRAINT "data_sharings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_requests" ADD CONSTRAINT "rights_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_withdrawals_user_purpose_idx" ON "consent_withdrawals" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "consent_withdrawals_created_idx" ON "consent_withdrawals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "data_sharings_user_created_idx" ON "data_sharings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_sharings_created_idx" ON "data_sharings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rights_requests_reference_key" ON "rights_requests" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "rights_requests_user_created_idx" ON "rights_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "rights_requests_status_due_idx" ON "rights_requests" USING btree ("status","due_at");
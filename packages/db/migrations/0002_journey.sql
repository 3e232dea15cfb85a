CREATE TABLE "applicant_details" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"date_of_birth" date NOT NULL,
	"pan_encrypted" text NOT NULL,
	"pan_masked" varchar(10) NOT NULL,
	"pincode" varchar(6) NOT NULL,
	"employment" varchar(16) NOT NULL,
	"net_monthly_income" integer NOT NULL,
	"business" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"granted" boolean NOT NULL,
	"text_version" varchar(32) NOT NULL,
	"locale" varchar(2) NOT NULL,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(20) NOT NULL,
	"user_id" uuid NOT NULL,
	"product" varchar(32) NOT NULL,
	"products_id" integer NOT NULL,
	"vendors_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"stages" jsonb NOT NULL,
	"name" text,
	"personal_email" text,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"back_btn_slug" text,
	"form_source" varchar(32),
	"credit_score" integer,
	"credit_bureau" text,
	"credit_checked_at" timestamp with time zone,
	"lender_id" integer,
	"voucher" jsonb,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applicant_details" ADD CONSTRAINT "applicant_details_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_consents" ADD CONSTRAINT "application_consents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_consents_app_idx" ON "application_consents" USING btree ("application_id","purpose","given_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_key" ON "applications" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "applications_user_created_idx" ON "applications" USING btree ("user_id","created_at");
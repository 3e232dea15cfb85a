CREATE TABLE "grand_prix_winners" (
	"month" date NOT NULL,
	"rank" integer NOT NULL,
	"partner_id" uuid NOT NULL,
	"disbursed_amount" bigint NOT NULL,
	"disbursed_count" integer NOT NULL,
	"prize" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grand_prix_winners_month_rank_pk" PRIMARY KEY("month","rank")
);
--> statement-breakpoint
CREATE TABLE "partner_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"employee_id" uuid,
	"business_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"mobile" varchar(10),
	"email" text,
	"city" text NOT NULL,
	"pan_encrypted" text,
	"pan_masked" varchar(10),
	"gstin" varchar(15),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"decision_remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_kind_known" CHECK ("partners"."kind" in ('dealer', 'dsa', 'sales_employee')),
	CONSTRAINT "partners_status_known" CHECK ("partners"."status" in ('pending', 'approved', 'rejected', 'suspended')),
	CONSTRAINT "partners_identity" CHECK (("partners"."kind" = 'sales_employee' and "partners"."employee_id" is not null) or ("partners"."kind" <> 'sales_employee' and "partners"."mobile" is not null and ("partners"."pan_encrypted" is not null or "partners"."gstin" is not null)))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "partner_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attributed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "attribution_source" varchar(16);--> statement-breakpoint
ALTER TABLE "grand_prix_winners" ADD CONSTRAINT "grand_prix_winners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_sessions" ADD CONSTRAINT "partner_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_sessions_token_key" ON "partner_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "partner_sessions_partner_idx" ON "partner_sessions" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_key" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_mobile_key" ON "partners" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_employee_key" ON "partners" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "partners_status_created_idx" ON "partners" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_partner_created_idx" ON "applications" USING btree ("partner_id","created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_attribution_known" CHECK (("applications"."partner_id" is null and "applications"."attribution_source" is null) or "applications"."attribution_source" in ('link', 'partner_started'));
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
ALTER TABLE "lender_staff_entries" ADD CONSTRAINT "lender_staff_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_staff_entries_app_idx" ON "lender_staff_entries" USING btree ("application_id","proposed_at");--> statement-breakpoint
CREATE INDEX "lender_staff_entries_status_idx" ON "lender_staff_entries" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lender_staff_entries_pending_key" ON "lender_staff_entries" USING btree ("application_id","kind") WHERE "lender_staff_entries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lender_staff_entries_utr_key" ON "lender_staff_entries" USING btree ("utr") WHERE "lender_staff_entries"."status" <> 'rejected';
ALTER TABLE "consent_withdrawals" DROP CONSTRAINT "consent_withdrawals_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "data_sharings" DROP CONSTRAINT "data_sharings_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD COLUMN "application_reference" varchar(20);--> statement-breakpoint
ALTER TABLE "data_sharings" ADD COLUMN "application_reference" varchar(20);--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD CONSTRAINT "consent_withdrawals_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_sharings" ADD CONSTRAINT "data_sharings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "data_sharings" SET "application_reference" = "applications"."reference" FROM "applications" WHERE "applications"."id" = "data_sharings"."application_id";--> statement-breakpoint
UPDATE "consent_withdrawals" SET "application_reference" = "applications"."reference" FROM "applications" WHERE "applications"."id" = "consent_withdrawals"."application_id";

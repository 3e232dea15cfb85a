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
ALTER TABLE "loan_reminder_settings" ADD CONSTRAINT "loan_reminder_settings_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_reminders_sent" ADD CONSTRAINT "loan_reminders_sent_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;
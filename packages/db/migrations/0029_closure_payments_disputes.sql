CREATE TABLE "loan_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"share_id" uuid NOT NULL,
	"category" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"answer" text,
	"promised_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"instalment" integer NOT NULL,
	"status" varchar(8) NOT NULL,
	"date" varchar(10) NOT NULL,
	"amount" integer NOT NULL,
	"lender_reference" varchar(40),
	"reported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lender_shares" ADD COLUMN "closure" jsonb;--> statement-breakpoint
ALTER TABLE "loan_disputes" ADD CONSTRAINT "loan_disputes_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_payments" ADD CONSTRAINT "loan_payments_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_disputes_reference_key" ON "loan_disputes" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "loan_disputes_share_idx" ON "loan_disputes" USING btree ("share_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_payments_share_instalment_key" ON "loan_payments" USING btree ("share_id","instalment");
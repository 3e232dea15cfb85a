CREATE TABLE "payout_grid_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lender_id" integer NOT NULL,
	"product" varchar(32) NOT NULL,
	"rate_bps" integer NOT NULL,
	"cap_rupees" integer NOT NULL,
	"effective_from" date NOT NULL,
	"remarks" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"product" varchar(32) NOT NULL,
	"disbursed_rupees" bigint NOT NULL,
	"month" varchar(7) NOT NULL,
	"rate_bps" integer NOT NULL,
	"cap_rupees" integer NOT NULL,
	"payout_paise" bigint NOT NULL,
	"gst_bps" integer NOT NULL,
	"gst_paise" bigint NOT NULL,
	"tds_bps" integer NOT NULL,
	"tds_paise" bigint NOT NULL,
	"net_paise" bigint NOT NULL,
	"grid_source" varchar(32) NOT NULL,
	"status" varchar(16) DEFAULT 'Pending' NOT NULL,
	"remarks" text,
	"paid_rupees" integer,
	"paid_at" timestamp with time zone,
	"receipt_confirmed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_payout_statuses" ADD COLUMN "source" varchar(16) DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_payout_statuses" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_grid_entries_cell_idx" ON "payout_grid_entries" USING btree ("lender_id","product","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_application_key" ON "payouts" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "payouts_partner_month_idx" ON "payouts" USING btree ("partner_id","month");--> statement-breakpoint
CREATE INDEX "payouts_status_month_idx" ON "payouts" USING btree ("status","month");
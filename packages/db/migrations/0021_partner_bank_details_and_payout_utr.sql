-- Partners: the language they signed up in (for their approval notices) and the bank account payouts go to;
-- payouts: the UTR and date of the transfer, which finance must give to mark a payout paid.
ALTER TABLE "partners" ADD COLUMN "locale" varchar(2);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_encrypted" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_account_masked" varchar(24);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_ifsc" varchar(11);--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_holder_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "utr" varchar(22);--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "paid_on" date;
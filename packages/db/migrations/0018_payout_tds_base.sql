-- Section 194H threshold (decision 0028): what each payout's TDS was charged on. Payouts made before this
-- had TDS on every payout, so each carries its own payout as its base.
ALTER TABLE "payouts" ADD COLUMN "tds_base_paise" bigint;--> statement-breakpoint
UPDATE "payouts" SET "tds_base_paise" = "payout_paise";--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "tds_base_paise" SET NOT NULL;

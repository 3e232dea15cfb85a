ALTER TABLE "consent_withdrawals" ADD COLUMN "granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_withdrawals" ADD COLUMN "text_version" varchar(32);
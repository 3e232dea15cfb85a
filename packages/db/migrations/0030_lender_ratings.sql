CREATE TABLE "lender_ratings" (
	"review_id" uuid PRIMARY KEY NOT NULL,
	"share_id" uuid NOT NULL,
	"lender_id" integer NOT NULL,
	"rate_as_promised" boolean NOT NULL,
	"unexpected_fees" boolean NOT NULL,
	"fees_which" text,
	"days_to_money" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_application_key";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stage" varchar(10) DEFAULT 'service' NOT NULL;--> statement-breakpoint
ALTER TABLE "lender_ratings" ADD CONSTRAINT "lender_ratings_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_ratings" ADD CONSTRAINT "lender_ratings_share_id_lender_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."lender_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_ratings_lender_idx" ON "lender_ratings" USING btree ("lender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_stage_key" ON "reviews" USING btree ("application_id","stage");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_stage_known" CHECK ("reviews"."stage" in ('service', 'disbursal', 'closure'));
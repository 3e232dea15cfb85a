CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"user_id" uuid,
	"rating" integer NOT NULL,
	"text" text,
	"locale" varchar(2) NOT NULL,
	"first_name" text NOT NULL,
	"city" text NOT NULL,
	"product" varchar(32) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"moderated_by" text,
	"moderated_at" timestamp with time zone,
	"reject_reason" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "reviews_real_or_demo" CHECK ("reviews"."demo" or ("reviews"."application_id" is not null and "reviews"."user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_key" ON "reviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");
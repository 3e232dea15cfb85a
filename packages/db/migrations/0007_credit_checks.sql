CREATE TABLE "credit_checks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"bureau" varchar(32) NOT NULL,
	"provider" varchar(16) NOT NULL,
	"products_id" integer NOT NULL,
	"back_btn_slug" text NOT NULL,
	"score" integer,
	"report" jsonb NOT NULL,
	"full_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"pan_encrypted" text NOT NULL,
	"pan_masked" varchar(10) NOT NULL,
	"consent_text_version" varchar(32) NOT NULL,
	"consent_locale" varchar(2) NOT NULL,
	"consent_given_at" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "credit_checks" ADD CONSTRAINT "credit_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_checks_user_fetched_idx" ON "credit_checks" USING btree ("user_id","fetched_at");
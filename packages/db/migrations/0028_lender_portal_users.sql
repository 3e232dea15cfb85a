CREATE TABLE "lender_user_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lender_user_invites" ADD CONSTRAINT "lender_user_invites_user_id_lender_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."lender_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lender_user_invites_token_key" ON "lender_user_invites" USING btree ("token_hash");
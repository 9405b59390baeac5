CREATE TABLE "removed_claims" (
	"claim_key" text PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "new_account" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "removed_claims" ADD CONSTRAINT "removed_claims_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
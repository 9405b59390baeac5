CREATE TABLE "trial_claims" (
	"digest" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_codes" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
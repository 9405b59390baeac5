CREATE TABLE "pass_registrations" (
	"device_library_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pass_registrations_device_library_id_serial_number_pk" PRIMARY KEY("device_library_id","serial_number")
);
--> statement-breakpoint
CREATE TABLE "wallet_issuer_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"issuer_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_issuer_state_single_row" CHECK ("wallet_issuer_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "content_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "content_checked_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD COLUMN "google_linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pass_registrations" ADD CONSTRAINT "pass_registrations_serial_number_wallet_passes_serial_number_fk" FOREIGN KEY ("serial_number") REFERENCES "public"."wallet_passes"("serial_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pass_registrations_serial_idx" ON "pass_registrations" USING btree ("serial_number");
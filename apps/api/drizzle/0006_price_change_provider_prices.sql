ALTER TABLE "price_changes" ADD COLUMN "old_provider_price_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "price_changes" ADD COLUMN "new_provider_price_id" text NOT NULL;
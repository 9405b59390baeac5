CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"rank" integer NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"catalog_key" text NOT NULL,
	"display_name" text NOT NULL,
	"brand_name" text,
	"generic_name" text NOT NULL,
	"strength" text NOT NULL,
	"form" text NOT NULL,
	"medication_type" text NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medications_catalog_key_unique" UNIQUE("catalog_key")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"billing_interval" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"stripe_price_id" text,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_stripe_price_id_unique" UNIQUE("stripe_price_id"),
	CONSTRAINT "prices_product_interval_currency" UNIQUE("product_id","billing_interval","currency"),
	CONSTRAINT "prices_amount_non_negative" CHECK ("prices"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricings" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"quantity" double precision NOT NULL,
	"quantity_unit" text NOT NULL,
	"day_supply" integer,
	"cash_cents" integer NOT NULL,
	"competitor_cents" integer,
	"savings_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricings_medication_pack" UNIQUE NULLS NOT DISTINCT("medication_id","quantity","quantity_unit","day_supply"),
	CONSTRAINT "pricings_cash_non_negative" CHECK ("pricings"."cash_cents" >= 0),
	CONSTRAINT "pricings_savings_within_cash" CHECK ("pricings"."savings_cents" >= 0 AND "pricings"."savings_cents" <= "pricings"."cash_cents")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"plan_type" text NOT NULL,
	"description" text NOT NULL,
	"max_members" integer NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deal_text" text,
	"cta_text" text,
	"cta_button_color" text,
	"rank" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricings" ADD CONSTRAINT "pricings_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medications_display_name_idx" ON "medications" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "medications_highlighted_idx" ON "medications" USING btree ("highlighted");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pricings_medication_idx" ON "pricings" USING btree ("medication_id");
ALTER TABLE "sandbox_invoices" ADD COLUMN "price_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_prices" ADD COLUMN "product_names" jsonb;--> statement-breakpoint
ALTER TABLE "fills" ADD COLUMN "catalogue_pack" jsonb;--> statement-breakpoint
ALTER TABLE "price_reports" ADD COLUMN "catalogue_pack" jsonb;--> statement-breakpoint
-- An invoice from before names the price of the subscription it bills, as the sandbox's invoices now do.
UPDATE "sandbox_invoices" AS i SET "price_id" = s."price_id" FROM "sandbox_subscriptions" AS s WHERE s."id" = i."subscription_id" AND i."price_id" IS NULL;--> statement-breakpoint
-- The sandbox's prices take their plans' names in each language from the plans they sell.
UPDATE "sandbox_prices" AS sp SET "product_names" = jsonb_strip_nulls(jsonb_build_object('en', p."name", 'es', NULLIF(btrim(p."translations" #>> '{es,name}'), ''))) FROM "prices" AS pr JOIN "products" AS p ON p."id" = pr."product_id" WHERE pr."stripe_price_id" = sp."id";--> statement-breakpoint
-- Catalogue fills and reports recorded before keep the words they were named from: the
-- medication's, where its name still reads as it was recorded, and the pack's, read back from its label.
UPDATE "fills" AS f SET "catalogue_pack" = w."words" FROM (
  SELECT f2."id", jsonb_build_object('display_name', m."display_name", 'strength', m."strength", 'form', m."form", 'quantity', replace(r.parts[1], ',', '')::double precision, 'quantity_unit', r.parts[2], 'day_supply', r.parts[3]::integer) AS "words"
  FROM "fills" AS f2
  JOIN "medications" AS m ON m."id" = f2."medication_id"
  CROSS JOIN LATERAL regexp_match(f2."pack_label", '^([0-9][0-9,]*(?:\.[0-9]+)?) (.+?)(?: · ([0-9]+) days)?$') AS r(parts)
  WHERE r.parts IS NOT NULL AND f2."medication_name" = m."display_name" || ' ' || m."strength" || ' ' || m."form"
) AS w WHERE w."id" = f."id";--> statement-breakpoint
UPDATE "price_reports" AS f SET "catalogue_pack" = w."words" FROM (
  SELECT f2."id", jsonb_build_object('display_name', m."display_name", 'strength', m."strength", 'form', m."form", 'quantity', replace(r.parts[1], ',', '')::double precision, 'quantity_unit', r.parts[2], 'day_supply', r.parts[3]::integer) AS "words"
  FROM "price_reports" AS f2
  JOIN "medications" AS m ON m."id" = f2."medication_id"
  CROSS JOIN LATERAL regexp_match(f2."pack_label", '^([0-9][0-9,]*(?:\.[0-9]+)?) (.+?)(?: · ([0-9]+) days)?$') AS r(parts)
  WHERE r.parts IS NOT NULL AND f2."medication_name" = m."display_name" || ' ' || m."strength" || ' ' || m."form"
) AS w WHERE w."id" = f."id";

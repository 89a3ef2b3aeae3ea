ALTER TABLE "residence_objects" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
UPDATE "residence_objects" SET "price" = NULL WHERE "disposal_form" = 4;

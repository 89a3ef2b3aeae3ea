-- One document of each kind per booking (issue 32 item 4): parallel first calls of signcontract
-- each stored an agreement. Before the index, keep one per booking and kind (a signed one before
-- a pending one, else the oldest, which the portal showed) and drop the others with their
-- awaiting-signature notifications.
WITH "ranked" AS (
  SELECT "id", row_number() OVER (
    PARTITION BY "booking_id", "kind"
    ORDER BY ("status" = 'done') DESC, "created_at", "id"
  ) AS "place"
  FROM "documents"
  WHERE "booking_id" IS NOT NULL
), "extra" AS (
  SELECT "id" FROM "ranked" WHERE "place" > 1
), "unnotified" AS (
  DELETE FROM "notifications"
  WHERE "notification_type" = 'DocumentSigning' AND "target_id" IN (SELECT "id" FROM "extra")
)
DELETE FROM "documents" WHERE "id" IN (SELECT "id" FROM "extra");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_booking_kind_idx" ON "documents" USING btree ("booking_id","kind");

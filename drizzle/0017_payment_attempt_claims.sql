-- One way to pay at a time (issue 32 item 1): a start claims its attempt row (status `opening`,
-- no provider reference yet) under the payment's row lock before it asks the provider. The
-- reconcile job reads the open attempts oldest first (item 2), and the lapse task also reads
-- signed bookings whose hold has ended (item 3).
DROP INDEX "residence_bookings_hold_expiry_idx";--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "provider_reference" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."status" in ('opening', 'created');--> statement-breakpoint
CREATE INDEX "residence_bookings_hold_expiry_idx" ON "residence_bookings" USING btree ("hold_expires_at") WHERE "residence_bookings"."status" in ('pending', 'held', 'signed');
-- Every amount in minor units (öre, cents) as bigint (issue 35 item 10): the booking price was
-- already (0015); fees, payments, their attempts and interior options follow, so no amount over
-- 21.4 million kronor overflows a 32-bit integer.
ALTER TABLE "booking_interior_options" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "booking_projects" ALTER COLUMN "booking_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "residence_bookings" ALTER COLUMN "booking_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payment_attempts" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;
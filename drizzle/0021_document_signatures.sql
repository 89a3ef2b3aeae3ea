-- Each signer of a document signs with their own BankID or e-ident (issue 35 item 10): the buyer
-- and, on a booking with one, the co-buyer. The document is done once every signer has a row.
CREATE TABLE "document_signatures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"document_id" uuid NOT NULL,
	"signer" text NOT NULL,
	"signer_name" text NOT NULL,
	"provider" text NOT NULL,
	"signature" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_signatures_document_signer_idx" ON "document_signatures" USING btree ("document_id","signer");--> statement-breakpoint
-- Documents signed before this table had one signer each, the owner: their signature moves here too.
INSERT INTO "document_signatures" ("id", "document_id", "signer", "signer_name", "provider", "signature", "signed_at")
SELECT gen_random_uuid(), "id", 'buyer', "signer_name", "signature_provider", "signature", "signed_at"
FROM "documents"
WHERE "status" = 'done' AND "signer_name" IS NOT NULL AND "signature_provider" IS NOT NULL
  AND "signature" IS NOT NULL AND "signed_at" IS NOT NULL;

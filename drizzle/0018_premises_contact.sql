-- The person responsible for a premises (issue 33 item 7): its page names them and mails them
-- what a visitor sends from it; a premises without one names the site's customer service.
ALTER TABLE "premises" ADD COLUMN "contact" jsonb;
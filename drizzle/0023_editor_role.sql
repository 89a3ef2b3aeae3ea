-- The editor role (issue 35 item 7; flows §6 "edit-mode user"): an editor's login may see pages in
-- edit mode. Nobody has it until it is granted; the demo world grants it to one demo login.
ALTER TABLE "users" ADD COLUMN "is_editor" boolean DEFAULT false NOT NULL;

-- Consents name the enquiry they were given with. drizzle-kit writes an added column's reference without its
-- ON DELETE clause (SQLite's default, NO ACTION, would make erasing a person's enquiries fail): SET NULL is written
-- here by hand, as the schema says, so the consents stay as proof of consent when their enquiry is erased.
ALTER TABLE `consents` ADD `enquiry_id` integer REFERENCES enquiries(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `consents_enquiry_idx` ON `consents` (`enquiry_id`);

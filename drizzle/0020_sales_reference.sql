ALTER TABLE `announcements` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `announcements` ADD `sent_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `announcements` ADD `sent_count` integer;--> statement-breakpoint
-- Issue 27: a sale's reference is unique within its company (CSV imports are idempotent on it). A database written
-- before may hold one reference twice in a company: the later sales get their id appended, so the index can be built
-- and nothing is lost (the audit trail keeps the id).
UPDATE `sales` SET `reference` = `reference` || ' #' || `id`
WHERE `reference` <> '' AND `id` NOT IN (SELECT min(`id`) FROM `sales` WHERE `reference` <> '' GROUP BY `company_id`, `reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `sales_company_reference_idx` ON `sales` (`company_id`,`reference`) WHERE `reference` <> '';
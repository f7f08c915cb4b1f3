DROP INDEX `serials_company_idx`;--> statement-breakpoint
CREATE INDEX `serials_company_undated_idx` ON `serials` (`company_id`,"next_due_on" IS NULL,`next_due_on`);--> statement-breakpoint
CREATE INDEX `serials_company_product_idx` ON `serials` (`company_id`,`product_id`,`number_key`);--> statement-breakpoint
CREATE INDEX `serials_company_idx` ON `serials` (`company_id`,`number_key`,`id`,`next_due_on`,`owner_id`);
CREATE INDEX `serials_company_owner_idx` ON `serials` (`company_id`,`owner_id`,`next_due_on`);--> statement-breakpoint
CREATE INDEX `serials_company_due_idx` ON `serials` (`company_id`,`next_due_on`);--> statement-breakpoint
CREATE INDEX `serials_company_build_idx` ON `serials` (`company_id`,`build_date`);
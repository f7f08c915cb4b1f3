CREATE INDEX `companies_name_nocase_idx` ON `companies` ("name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `companies_country_idx` ON `companies` (`country_id`);
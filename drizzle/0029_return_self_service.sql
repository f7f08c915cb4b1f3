CREATE TABLE `return_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`return_id` integer NOT NULL,
	`storage_key` text NOT NULL,
	`name` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`variants` text DEFAULT '[]' NOT NULL,
	`uploaded_by` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`return_id`) REFERENCES `returns`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `return_attachments_storage_key_unique` ON `return_attachments` (`storage_key`);--> statement-breakpoint
CREATE INDEX `return_attachments_return_idx` ON `return_attachments` (`return_id`,`id`);--> statement-breakpoint
ALTER TABLE `returns` ADD `tracking_number` text DEFAULT '' NOT NULL;
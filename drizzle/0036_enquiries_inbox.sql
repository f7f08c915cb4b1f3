CREATE INDEX `enquiries_status_idx` ON `enquiries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `enquiries_assigned_idx` ON `enquiries` (`assigned_to`,`created_at`);
CREATE INDEX `users_name_nocase_idx` ON `users` ("name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `consents_email_idx` ON `consents` (`email`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_email_idx` ON `audit_log` (`actor_email`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_section_record_idx` ON `audit_log` (`section`,`record_id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`);--> statement-breakpoint
CREATE INDEX `download_log_download_idx` ON `download_log` (`download_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `download_log_user_idx` ON `download_log` (`user_id`);--> statement-breakpoint
CREATE INDEX `website_log_email_idx` ON `website_log` (`email`);--> statement-breakpoint
CREATE INDEX `website_log_ip_idx` ON `website_log` (`ip`);
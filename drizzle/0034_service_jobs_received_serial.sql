CREATE INDEX `service_jobs_received_idx` ON `service_jobs` (`received_on`);--> statement-breakpoint
CREATE INDEX `service_jobs_serial_idx` ON `service_jobs` (`serial_id`);
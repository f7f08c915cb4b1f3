CREATE INDEX `products_name_en_idx` ON `products` (`name_EN`,`id`);--> statement-breakpoint
CREATE INDEX `products_model_code_idx` ON `products` (`model_code`,`id`);
-- An event's country is one of Manage Countries (decision 0037), named in the reader's language like every other
-- country, instead of the end of its free-text location ("Düsseldorf, Germany" read "Germany" on the German page).
ALTER TABLE `events` ADD `country_id` integer REFERENCES countries(id) ON DELETE restrict;--> statement-breakpoint
-- Existing events whose location ends with a stored country name ("Düsseldorf, Germany", or just "Germany") take that
-- country, and the location keeps the place before it; a location naming no known country is left as it was.
UPDATE `events` SET `country_id` = (
  SELECT `c`.`id` FROM `countries` `c`
  WHERE `events`.`location` = `c`.`name` COLLATE NOCASE OR `events`.`location` LIKE '%, ' || `c`.`name`
  ORDER BY length(`c`.`name`) DESC LIMIT 1
);--> statement-breakpoint
UPDATE `events` SET `location` = rtrim(
  substr(`location`, 1, length(`location`) - length((SELECT `name` FROM `countries` WHERE `id` = `events`.`country_id`))),
  ', '
) WHERE `country_id` IS NOT NULL;

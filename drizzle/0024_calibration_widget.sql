-- /services/calibration shows the admin's widget `services_calibration` (issue 30 item 11). The demo seed never made
-- it, so every visit asked for it, got a 404 and logged a console error. The seed makes it now; a database that has
-- content already (any widget) gets it here, holding the page's introduction in the six languages, for the admin to
-- edit. A database that has one keeps its own; an empty database is left to the seed, which numbers its widgets.
INSERT INTO `widgets` (`name`, `type`, `classes`)
SELECT 'services_calibration', 'HTML', ''
WHERE EXISTS (SELECT 1 FROM `widgets`)
  AND NOT EXISTS (SELECT 1 FROM `widgets` WHERE `name` = 'services_calibration');
--> statement-breakpoint
INSERT INTO `widget_languages` (`widget_id`, `locale`, `html`, `value`, `image_url`)
SELECT `w`.`id`, `t`.`locale`, `t`.`html`, '', ''
FROM `widgets` `w`
JOIN (
  SELECT 'EN' AS `locale`, '<p>Our ISO/IEC 17025 accredited laboratory at the Sheffield works calibrates holiday detectors, spark testers, pinhole detectors and high-voltage voltmeters up to 60 kV, whichever make they are.</p>' AS `html`
  UNION ALL
  SELECT 'DE', '<p>Unser nach ISO/IEC 17025 akkreditiertes Labor im Werk Sheffield kalibriert Porenprüfgeräte, Funkenprüfgeräte, Porendetektoren und Hochspannungsvoltmeter bis 60 kV, gleich welcher Hersteller.</p>'
  UNION ALL
  SELECT 'ES', '<p>Nuestro laboratorio acreditado según ISO/IEC 17025 en la fábrica de Sheffield calibra detectores de poros, probadores de chispa, detectores de picaduras y voltímetros de alta tensión hasta 60 kV, sea cual sea su fabricante.</p>'
  UNION ALL
  SELECT 'FR', '<p>Notre laboratoire accrédité ISO/IEC 17025, dans l’usine de Sheffield, étalonne les détecteurs de porosités, testeurs à étincelles, détecteurs de piqûres et voltmètres haute tension jusqu’à 60 kV, quelle que soit leur marque.</p>'
  UNION ALL
  SELECT 'NL', '<p>Ons ISO/IEC 17025-geaccrediteerde laboratorium in de fabriek in Sheffield kalibreert poriëndetectors, vonktesters, pinholedetectors en hoogspanningsvoltmeters tot 60 kV, van elk merk.</p>'
  UNION ALL
  SELECT 'PT', '<p>O nosso laboratório acreditado segundo a ISO/IEC 17025, na fábrica de Sheffield, calibra detetores de porosidade, testadores de faísca, detetores de poros e voltímetros de alta tensão até 60 kV, de qualquer marca.</p>'
) `t`
WHERE `w`.`name` = 'services_calibration'
  AND NOT EXISTS (SELECT 1 FROM `widget_languages` `l` WHERE `l`.`widget_id` = `w`.`id`);

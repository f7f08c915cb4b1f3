-- Each product's datasheet is now a PDF made from its catalogue data (/product/{slug}/datasheet/{lang}.pdf, issue 30
-- item 15). The demo seed used to link every instrument family to a "brochure": a one-page placeholder of ~723 bytes
-- (a title and two lines). A database seeded before loses those placeholders here, as a fresh one no longer gets them:
-- the downloads (their product links go with them, ON DELETE CASCADE) and then their file records, when nothing else
-- points at the file. Only seeded placeholders match: a brochure linked to a product, a PDF under 1 KB, named like
-- the seed named them ("dc-holiday-detectors-brochure.pdf"); a brochure an admin uploaded is left alone.
DELETE FROM `downloads`
WHERE `category` = 'brochure'
  AND `id` IN (SELECT `download_id` FROM `product_downloads`)
  AND `file_id` IN (
    SELECT `id` FROM `files`
    WHERE `content_type` = 'application/pdf' AND `size` < 1024 AND `name` LIKE '%-brochure.pdf'
  );
--> statement-breakpoint
DELETE FROM `files`
WHERE `content_type` = 'application/pdf' AND `size` < 1024 AND `name` LIKE '%-brochure.pdf'
  AND `id` NOT IN (SELECT `file_id` FROM `downloads`)
  AND `id` NOT IN (SELECT `file_id` FROM `course_documents`)
  AND `id` NOT IN (SELECT `file_id` FROM `course_videos`)
  AND `id` NOT IN (SELECT `file_id` FROM `course_video_captions`)
  AND `id` NOT IN (SELECT `file_id` FROM `service_tool_versions`);

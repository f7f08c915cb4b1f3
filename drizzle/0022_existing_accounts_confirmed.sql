-- Registration now asks new accounts to confirm their address before they sign in (docs/decisions/0033). Accounts that
-- already have a password were made under the old rule (registered and signed in at once, or set their password
-- through a mailed invitation link): they count as confirmed, so nobody who could sign in yesterday is locked out.
UPDATE `users` SET `email_verified` = 1
WHERE `email_verified` = 0
  AND `id` IN (SELECT `user_id` FROM `accounts` WHERE `provider_id` = 'credential' AND `password` IS NOT NULL);

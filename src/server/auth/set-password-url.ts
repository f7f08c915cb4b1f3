/** The set-password page's link, the address filled in: a password reset's and an invitation's (with its longer token). */
export const setPasswordUrl = (appUrl: string, token: string, email: string) => `${appUrl}/reset-password/${token}?email=${encodeURIComponent(email)}`;

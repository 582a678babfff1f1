/** Interface text of /me/personcenter and /me/updatepassword. */
export const accountMessages = {
} as const;

/** Interface text of /usercenter and /membercenter. */
export const profileMessages = {
} as const;

/** Interface text of /me/coupon and /me/amountFlow. */
export const walletMessages = {
} as const;

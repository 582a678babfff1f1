/** The 余额充值 button of the person center and the ledger, apart so that the pages carry one text until it is pressed. */
export const topUpButtonMessages = {
  'topUp.open': '余额充值',
} as const;

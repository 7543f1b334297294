import type { Configured } from './environment';

type PaymentVariables = Pick<
  Configured,
  | 'BEACON_INVOICE_ISSUER'
  | 'BEACON_INVOICE_ADDRESS'
  | 'BEACON_INVOICE_EMAIL'
  | 'BEACON_PAYMENT_BANK'
  | 'BEACON_PAYMENT_ACCOUNT_NAME'
  | 'BEACON_PAYMENT_ROUTING_NUMBER'
  | 'BEACON_PAYMENT_ACCOUNT_NUMBER'
  | 'BEACON_PAYMENT_TERMS'
>;

/**
 * Who issues the agency's invoices and how they are paid, as every generated invoice PDF prints them (the issuer,
 * remit-to, bank transfer details and terms). The defaults are a stand-in agency's, plainly not a real account.
 */
export function paymentDetailsOf(env: PaymentVariables) {
  return {
    issuer: env.BEACON_INVOICE_ISSUER,
    address: env.BEACON_INVOICE_ADDRESS,
    email: env.BEACON_INVOICE_EMAIL,
    bank: env.BEACON_PAYMENT_BANK,
    accountName: env.BEACON_PAYMENT_ACCOUNT_NAME,
    routingNumber: env.BEACON_PAYMENT_ROUTING_NUMBER,
    accountNumber: env.BEACON_PAYMENT_ACCOUNT_NUMBER,
    terms: env.BEACON_PAYMENT_TERMS,
  };
}

export type PaymentDetails = ReturnType<typeof paymentDetailsOf>;

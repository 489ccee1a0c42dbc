/**
 * The words printed on documents, in one language. Documents print in Chinese by default
 * whatever the interface language, so these are separate from the UI messages
 * (src/app/i18n/messages/print.ts). Placeholders use the %{name} form.
 */
/** The fields of the deceased's block on documents (src/app/print/data/models.ts DeceasedInfo), each with its printed label. */
export type DeceasedField = 'name' | 'gender' | 'idNumber' | 'birthDate' | 'deathDate' | 'nativePlace' | 'cremationCertNo' | 'funeralHome' | 'burialDate';

export interface DocTexts {
  titles: {
    orderForm: string;
    contract: string;
    commitment: string;
    certCover: string;
    certCoverSubtitle: string;
    certHolder: string;
    certDeceased: string;
    certRules: string;
    temporary: string;
    feeReceipt: string;
    refundReceipt: string;
    renewalReceipt: string;
    orderReceipt: string;
  };
  sections: {
    buyer: string;
    plot: string;
    deceased: string;
    fees: string;
    payments: string;
    clauses: string;
    record: string;
  };
  /** Every field of the deceased's block has its label, under the field's own name. */
  labels: Record<DeceasedField, string> & {
    address: string;
    phone: string;
    orderNo: string;
    contractNo: string;
    certificateNo: string;
    receiptNo: string;
    status: string;
    createdOn: string;
    reservedUntil: string;
    signedOn: string;
    issuedOn: string;
    validUntil: string;
    buyerName: string;
    relation: string;
    area: string;
    room: string;
    shelf: string;
    plotCode: string;
    column: string;
    plotType: string;
    size: string;
    capacity: string;
    price: string;
    discount: string;
    maintenanceFee: string;
    engravingFee: string;
    burialFee: string;
    otherFee: string;
    total: string;
    paid: string;
    balance: string;
    amountInFigures: string;
    amountInWords: string;
    /** Who handed over the money (a charge). */
    payer: string;
    /** Who receives the money back (a refund): the buyer, not a payer. */
    payee: string;
    item: string;
    method: string;
    refundMethod: string;
    amount: string;
    operator: string;
    paidAt: string;
    refundAmount: string;
    refundReason: string;
    yearsRenewed: string;
    salesperson: string;
    agent: string;
    remark: string;
    maintenanceYears: string;
    maintenanceUntil: string;
    kind: string;
    date: string;
    event: string;
    charged: string;
    refunded: string;
    net: string;
    orderTotal: string;
    printedOn: string;
    noPayments: string;
  };
  signatures: {
    partyA: string;
    partyB: string;
    signature: string;
    seal: string;
    date: string;
    handler: string;
    payerSign: string;
    recipientSign: string;
    refundee: string;
    committer: string;
  };
  /** "%{n} years". */
  years: string;
  /** Clause heading for number n (第一条, Clause 1). */
  clauseHeading: (n: number) => string;
  contractPreamble: string;
  defaultClauses: string[];
  commitmentAddressee: string;
  defaultCommitment: string[];
  certificateRules: string[];
  certificateRecordBurial: string;
  /** A transfer of rights on the certificate's record (docs/rights.md). */
  certificateRecordTransfer: string;
  temporaryNote: string;
  receiptNote: string;
  refundNote: string;
  orderReceiptNote: string;
}

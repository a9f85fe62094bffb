/** The texts of the rules that only say "this is required" or "pick from the list"; the widget's `messages` replace them. */
export type FieldTexts = {
  vendorRequired: string;
  bankRequired: string;
  bankNotListed: string;
  networkRequired: string;
  accountNameRequired: string;
};

/** The default English (Nigeria) texts of `FieldTexts`. */
export const FIELD_TEXTS: FieldTexts = {
  vendorRequired: 'Choose a payment vendor',
  bankRequired: 'Enter the bank name',
  bankNotListed: 'Choose a bank from the list',
  networkRequired: 'Choose a network',
  accountNameRequired: 'Enter the name on the bank account',
};

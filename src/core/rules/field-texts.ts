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

/** The part of `FIELD_TEXTS` the first step's rules use (the buy form's vendor), for a first step's own smaller messages. */
export const FIRST_FIELD_TEXTS = { vendorRequired: FIELD_TEXTS.vendorRequired } satisfies Partial<FieldTexts>;

/** The rest of `FIELD_TEXTS` (bank, network, account name): the later fields' texts. */
export const LATER_FIELD_TEXTS = {
  bankRequired: FIELD_TEXTS.bankRequired,
  bankNotListed: FIELD_TEXTS.bankNotListed,
  networkRequired: FIELD_TEXTS.networkRequired,
  accountNameRequired: FIELD_TEXTS.accountNameRequired,
} satisfies Partial<FieldTexts>;

// The searchable lists and downshift load as one chunk, apart from the widget's first render.
export { BankCombobox } from './BankCombobox';
export { VendorCombobox } from './VendorCombobox';

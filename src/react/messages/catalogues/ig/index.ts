import type { Catalogue } from '../../catalogue';
import { first } from './first';
import { later } from './later';
import { issues, serviceErrors } from './rules';

/** Igbo (ig): every string of the widgets and the dialog. */
export const catalogue: Catalogue = {
  ...first,
  ...later,
  issues,
  serviceErrors,
  dialog: {
    close: 'Mechie',
    confirmTitle: 'Mechie ebe ịkwụ ụgwọ a?',
    confirmBody: 'Ezipula arịrịọ gị. Imechi ya ga-ezo ozi ya na ọnọdụ ya.',
    keepOpen: 'Hapụ ya ka ọ meghee',
    confirmClose: 'Mechie',
  },
};

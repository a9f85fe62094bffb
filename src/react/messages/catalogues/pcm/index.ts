import type { Catalogue } from '../../catalogue';
import { first } from './first';
import { later } from './later';
import { issues, serviceErrors } from './rules';

/** Nigerian Pidgin (pcm): every string of the widgets and the dialog. */
export const catalogue: Catalogue = {
  ...first,
  ...later,
  issues,
  serviceErrors,
  dialog: {
    close: 'Close am',
    confirmTitle: 'You wan close this checkout?',
    confirmBody: 'We don send your request. If you close am, you no go see the details and the status again.',
    keepOpen: 'Leave am open',
    confirmClose: 'Close am',
  },
};

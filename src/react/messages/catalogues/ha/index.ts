import type { Catalogue } from '../../catalogue';
import { first } from './first';
import { later } from './later';
import { issues, serviceErrors } from './rules';

/** Hausa (ha): every string of the widgets and the dialog. */
export const catalogue: Catalogue = {
  ...first,
  ...later,
  issues,
  serviceErrors,
  dialog: {
    close: 'Rufe',
    confirmTitle: 'Rufe wannan wurin biya?',
    confirmBody: 'An aika buƙatarku. Rufewa zai ɓoye bayananta da matsayinta.',
    keepOpen: 'Bar shi a buɗe',
    confirmClose: 'Rufe',
  },
};

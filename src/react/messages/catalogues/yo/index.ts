import type { Catalogue } from '../../catalogue';
import { first } from './first';
import { later } from './later';
import { issues, serviceErrors } from './rules';

/** Yorùbá (yo): every string of the widgets and the dialog. */
export const catalogue: Catalogue = {
  ...first,
  ...later,
  issues,
  serviceErrors,
  dialog: {
    close: 'Pa á dé',
    confirmTitle: 'Pa ojú ìsanwó yìí dé?',
    confirmBody: 'A ti fi ìbéèrè rẹ ránṣẹ́. Tí o bá pa á dé, àlàyé rẹ̀ àti ipò rẹ̀ yóò fara pamọ́.',
    keepOpen: 'Fi sílẹ̀ ní ṣíṣí',
    confirmClose: 'Pa á dé',
  },
};

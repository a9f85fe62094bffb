/** The dialog's own words; every one can be replaced through `<RampDialog messages>`. */
export type RampDialogMessages = {
  /** The close button's accessible name. */
  close: string;
  /** Title of the question asked before closing on a request that was sent. */
  confirmTitle: string;
  /** What closing then means. */
  confirmBody: string;
  /** Answer that keeps the dialog open (focused first). */
  keepOpen: string;
  /** Answer that closes it. */
  confirmClose: string;
};

/** The dialog's words in English. */
export const defaultDialogMessages: RampDialogMessages = {
  close: 'Close',
  confirmTitle: 'Close this checkout?',
  confirmBody: 'Your request has been sent. Closing hides its details and its status.',
  keepOpen: 'Keep open',
  confirmClose: 'Close',
};

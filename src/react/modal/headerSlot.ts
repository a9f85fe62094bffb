import { createContext } from 'react';
import type { ReactNode } from 'react';
import type { RampDialogMessages } from './messages';

/**
 * What a widget root tells the part drawn at the end of its header: its title's id, step and submission
 * state, and the dialog's words in its language when that is not English.
 */
export type RootInfo = { titleId: string; step: string; state: string; dialog?: RampDialogMessages };

/** Something a container (the dialog) draws at the end of every widget header inside it. */
export const HeaderSlotContext = createContext<((root: RootInfo) => ReactNode) | null>(null);

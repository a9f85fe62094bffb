import { createContext } from 'react';
import type { ReactNode } from 'react';

/** What a widget root tells the part drawn at the end of its header: its title's id, step and submission state. */
export type RootInfo = { titleId: string; step: string; state: string };

/** Something a container (the dialog) draws at the end of every widget header inside it. */
export const HeaderSlotContext = createContext<((root: RootInfo) => ReactNode) | null>(null);

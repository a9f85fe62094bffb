// Stands in for a Next.js app's Auth.js set-up (`auth.ts` at its root): who is signed in.
export type Session = { user?: { id?: string } };

let current: Session | null = null;

/** The session of this request (here: whatever the test signed in). */
export const auth = async (): Promise<Session | null> => current;

/** Signs a user in or out for the next requests. */
export const signIn = (session: Session | null) => void (current = session);

// The lazily loaded chunk of `formChecks.ts`: the core rules, as the signer runs them.
export { FORM_CHECKS } from '../core/checks';
